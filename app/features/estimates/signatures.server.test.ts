import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type * as pkijs from 'pkijs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateMailContext } from './estimate-emails.server';
import { documentFacts } from './profile-facts.server';
import { pdfSignatureReport, pdfText } from '#tests/support/pdf-text';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, testSigningIdentity } from '#tests/support/test-services';
import {
  makeTimestampToken,
  pdfSignedData,
  signatureValue,
  startTimestampServer,
  TEST_AUTHORITY,
  type TestTimestampServer,
  withTimestampToken,
} from '#tests/support/timestamp-server';
import { openLinks } from '~/features/mail/links.server';
import { getBusinessProfile, updateBusinessProfile } from '~/features/business/profile.server';
import type { NewQuoteRequest } from '~/features/leads/tables';
import { signOrderLink } from '~/features/orders/order-links.server';
import type { AppServices } from '~/lib/request-context';
import { brokenLink, listEvents } from './estimate-events.server';
import {
  approveEstimate,
  createEstimate,
  downloadSignedPdf,
  ESIGN_CONSENT_VERSION,
  getSignedPdf,
  openEstimate,
  type SealContext,
  sendEstimate,
} from './estimates.server';
import { certificateHolder, fixedSigningKeys, generateSigningIdentity, identityFromP12, resolveSigningIdentity, signingKeys } from './pdf-signing.server';
import { checkPdfSignature } from './pdf-verification.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import { describeDocument, handleVerify } from './verify-handlers.server';

const SIGNER = 'Zoë Ñúñez-Łukasiewicz';
const SECRET = 'the session secret of the signature tests, 32+ characters';
const staff = { userId: 'staff-1', email: 'staff@signatures.test' };
const mail: EstimateMailContext = {
  // The company profile's facts, read from each test database (beforeAll).
  facts: { company: { name: '', address: '', phone: '', email: '' }, priceItems: [], warranty: { en: '', es: '' } },
  publicUrl: 'https://gwc.example',
  secret: 's'.repeat(32),
  staffEmail: 'office@signatures.test',
  orderLink: (orderId: string) => signOrderLink(orderId, new Date(Date.now() + 86_400_000), 'an order-link secret of the signature tests, 32+ chars'),
};
const visit = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (Signature test) Firefox/140' };
const T0 = new Date();
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const validUntil = new Date(T0.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);

