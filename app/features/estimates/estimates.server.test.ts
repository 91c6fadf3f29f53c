import { readOrderLink, signOrderLink } from '~/features/orders/order-links.server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateMailContext } from './estimate-emails.server';
import { documentFacts } from './profile-facts.server';
import { pdfText } from '#tests/support/pdf-text';
import { attachments, header, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, testSigningIdentity } from '#tests/support/test-services';
import { estimateTerms as spanishTerms } from '~/content/es/estimates';
import type { NewQuoteRequest } from '~/features/leads/tables';
import { openLinks } from '~/features/mail/links.server';
import { sendEmailJob } from '~/features/mail/jobs.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { createSmtpTransport, defaultMailFrom } from '~/features/mail/transport.server';
import { getOrder } from '~/features/orders/orders.server';
import { listTimeline } from '~/lib/audit-log.server';
import type { AppServices } from '~/lib/request-context';
import type { EstimateDraft } from './estimate-form';
import {
  approveEstimate,
  createEstimate,
  declineEstimate,
  getSignedPdf,
  getStaffEstimate,
  openEstimate,
  openEstimatePhoto,
  saveDraft,
  sendEstimate,
} from './estimates.server';
import { canonicalJson } from './estimate-document';
import { hashToken, sha256Hex } from './tokens.server';

const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const staff = { userId: 'staff-1', email: 'staff@estimates.test' };
const orderLinkSecret = 'an order-link secret of the estimate tests, 32+ chars';
const mail: EstimateMailContext = {
  // The company profile's facts, read from each test database (beforeAll).
  facts: { company: { name: '', address: '', phone: '', email: '' }, priceItems: [], warranty: { en: '', es: '' } },
  publicUrl: 'https://gwc.example',
  secret: orderLinkSecret,
  staffEmail: 'office@estimates.test',
  orderLink: (orderId: string) => signOrderLink(orderId, new Date(Date.now() + 86_400_000), orderLinkSecret),
};
const meta = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test) Chrome/140' };
const seal = { identity: testSigningIdentity(), tsaTimeoutMs: 5000 };
const T0 = new Date('2026-11-23T15:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const draft: EstimateDraft = {
  message: 'Thank you for having us over on Friday.',
  validUntil: '2026-12-15',
  recommendedOption: null,
  options: [
    {
      position: 1,
      title: 'Repair the two sashes',
      lines: [{ priceItem: 'window-repair:standard-repair', description: 'Window Repair, Standard Repair (per window)', quantity: 2, unitPriceCents: 27_500 }],
    },
    {
      position: 2,
      title: 'Replace with impact windows',
      lines: [
        { priceItem: null, description: 'Impact window, 36 × 48 in', quantity: 2, unitPriceCents: 90_000 },
        { priceItem: null, description: 'Haul-away of the old units', quantity: 1, unitPriceCents: 7_500 },
      ],
    },
  ],
};

function quoteRequest(id: string, language: NewQuoteRequest['language'] = 'en'): NewQuoteRequest {
  const at = T0.toISOString();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    spamReason: null,
    status: 'new',
    notes: '',
    language,
    ...source,
    firstName: 'Marisol',
    lastName: 'Ortega',
    email: `marisol.${id}@estimates.test`,
    phone: '305-555-0188',
    address: '1200 Anastasia Ave',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-replacement',
    projectDescription: 'Private: the back bedroom leaks <b>badly</b>',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

describe.each(testDialects())('estimates on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    mail.facts = await documentFacts(database.db);
    services = createTestServices(database);
    smtp = await startSmtpServer();
    await database.db
      .insertInto('quoteRequests')
      .values(['q1', 'q2', 'q3', 'q4'].map((id) => quoteRequest(id)))
      .execute();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  /** The link the customer got in the newest email about this estimate, as they would click it. */
  async function emailedToken(estimateId: string): Promise<string> {
    const rows = await database.db
      .selectFrom('outbox')
      .select(['textBody', 'refId'])
      .where('kind', '=', 'estimate.sent')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const row = rows.find((candidate) => candidate.refId?.startsWith(estimateId))!;
    return /https:\/\/gwc\.example(?:\/es)?\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(row.textBody, mail.secret))![1]!;
  }

  async function sentEstimate(quoteRequestId: string): Promise<{ id: string; token: string }> {
    const created = await createEstimate(services.transact, quoteRequestId, draft, staff, T0);
    if (!created.ok) throw new Error(created.message);
    expect(await sendEstimate(services.transact, created.estimate.id, staff, mail, later(1))).toMatchObject({ ok: true });
    return { id: created.estimate.id, token: await emailedToken(created.estimate.id) };
  }

  it('writes a draft for a quote request, edits it while it is a draft, and logs each step on the lead', async () => {
    expect(await createEstimate(services.transact, 'no-such-request', draft, staff, T0)).toMatchObject({ ok: false, reason: 'not-found' });
    const created = await createEstimate(services.transact, 'q1', draft, staff, T0);
    expect(created).toMatchObject({ ok: true, estimate: { status: 'draft', quoteRequestId: 'q1', options: draft.options } });
    if (!created.ok) return;
    const edited = { ...draft, options: [draft.options[0]!] };
    expect(await saveDraft(services.transact, created.estimate.id, edited, staff, later(1))).toMatchObject({ ok: true, estimate: { options: edited.options } });
    const timeline = await listTimeline(database.db, 'quote-request', 'q1');
    expect(timeline.map((event) => [event.action, event.actor, event.detail.estimateId])).toEqual([
      ['estimate.created', 'staff@estimates.test', created.estimate.id],
      ['estimate.updated', 'staff@estimates.test', created.estimate.id],
    ]);
    // A draft the customer has not seen is no answer: the request still waits for its first response.
    const lead = await database.db.selectFrom('quoteRequests').select('firstResponseAt').where('id', '=', 'q1').executeTakeFirstOrThrow();
    expect(lead.firstResponseAt).toBeNull();
  });

  it('sends the customer a link whose token is stored only as a hash; the lead becomes quoted; a resend retires the old link', async () => {
    const { id, token } = await sentEstimate('q2');
    const row = await database.db.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', sentAt: later(1).toISOString(), tokenHash: hashToken(token) });
    expect(row.tokenHash).not.toContain(token);

    const email = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'estimate.sent')
      .where('refId', 'like', `${id}%`)
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ toAddress: 'marisol.q2@estimates.test', subject: 'Your estimate from Gables Window Care' });
    expect(email.textBody).toMatch(
      /^Hello Marisol,\n\nThank you for asking us for a quote\. Your estimate is ready, with 2 options to choose from\.\n\nYou can approve it online until December 15, 2026\./,
    );
    // Queued sealed (features/mail/links), sent opened.
    expect(email.textBody).not.toContain(token);
    expect(openLinks(email.textBody, mail.secret)).toContain(`https://gwc.example/estimates/${token}`);
    expect(email.htmlBody).toContain('<html lang="en">');
    expect(`${email.textBody}${email.htmlBody}`).not.toMatch(/leaks|Private/);

    const quote = await database.db.selectFrom('quoteRequests').select(['status', 'firstResponseAt']).where('id', '=', 'q2').executeTakeFirstOrThrow();
    // Sending it was the first response: the minute it went, not the minute the draft was written.
    expect(quote).toEqual({ status: 'quoted', firstResponseAt: later(1).toISOString() });
    expect((await listTimeline(database.db, 'quote-request', 'q2')).map((event) => event.action)).toEqual([
      'estimate.created',
      'estimate.sent',
      'quote-request.status',
    ]);
    expect(await saveDraft(services.transact, id, draft, staff)).toMatchObject({ ok: false, reason: 'not-draft' });

    expect(await sendEstimate(services.transact, id, staff, mail, later(2))).toMatchObject({ ok: true, resent: true });
    const fresh = await emailedToken(id);
    expect(fresh).not.toBe(token);
    expect(await openEstimate(services.transact, database.db, token, later(3))).toBeUndefined();
    expect(await openEstimate(services.transact, database.db, fresh, later(3))).toMatchObject({ state: 'viewed' });
  });

  it('finds nothing for a guessed, altered or malformed token', async () => {
    const { token } = await sentEstimate('q3');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [altered, 'A'.repeat(43), token.slice(1), `${token}'--`, '']) {
      expect(await openEstimate(services.transact, database.db, attempt, later(2))).toBeUndefined();
    }
  });

  it('records the first opening as viewed, once, as the customer’s step', async () => {
    const { id, token } = await sentEstimate('q4');
    const opened = await openEstimate(services.transact, database.db, token, later(5));
    expect(opened).toMatchObject({
      state: 'viewed',
      document: { customer: { name: 'Marisol Ortega', firstName: 'Marisol' }, photos: [] },
      approval: undefined,
    });
    expect(opened!.documentHash).toMatch(/^[0-9a-f]{64}$/);
    await openEstimate(services.transact, database.db, token, later(6));
    const viewed = (await listTimeline(database.db, 'quote-request', 'q4')).filter((event) => event.action === 'estimate.viewed');
    expect(viewed.map((event) => [event.actor, event.detail.estimateId, event.createdAt])).toEqual([['customer', id, later(5).toISOString()]]);
  });

  it('shows the request’s photos on the estimate, covered by its fingerprint, and serves them through the link only while it works', async () => {
    await database.db
      .insertInto('quoteRequests')
      .values([quoteRequest('qp'), quoteRequest('qo')])
      .execute();
    const photo = (id: string, quoteRequestId: string, position: number) => ({
      id,
      quoteRequestId,
      position,
      filename: `${id}.jpg`,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      content: Buffer.from(`full ${id}`),
      thumbnail: Buffer.from(`thumb ${id}`),
      createdAt: T0.toISOString(),
    });
    await database.db
      .insertInto('quoteRequestPhotos')
      .values([photo('p1', 'qp', 0), photo('p2', 'qp', 1), photo('other', 'qo', 0)])
      .execute();
    const { token } = await sentEstimate('qp');
    const opened = await openEstimate(services.transact, database.db, token, later(5));
    expect(opened!.document.photos).toEqual([
      { id: 'p1', filename: 'p1.jpg', width: 640, height: 480 },
      { id: 'p2', filename: 'p2.jpg', width: 640, height: 480 },
    ]);
    expect(opened!.documentHash).toBe(sha256Hex(canonicalJson(opened!.document)));

    expect(Buffer.from((await openEstimatePhoto(database.db, token, 'p2', 'thumbnail', later(5)))!.bytes).toString()).toBe('thumb p2');
    expect(Buffer.from((await openEstimatePhoto(database.db, token, 'p1', 'full', later(5)))!.bytes).toString()).toBe('full p1');
    // Another request's photo, a guessed token, and the link once expired: nothing.
    expect(await openEstimatePhoto(database.db, token, 'other', 'full', later(5))).toBeUndefined();
    expect(await openEstimatePhoto(database.db, 'A'.repeat(43), 'p1', 'full', later(5))).toBeUndefined();
    expect(await openEstimatePhoto(database.db, token, 'p1', 'full', new Date('2026-12-16T12:00:00Z'))).toBeUndefined();
  });

  it('approves once, with the typed name and a SHA-256 of exactly what was shown, making one order with that option’s lines', async () => {
    await database.db.insertInto('quoteRequests').values(quoteRequest('q5')).execute();
    const { id, token } = await sentEstimate('q5');
    const shown = (await openEstimate(services.transact, database.db, token, later(2)))!;
    const input = { option: 2, fullName: 'Marisol Ortega-Díaz', documentHash: shown.documentHash };

    expect(
      await approveEstimate(services.transact, database.db, token, { ...input, documentHash: sha256Hex('something else') }, meta, mail, seal, later(3)),
    ).toMatchObject({ ok: false, reason: 'changed' });
    // A double click: both requests arrive together; one approves, the other gets the same order.
    const [first, second] = await Promise.all([
      approveEstimate(services.transact, database.db, token, input, meta, mail, seal, later(4)),
      approveEstimate(services.transact, database.db, token, input, meta, mail, seal, later(4)),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true, orderId: first.ok ? first.orderId : '' });
    expect([first, second].filter((answer) => answer.ok && !answer.already)).toHaveLength(1);
    expect(await approveEstimate(services.transact, database.db, token, input, meta, mail, seal, later(9))).toMatchObject({ ok: true, already: true });
    expect(await declineEstimate(services.transact, database.db, token, null, mail, later(9))).toMatchObject({ ok: false, reason: 'already-decided' });

    const orders = await database.db.selectFrom('orders').select('id').where('estimateId', '=', id).execute();
    expect(orders).toHaveLength(1);
    // Approved through the link sent to its address: the request counts as confirmed from there (My Requests, its photos).
    expect((await database.db.selectFrom('quoteRequests').select('confirmedAt').where('id', '=', 'q5').executeTakeFirstOrThrow()).confirmedAt).not.toBeNull();
    expect(await getOrder(database.db, orders[0]!.id)).toMatchObject({
      status: 'pending',
      service: 'Window Replacement',
      amountCents: 187_500,
      customerEmail: 'marisol.q5@estimates.test',
      quoteRequestId: 'q5',
      date: '2026-11-23',
      lines: [
        { description: 'Impact window, 36 × 48 in', quantity: 2, unitPriceCents: 90_000 },
        { description: 'Haul-away of the old units', quantity: 1, unitPriceCents: 7_500 },
      ],
    });

    const approval = await database.db.selectFrom('estimateApprovals').selectAll().where('estimateId', '=', id).executeTakeFirstOrThrow();
    expect(approval).toMatchObject({
      signerName: 'Marisol Ortega-Díaz',
      signedAt: later(4).toISOString(),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      contentSha256: shown.documentHash,
    });
    expect(sha256Hex(approval.content)).toBe(approval.contentSha256);
    expect(JSON.parse(approval.content)).toEqual(shown.document);

    const staffView = await getStaffEstimate(database.db, id, later(10));
    expect(staffView).toMatchObject({ state: 'approved', approval: { optionPosition: 2, orderId: orders[0]!.id } });
    const timeline = await listTimeline(database.db, 'quote-request', 'q5');
    expect(timeline.filter((event) => event.action === 'estimate.approved').map((event) => [event.actor, event.detail])).toEqual([
      ['customer', { estimateId: id, orderId: orders[0]!.id, option: 'B', totalCents: 187_500, signerName: 'Marisol Ortega-Díaz' }],
    ]);

    const signed = await getSignedPdf(database.db, id);
    expect(signed!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(signed!.pdf);
    expect(text).toContain('Marisol Ortega-Díaz');
    expect(text).toContain(shown.documentHash);
    expect(text).toContain('$1,875.00');
    expect(text).toContain('Signed estimate');

    const email = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'estimate.approved.customer')
      .where('refId', '=', id)
      .executeTakeFirstOrThrow();
    expect(email.subject).toBe('Your signed estimate from Gables Window Care');
    expect(email.textBody).toMatch(/^Thank you, Marisol!\n\nYou approved Option B \(Replace with impact windows\) for \$1,875\.00\./);
    const orderToken = /See your order: https:\/\/gwc\.example\/orders\/(\S+)/.exec(openLinks(email.textBody, mail.secret))?.[1];
    expect(readOrderLink(orderToken ?? '', orderLinkSecret)).toBe(orders[0]!.id);
    expect(email.htmlBody).toContain('<html lang="en">');
  });

  it('emails both sides the signed PDF, delivered over SMTP', async () => {
    const worker = createJobRunner({
      db: database.db,
      definitions: [sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), mail.secret)],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: 60_000,
    });
    try {
      await worker.drainOnce();
    } finally {
      await worker.stop();
    }
    // The runner sends a batch side by side, so the two arrive in either order.
    const signed = smtp.received
      .filter((message) => /^Your signed estimate|approved by/.test(header(message.raw, 'Subject') ?? ''))
      .sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
    expect(signed.map((message) => message.to)).toEqual([['marisol.q5@estimates.test'], ['office@estimates.test']]);
    for (const message of signed) {
      const files = [...attachments(message.raw)];
      expect(files).toHaveLength(1);
      const [name, pdf] = files[0]!;
      expect(name).toMatch(/^signed-estimate-E-[0-9A-F]{8}\.pdf$/);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toMatch(/Signed by \(typed name\): \s*Marisol Ortega-Díaz/);
    }
    const customer = signed[0]!.raw;
    expect(customer).toContain('Thank you, Marisol!');
    expect(customer).not.toContain('Ortega-D');
  });

  it('declines with the customer’s reason for staff only, and then takes no approval', async () => {
    await database.db.insertInto('quoteRequests').values(quoteRequest('q6')).execute();
    const { id, token } = await sentEstimate('q6');
    const shown = (await openEstimate(services.transact, database.db, token, later(2)))!;
    expect(await declineEstimate(services.transact, database.db, token, 'We went with the cheaper <b>quote</b>', mail, later(3))).toEqual({ ok: true });
    expect(await declineEstimate(services.transact, database.db, token, null, mail, later(4))).toEqual({ ok: true });
    expect(
      await approveEstimate(
        services.transact,
        database.db,
        token,
        { option: 1, fullName: 'Marisol', documentHash: shown.documentHash },
        meta,
        mail,
        seal,
        later(5),
      ),
    ).toMatchObject({
      ok: false,
      reason: 'already-decided',
    });
    expect(await openEstimate(services.transact, database.db, token, later(6))).toMatchObject({
      state: 'declined',
      declineReason: 'We went with the cheaper <b>quote</b>',
    });
    const emails = await database.db
      .selectFrom('outbox')
      .select(['toAddress', 'textBody'])
      .where('kind', 'like', 'estimate.declined%')
      .where('refId', '=', id)
      .execute();
    expect(emails).toEqual([{ toAddress: 'office@estimates.test', textBody: expect.stringContaining('Their reason:\nWe went with the cheaper <b>quote</b>') }]);
    const declined = (await listTimeline(database.db, 'quote-request', 'q6')).find((event) => event.action === 'estimate.declined');
    expect(declined).toMatchObject({ actor: 'customer', detail: { estimateId: id, reason: 'We went with the cheaper <b>quote</b>' } });
  });

  it('refuses an answer after the valid-until day, and sends no expired estimate', async () => {
    await database.db.insertInto('quoteRequests').values(quoteRequest('q7')).execute();
    const { id, token } = await sentEstimate('q7');
    const afterExpiry = new Date('2026-12-16T05:00:00.000Z');
    const shown = (await openEstimate(services.transact, database.db, token, afterExpiry))!;
    expect(shown.state).toBe('expired');
    expect(
      await approveEstimate(
        services.transact,
        database.db,
        token,
        { option: 1, fullName: 'Marisol Ortega', documentHash: shown.documentHash },
        meta,
        mail,
        seal,
        afterExpiry,
      ),
    ).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(await declineEstimate(services.transact, database.db, token, null, mail, afterExpiry)).toMatchObject({ ok: false, reason: 'expired' });
    expect(await sendEstimate(services.transact, id, staff, mail, afterExpiry)).toMatchObject({ ok: false, reason: 'not-sendable' });
    expect((await database.db.selectFrom('estimates').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('sent');
  });

  it('writes to a customer who asked in Spanish in Spanish: the link to the Spanish page, the terms they sign, the approval email and the signed PDF; staff still read English', async () => {
    await database.db.insertInto('quoteRequests').values(quoteRequest('qes', 'es')).execute();
    const { id, token } = await sentEstimate('qes');
    const sent = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'estimate.sent')
      .where('refId', 'like', `${id}%`)
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe('Su cotización de Gables Window Care');
    expect(sent.textBody).toMatch(
      /^Hola, Marisol:\n\nGracias por pedirnos una cotización\. Ya está lista, con 2 opciones para elegir\.\n\nPuede aprobarla en línea hasta el 15 de diciembre de 2026\./,
    );
    expect(openLinks(sent.textBody, mail.secret)).toContain(`Ver y aprobar su cotización: https://gwc.example/es/estimates/${token}`);
    expect(sent.htmlBody).toContain('<html lang="es">');

    const shown = (await openEstimate(services.transact, database.db, token, later(2)))!;
    expect(shown.document.terms).toEqual([...spanishTerms, mail.facts.warranty.es]);
    // A line from the price list is in Spanish; the lines staff wrote stay as written.
    expect(shown.document.options.flatMap((option) => option.lines.map((line) => line.description))).toEqual([
      'Reparación de ventanas, Reparación estándar (por ventana)',
      'Impact window, 36 × 48 in',
      'Haul-away of the old units',
    ]);
    expect(shown.documentHash).toBe(sha256Hex(canonicalJson(shown.document)));
    const approved = await approveEstimate(
      services.transact,
      database.db,
      token,
      { option: 2, fullName: 'Marisol Ortega-Díaz', documentHash: shown.documentHash },
      meta,
      mail,
      seal,
      later(3),
    );
    if (!approved.ok) throw new Error(approved.reason);
    const stored = await database.db.selectFrom('estimateApprovals').select('content').where('estimateId', '=', id).executeTakeFirstOrThrow();
    expect((JSON.parse(stored.content) as { terms: string[] }).terms).toEqual([...spanishTerms, mail.facts.warranty.es]);
    expect(await getOrder(database.db, approved.orderId)).toMatchObject({
      description: `Opción B: Replace with impact windows (cotización ${shown.document.estimateNumber})`,
    });

    const emails = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', 'like', 'estimate.approved.%')
      .where('refId', '=', id)
      .orderBy('kind')
      .execute();
    const [customer, office] = emails;
    expect(customer).toMatchObject({ toAddress: 'marisol.qes@estimates.test', subject: 'Su cotización firmada de Gables Window Care' });
    expect(customer!.textBody).toMatch(
      /^¡Gracias, Marisol!\n\nUsted aprobó la opción B \(Replace with impact windows\) por \$1,875\.00\. Le adjuntamos su cotización firmada en PDF\./,
    );
    // One step to the order: a signed link that opens it without signing in, and nothing else.
    const orderToken = /Ver su trabajo: https:\/\/gwc\.example\/es\/orders\/(\S+)/.exec(openLinks(customer!.textBody, mail.secret))?.[1];
    expect(readOrderLink(orderToken ?? '', orderLinkSecret)).toBe(approved.orderId);
    expect(readOrderLink(orderToken ?? '', 'another secret of at least thirty-two characters')).toBeUndefined();
    expect(readOrderLink(`${orderToken}x`, orderLinkSecret)).toBeUndefined();
    expect(readOrderLink(orderToken ?? '', orderLinkSecret, new Date(Date.now() + 2 * 86_400_000))).toBeUndefined();
    expect(customer!.htmlBody).toContain('<html lang="es">');
    expect(office).toMatchObject({ toAddress: 'office@estimates.test', subject: `Estimate ${shown.document.estimateNumber} approved by Marisol Ortega` });
    expect(office!.textBody).toContain('Marisol Ortega approved Option B (Replace with impact windows) for $1,875.00.');
    expect(office!.htmlBody).toContain('<html lang="en">');

    // The standard PDF fonts print Spanish's accents, ñ and ¿ ¡ (Windows-1252 has them all).
    const text = pdfText((await getSignedPdf(database.db, id))!.pdf);
    expect(text).toContain('Cotización firmada');
    expect(text).toMatch(/Firmado por \(nombre escrito\): \s*Marisol Ortega-Díaz/);
    expect(text).toMatch(/Válida hasta: \s*15 dic 2026/);
    expect(text).toContain('Opción B: Replace with impact windows · Opción aprobada');
    expect(text).toContain('Condiciones');
    expect(text).not.toContain('?');
  });
});