function quoteRequest(id: string): NewQuoteRequest {
  const at = T0.toISOString();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    spamReason: null,
    status: 'new',
    notes: '',
    language: 'en',
    landingPath: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    firstName: 'Zoë',
    lastName: 'Ñúñez-Łukasiewicz',
    email: `zoe.${id}@signatures.test`,
    phone: '305-555-0101',
    address: '45 Ponce de León Blvd',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: 'A sash that sticks',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

/** The same bytes with one changed in the estimate's pages, far from the signature. */
function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = Math.floor(copy.indexOf('stream') + 40);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

describe.each(testDialects())('signed estimates on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let tsa: TestTimestampServer;
  let seal: SealContext;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    mail.facts = await documentFacts(database.db);
    services = createTestServices(database);
    tsa = await startTimestampServer();
    // The stand-in authority signs each token with WebCrypto: on a loaded 2-core machine that took over 5 s once.
    seal = { identity: testSigningIdentity(), tsaUrl: tsa.url, tsaTimeoutMs: 15_000 };
  });
  afterAll(async () => {
    await tsa.close();
    await database.drop();
  });

  async function approved(id: string, sealWith: SealContext = seal) {
    await database.db.insertInto('quoteRequests').values(quoteRequest(id)).execute();
    const created = await createEstimate(
      services.transact,
      id,
      {
        message: 'As discussed.',
        validUntil,
        recommendedOption: null,
        options: [{ position: 1, title: 'Free the sash', lines: [{ priceItem: null, description: 'Sash repair', quantity: 1, unitPriceCents: 27_500 }] }],
      },
      staff,
      T0,
    );
    if (!created.ok) throw new Error(created.message);
    await sendEstimate(services.transact, created.estimate.id, staff, mail, later(1));
    const row = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'estimate.sent')
      .where('toAddress', '=', `zoe.${id}@signatures.test`)
      .executeTakeFirstOrThrow();
    const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(row.textBody, mail.secret))![1]!;
    const shown = (await openEstimate(services.transact, database.db, token, later(2), visit))!;
    const answer = await approveEstimate(
      services.transact,
      database.db,
      token,
      { option: 1, fullName: SIGNER, documentHash: shown.documentHash },
      visit,
      mail,
      sealWith,
      later(3),
    );
    return { estimateId: created.estimate.id, token, shown, answer };
  }

  it('seals the approval of a name outside Windows-1252 in a PDF pdfsig finds valid over the whole file, timestamped, with every character and the certificate page', async () => {
    const { estimateId, shown, answer } = await approved('s1');
    expect(answer).toMatchObject({ ok: true, already: false });
    const { pdf } = (await getSignedPdf(database.db, estimateId))!;

    const report = pdfSignatureReport(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');

    // Read as a person reads it: lines wrap where the page ends them.
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(`Signed by (typed name): ${SIGNER}`);
    expect(text).not.toContain('?');
    expect(text).toContain('Signature certificate');
    expect(text).toContain(`Name as typed: ${SIGNER}`);
    expect(text).toContain('Email: zoe.s1@signatures.test');
    expect(text).toContain(`IP address: ${visit.ipAddress}`);
    expect(text).toContain(`Agreed to sign and receive documents electronically (ESIGN disclosure, version ${ESIGN_CONSENT_VERSION})`);
    expect(text).toContain(shown.documentHash);
    expect(text).toContain('https://gwc.example/verify');
    for (const event of ['Estimate sent by email', 'Estimate opened', 'Consent to sign electronically given', 'Estimate signed']) expect(text).toContain(event);
    expect(text).toMatch(/(EST|EDT) · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);

    // The trail: every event chained, the PDF's head its signed event, the seal holding the PDF's hash.
    const events = await listEvents(database.db, estimateId);
    expect(events.map((event) => event.kind)).toEqual(['sent', 'opened', 'consented', 'signed', 'sealed']);
    expect(brokenLink(estimateId, events)).toBeUndefined();
    expect(text).toContain(events[3]!.hash);
    expect(events[2]!.detail).toMatchObject({ version: ESIGN_CONSENT_VERSION, ...visit });
    expect(events[4]!.detail).toMatchObject({ certificateSha256: seal.identity.fingerprint, timestamped: true });
    const approval = await database.db
      .selectFrom('estimateApprovals')
      .select(['consentVersion', 'consentedAt', 'pdfSha256'])
      .where('estimateId', '=', estimateId)
      .executeTakeFirstOrThrow();
    expect(approval).toMatchObject({ consentVersion: ESIGN_CONSENT_VERSION, consentedAt: later(3).toISOString(), pdfSha256: events[4]!.detail.pdfSha256 });

    // Our own check agrees, with the time the service granted.
    const check = await checkPdfSignature(pdf);
    expect(check).toMatchObject({
      kind: 'valid',
      fingerprint: seal.identity.fingerprint,
      wholeFile: true,
      timestamp: { confirmed: true, at: tsa.granted.at(-1)!.toISOString(), authority: TEST_AUTHORITY },
    });
    const verified = await describeDocument(services, pdf, 'en');
    expect(verified.outcome).toBe('verified');
    expect(verified.outcome === 'verified' && verified.lines.join(' ')).toContain(`signed by ${SIGNER}`);
    expect(verified.outcome === 'verified' && verified.lines).toContain('The estimate’s audit trail is intact.');

    // One byte changed: pdfsig and the page both say so; a file of someone else's is not ours.
    const changed = tampered(pdf);
    expect(pdfSignatureReport(changed)).not.toContain('Signature is Valid.');
    expect(await checkPdfSignature(changed)).toMatchObject({ kind: 'invalid', fingerprint: seal.identity.fingerprint });
    expect(await describeDocument(services, changed, 'en')).toEqual({ outcome: 'changed', lines: [] });
    const appended = Buffer.concat([pdf, Buffer.from('\n% appended after signing\n')]);
    expect(await describeDocument(services, appended, 'es')).toEqual({ outcome: 'changed', lines: [] });
    const stranger = {
      ...services,
      signing: fixedSigningKeys(generateSigningIdentity({ name: 'Someone Else', address: { addressLocality: 'Orlando', addressRegion: 'FL' } })),
    };
    expect(await describeDocument(stranger, changed, 'en')).toEqual({ outcome: 'foreign', lines: [] });
    expect(await describeDocument(services, Buffer.from('%PDF-1.7\n%%EOF\n'), 'en')).toEqual({ outcome: 'foreign', lines: [] });

    // A download joins the trail; the database refuses to change or remove any event.
    await downloadSignedPdf(services.transact, database.db, estimateId, { by: 'staff', email: staff.email, ipAddress: '198.51.100.4' }, later(10));
    const after = await listEvents(database.db, estimateId);
    expect(after.map((event) => event.kind)).toEqual(['sent', 'opened', 'consented', 'signed', 'sealed', 'downloaded']);
    expect(brokenLink(estimateId, after)).toBeUndefined();
    await expect(database.db.updateTable('estimateEvents').set({ detail: '{}' }).where('estimateId', '=', estimateId).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('estimateEvents').where('estimateId', '=', estimateId).execute()).rejects.toThrow(/append-only/);
    expect(brokenLink(estimateId, [after[0]!, { ...after[1]!, detail: { ipAddress: '10.0.0.1' } }, ...after.slice(2)])?.seq).toBe(2);
  });

  it('answers /verify posts: the file checked, a missing or oversized one refused with a message, and an address past its limit told when to come back', async () => {
    const { estimateId } = await approved('s3');
    const { pdf } = (await getSignedPdf(database.db, estimateId))!;
    const post = (body: BodyInit, type = 'multipart/form-data; boundary=B') =>
      new Request('http://localhost/verify', { method: 'POST', headers: { 'content-type': type }, body });
    const multipart = (file: Buffer | null) =>
      Buffer.concat([
        Buffer.from(`--B\r\nContent-Disposition: form-data; name="${file ? 'document"; filename="a.pdf' : 'note'}"\r\n\r\n`),
        file ?? Buffer.from('hello'),
        Buffer.from('\r\n--B--\r\n'),
      ]);
    const answer = async (response: Awaited<ReturnType<typeof handleVerify>>) => ({
      status: response.init?.status ?? 200,
      data: response.data,
      headers: response.init?.headers,
    });

    const limited = { ...services, verifyLimiter: createMemoryRateLimiter({ limit: 4, windowMs: 60_000 }), env: { ...services.env, VERIFY_MAX_MB: 0.5 } };
    expect(await answer(await handleVerify(limited, post(multipart(pdf)), '198.51.100.9', 'en'))).toMatchObject({ status: 200, data: { outcome: 'verified' } });
    expect(await answer(await handleVerify(limited, post(multipart(null)), '198.51.100.9', 'es'))).toMatchObject({
      status: 400,
      data: { outcome: 'error', message: 'Elija un archivo PDF para verificar.' },
    });
    expect(await answer(await handleVerify(limited, post(multipart(Buffer.alloc(600 * 1024, 0x20))), '198.51.100.9', 'en'))).toMatchObject({
      status: 413,
      data: { message: 'The file is larger than 0.5 MB; none of our signed estimates is that large.' },
    });
    expect(await answer(await handleVerify(limited, post('document=x', 'application/x-www-form-urlencoded'), '198.51.100.9', 'en'))).toMatchObject({
      status: 400,
    });
    const refused = await answer(await handleVerify(limited, post(multipart(pdf)), '198.51.100.9', 'en'));
    expect(refused).toMatchObject({
      status: 429,
      data: { outcome: 'error', message: expect.stringMatching(/^You have checked many documents in a short time\. Try again in 1 minute/) },
    });
    expect(refused.headers).toMatchObject({ 'Retry-After': expect.stringMatching(/^\d+$/) });
    // Another address is not held back by this one's checks.
    expect(await answer(await handleVerify(limited, post(multipart(pdf)), '203.0.113.50', 'en'))).toMatchObject({ status: 200 });
  });

  it('takes no approval, and writes nothing to the trail, when the time-stamping service fails', async () => {
    tsa.fail(1);
    await expect(approved('s2')).rejects.toThrow(/time-stamping service answered 500/);
    const estimate = await database.db.selectFrom('estimates').select(['id', 'status']).where('quoteRequestId', '=', 's2').executeTakeFirstOrThrow();
    expect(estimate.status).toBe('viewed');
    expect((await listEvents(database.db, estimate.id)).map((event) => event.kind)).toEqual(['sent', 'opened']);
  });

  it('keeps one generated signing identity in the database for every process, and takes SIGNING_P12 by path or in base64 instead', async () => {
    const first = await resolveSigningIdentity(database.db, {}, SECRET);
    const second = await resolveSigningIdentity(database.db, {}, SECRET);
    expect(second).toEqual(first);

    const own = generateSigningIdentity({ name: 'Gables Window Care', address: { addressLocality: 'Coral Gables', addressRegion: 'FL' } });
    const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(own.privateKeyPem), [forge.pki.certificateFromPem(own.certificatePem)], 'correct horse', {
      algorithm: '3des',
    });
    const bytes = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
    const folder = mkdtempSync(join(tmpdir(), 'p12-'));
    try {
      writeFileSync(join(folder, 'company.p12'), bytes);
      expect(
        (await resolveSigningIdentity(database.db, { SIGNING_P12: join(folder, 'company.p12'), SIGNING_P12_PASSWORD: 'correct horse' }, SECRET)).fingerprint,
      ).toBe(own.fingerprint);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(identityFromP12(bytes.toString('base64'), 'correct horse').fingerprint).toBe(own.fingerprint);
    expect(() => identityFromP12(bytes.toString('base64'), 'wrong')).toThrow(/SIGNING_P12 could not be read/);
  });
  it('does not report a timestamp its authority did not sign: a made-up token, one by a certificate not for time-stamping, or one over another signature, put into a genuine signed PDF', async () => {
    const { estimateId } = await approved('s4');
    const { pdf } = (await getSignedPdf(database.db, estimateId))!;
    const imprint = createHash('sha256').update(signatureValue(pdf)).digest();
    // The made-up token says 1 January 2020; the others a date their certificates were valid on.
    const dated = { unsigned: new Date('2020-01-01T17:00:00Z'), 'not-for-time-stamping': later(60), 'other-imprint': later(60) };
    for (const forgery of ['unsigned', 'not-for-time-stamping', 'other-imprint'] as const) {
      const forged = withTimestampToken(pdf, await makeTimestampToken({ imprint, genTime: dated[forgery], forgery }));
      // The token sits outside what the document's signature covers: that signature still holds.
      expect(pdfSignatureReport(forged), forgery).toContain('Signature is Valid.');
      // What it can honestly say: ours, unchanged, sealed when the signed dictionary says; the timestamp not confirmed.
      expect(await describeDocument(services, forged, 'en'), forgery).toEqual({
        outcome: 'verified',
        lines: [
          'The signature is ours and the file is unchanged, but it is not among the estimates in our records.',
          expect.stringMatching(/^Our digital signature was applied on .* and covers the whole file\.$/),
          'The file also carries a timestamp that no time-stamping service’s signature backs up, so we cannot confirm its date.',
        ],
      });
      expect(await checkPdfSignature(forged), forgery).toMatchObject({ kind: 'valid', wholeFile: true, timestamp: { confirmed: false } });
      const spanish = await describeDocument(services, forged, 'es');
      expect(spanish.outcome === 'verified' && spanish.lines.join(' '), forgery).not.toMatch(/sellado de tiempo “/);
      expect(spanish.outcome === 'verified' && spanish.lines.join(' '), forgery).toContain('no podemos confirmar su fecha');
    }
    // The authority's own token, put in the same way, is reported with its time and its name.
    const genuine = withTimestampToken(pdf, await makeTimestampToken({ imprint, genTime: later(60) }));
    expect(await checkPdfSignature(genuine)).toMatchObject({
      kind: 'valid',
      timestamp: { confirmed: true, at: later(60).toISOString(), authority: TEST_AUTHORITY },
    });
    const reply = await describeDocument(services, genuine, 'en');
    expect(reply.outcome === 'verified' && reply.lines.join(' ')).toMatch(
      new RegExp(`The time-stamping service “${TEST_AUTHORITY}” confirms, with its own digital signature, that our signature existed on`),
    );
  });

  it('refuses a forged reply of the time-stamping service at sealing: no approval, nothing embedded, nothing in the trail', async () => {
    for (const forgery of ['unsigned', 'not-for-time-stamping', 'other-imprint', 'other-nonce'] as const) {
      tsa.forgeNext(forgery);
      await expect(approved(`s5-${forgery}`), forgery).rejects.toThrow(/time-stamping service’s token was not taken/);
      const estimate = await database.db
        .selectFrom('estimates')
        .select(['id', 'status'])
        .where('quoteRequestId', '=', `s5-${forgery}`)
        .executeTakeFirstOrThrow();
      expect(estimate.status).toBe('viewed');
      expect((await listEvents(database.db, estimate.id)).map((event) => event.kind)).toEqual(['sent', 'opened']);
    }
  });

  it('embeds the whole chain of a SIGNING_P12 certificate a CA issued', async () => {
    const ca = generateSigningIdentity({ name: 'Test Issuing CA', address: { addressLocality: 'Tampa', addressRegion: 'FL' } });
    const caCert = forge.pki.certificateFromPem(ca.certificatePem);
    caCert.setExtensions([
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ]);
    caCert.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
    const own = generateSigningIdentity({ name: 'Gables Window Care', address: { addressLocality: 'Coral Gables', addressRegion: 'FL' } });
    const leaf = forge.pki.certificateFromPem(own.certificatePem);
    leaf.setIssuer(caCert.subject.attributes);
    leaf.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
    const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(own.privateKeyPem), [leaf, caCert], 'chain', { algorithm: '3des' });
    const identity = identityFromP12(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'), 'chain');
    expect(identity.chainPems).toEqual([forge.pki.certificateToPem(caCert)]);

    const { estimateId } = await approved('s6', { ...seal, identity });
    const { pdf } = (await getSignedPdf(database.db, estimateId))!;
    expect(pdfSignatureReport(pdf)).toContain('Signature is Valid.');
    const { signedData } = pdfSignedData(pdf);
    const embedded = (signedData.certificates ?? []).map((certificate) =>
      createHash('sha256')
        .update(new Uint8Array((certificate as pkijs.Certificate).toSchema().toBER()))
        .digest('hex'),
    );
    expect(embedded).toEqual([
      identity.fingerprint,
      createHash('sha256')
        .update(forge.asn1.toDer(forge.pki.certificateToAsn1(caCert)).getBytes(), 'binary')
        .digest('hex'),
    ]);
    expect(await checkPdfSignature(pdf)).toMatchObject({ kind: 'valid', fingerprint: identity.fingerprint });
  });

  it('keeps the generated signing key encrypted with a key derived from SESSION_SECRET, and encrypts one an earlier version stored in clear', async () => {
    const first = await resolveSigningIdentity(database.db, {}, SECRET);
    const row = () => database.db.selectFrom('signingKeys').select('privateKey').where('name', '=', 'pdf-signing').executeTakeFirstOrThrow();
    const stored = (await row()).privateKey;
    expect(stored).not.toContain('PRIVATE KEY');
    expect(stored).not.toContain(first.privateKeyPem.split('\n')[1]);
    await expect(resolveSigningIdentity(database.db, {}, 'another session secret, also 32+ characters')).rejects.toThrow(
      /could not be decrypted with this SESSION_SECRET/,
    );

    // An install from before: the key in clear. It keeps working, and is encrypted on its first read.
    await database.db.updateTable('signingKeys').set({ privateKey: first.privateKeyPem }).where('name', '=', 'pdf-signing').execute();
    expect(await resolveSigningIdentity(database.db, {}, SECRET)).toEqual(first);
    expect((await row()).privateKey).not.toContain('PRIVATE KEY');
    expect(await resolveSigningIdentity(database.db, {}, SECRET)).toEqual(first);
  });

  it('signs in the new name after the company renames itself, with a new certificate, and /verify still recognises what the old one signed', async () => {
    // Two processes' keys over the same database.
    const keys = signingKeys(database.db, {}, SECRET);
    const otherProcess = signingKeys(database.db, {}, SECRET);
    const before = await keys.current();
    const { name } = await getBusinessProfile(database.db);
    expect(certificateHolder(before.certificatePem)).toBe(name);
    const sealWith = async (): Promise<SealContext> => ({ identity: await keys.current(), tsaTimeoutMs: 5_000 });
    const old = await approved('s-rename-1', await sealWith());
    const oldPdf = (await getSignedPdf(database.db, old.estimateId))!.pdf;
    expect(pdfSignatureReport(oldPdf)).toContain(`Signer Certificate Common Name: ${name} document signing`);

    const renamed = await updateBusinessProfile(services, { name: 'Ventanas Núñez & Hijos' }, { actor: staff });
    expect(renamed.ok).toBe(true);
    const [after, same] = await Promise.all([keys.current(), otherProcess.current()]);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(same.fingerprint).toBe(after.fingerprint);
    expect(certificateHolder(after.certificatePem)).toBe('Ventanas Núñez & Hijos');
    // Made once: the next signature uses it as it is.
    expect((await keys.current()).fingerprint).toBe(after.fingerprint);
    const retired = await database.db.selectFrom('signingKeys').select(['name', 'privateKey']).where('name', 'like', 'pdf-signing@%').execute();
    expect(retired).toEqual([{ name: `pdf-signing@${before.fingerprint}`, privateKey: '' }]);

    const fresh = await approved('s-rename-2', await sealWith());
    const freshPdf = (await getSignedPdf(database.db, fresh.estimateId))!.pdf;
    const report = pdfSignatureReport(freshPdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Ventanas Núñez & Hijos document signing');

    const withKeys = { ...services, signing: keys };
    for (const pdf of [oldPdf, freshPdf]) expect(await describeDocument(withKeys, pdf, 'en')).toMatchObject({ outcome: 'verified' });
    // Not only by the file's SHA-256 on record: a copy of the old file changed after signing is told apart from a stranger's.
    expect(await describeDocument(withKeys, tampered(oldPdf), 'en')).toEqual({ outcome: 'changed', lines: [] });
    expect(await keys.recognises(before.fingerprint)).toBe(true);
    expect(await keys.recognises(after.fingerprint)).toBe(true);
    expect(await keys.recognises(testSigningIdentity().fingerprint)).toBe(false);
  });
});

describe('a PDF sealed before PAdES baseline', () => {
  it('still verifies: adbe.pkcs7.detached made by node-forge, its signing-time attribute and its timestamp read', async () => {
    // tests/fixtures/signed-adbe-pkcs7.pdf: sealed by the code of 1f9307f, timestamped by the test authority.
    const pdf = readFileSync(new URL('../../../tests/fixtures/signed-adbe-pkcs7.pdf', import.meta.url));
    expect(pdfSignatureReport(pdf)).toContain('Signature Type: adbe.pkcs7.detached');
    expect(await checkPdfSignature(pdf)).toEqual({
      kind: 'valid',
      fingerprint: '20aeac9eb58935c7a8d9c89e94b97e0d68e8133bea07035e56e3abf8ddbb2a38',
      wholeFile: true,
      signingTime: '2026-11-27T15:00:00.000Z',
      timestamp: { confirmed: true, at: '2026-11-28T17:26:01.000Z', authority: TEST_AUTHORITY },
    });
  });
});
