import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageText, pdfPageWords, pdfText } from '#tests/support/pdf-text';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, testSigningIdentity } from '#tests/support/test-services';
import { getBusinessProfile } from '~/features/business/profile.server';
import type { NewQuoteRequest } from '~/features/leads/tables';
import { openLinks } from '~/features/mail/links.server';
import { signOrderLink } from '~/features/orders/order-links.server';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { buildEstimateDocument, floridaNoticesFor } from './estimate-document';
import type { EstimateMailContext } from './estimate-emails.server';
import { approveEstimate, createEstimate, getSignedPdf, openEstimate, type SealContext, sendEstimate, signedNotices } from './estimates.server';
import { documentFacts } from './profile-facts.server';

// Florida on paper: the contractor licence on every estimate, and over $2,500 the construction-lien
// notice (§713.015) and the Recovery Fund notice (§489.1425), in English and, for a customer who
// wrote in Spanish, in Spanish beside it; read back from the page's data, the emails and the signed
// PDF's text as pdftotext reads it.

const LIEN = 'ACCORDING TO FLORIDA’S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR PROPERTY';
const LIEN_END = 'FLORIDA’S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.';
const FUND = 'PAYMENT MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT';
const LIEN_ES = 'SEGÚN LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE LA FLORIDA';
const FUND_ES = 'ES POSIBLE QUE EL FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN PARA PROPIETARIOS DE VIVIENDAS DE LA FLORIDA';
const BOARD = '2601 BLAIR STONE ROAD';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('which estimates carry the Florida notices', () => {
  it('none at exactly $2,500.00; both from $2,500.01, in English, with the Spanish beside it for a Spanish customer', () => {
    expect(floridaNoticesFor(250_000, 'en')).toEqual([]);
    expect(floridaNoticesFor(250_000, 'es')).toEqual([]);
    const english = floridaNoticesFor(250_001, 'en');
    expect(english.map((notice) => [notice.id, notice.statute, notice.texts.map((text) => text.language)])).toEqual([
      ['construction-lien', '713.015(1)(a)', ['en']],
      ['recovery-fund', '489.1425(1)', ['en']],
    ]);
    expect(english[0]!.texts[0]!.paragraphs[0]).toContain(LIEN);
    expect(english[1]!.texts[0]!.paragraphs[0]).toContain(FUND);
    expect(english[1]!.texts[0]!.contact).toContain(BOARD);
    const spanish = floridaNoticesFor(250_001, 'es');
    expect(spanish.map((notice) => notice.texts.map((text) => text.language))).toEqual([
      ['en', 'es'],
      ['en', 'es'],
    ]);
    expect(spanish[0]!.texts[1]!.paragraphs[0]).toContain(LIEN_ES);
    expect(spanish[1]!.texts[1]!.paragraphs[0]).toContain(FUND_ES);
  });

  it('goes by the largest option, and a company without a licence number shows none', () => {
    const customer = { firstName: 'Ana', lastName: 'Díaz', address: '1 Main St', city: 'Coral Gables', state: 'FL', zipCode: '33134' };
    const company = { name: 'Gables Window Care', address: '1 Main St', phone: '305-555-0100', email: 'info@example.com' };
    const option = (position: number, unitPriceCents: number) => ({
      position,
      title: `Option ${position}`,
      lines: [{ priceItem: null, description: 'Impact windows', quantity: 1, unitPriceCents }],
    });
    const draft = (...totals: number[]) => ({
      message: '',
      validUntil: '2027-01-31',
      recommendedOption: null,
      options: totals.map((total, index) => option(index + 1, total)),
    });
    const small = buildEstimateDocument('e1', draft(250_000), customer, [], company, [], 'es');
    expect(small.notices).toBeUndefined();
    expect(small.company).toEqual(company);
    expect('licenceNumber' in small.company).toBe(false);
    const large = buildEstimateDocument('e1', draft(120_000, 250_001), customer, [], { ...company, licenceNumber: 'CGC1500001' }, [], 'es');
    expect(large.notices?.map((notice) => notice.id)).toEqual(['construction-lien', 'recovery-fund']);
    expect(large.company.licenceNumber).toBe('CGC1500001');
  });
});

const SECRET = 's'.repeat(32);
const staff = { userId: 'staff-1', email: 'staff@notices.test' };
const visit = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Notices test) Firefox/140' };
const T0 = new Date();
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const validUntil = new Date(T0.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);

function quoteRequest(id: string, language: Locale): NewQuoteRequest {
  const at = T0.toISOString();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    spamReason: null,
    status: 'new',
    notes: '',
    language,
    landingPath: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    firstName: 'Marisol',
    lastName: 'Ortega',
    email: `marisol.${id}@notices.test`,
    phone: '305-555-0101',
    address: '540 Biltmore Way',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'impact-windows',
    projectDescription: 'Impact windows for the whole house',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

describe.each(testDialects())('the Florida notices and the licence on a signed estimate, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let licence: string;
  const mail: EstimateMailContext = {
    facts: { company: { name: '', address: '', phone: '', email: '' }, priceItems: [], warranty: { en: '', es: '' } },
    publicUrl: 'https://gwc.example',
    secret: SECRET,
    staffEmail: 'office@notices.test',
    orderLink: (orderId: string) => signOrderLink(orderId, new Date(Date.now() + 86_400_000), 'an order-link secret of the notice tests, 32+ chars'),
  };
  const seal: SealContext = { identity: testSigningIdentity(), tsaTimeoutMs: 5_000 };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    mail.facts = await documentFacts(database.db);
    licence = (await getBusinessProfile(database.db)).licenceNumber;
  });
  afterAll(() => database.drop());

  /** An estimate of one option at `totalCents`, sent, opened and approved by the customer. */
  async function signed(id: string, language: Locale, totalCents: number) {
    await database.db.insertInto('quoteRequests').values(quoteRequest(id, language)).execute();
    const created = await createEstimate(
      services.transact,
      id,
      {
        message: 'As discussed.',
        validUntil,
        recommendedOption: null,
        options: [
          {
            position: 1,
            title: 'Impact windows',
            lines: [{ priceItem: null, description: 'Impact window, installed', quantity: 1, unitPriceCents: totalCents }],
          },
        ],
      },
      staff,
      T0,
    );
    if (!created.ok) throw new Error(created.message);
    await sendEstimate(services.transact, created.estimate.id, staff, mail, later(1));
    const sent = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'estimate.sent')
      .where('toAddress', '=', `marisol.${id}@notices.test`)
      .executeTakeFirstOrThrow();
    const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(sent.textBody, SECRET))![1]!;
    const shown = (await openEstimate(services.transact, database.db, token, later(2), visit))!;
    const answer = await approveEstimate(
      services.transact,
      database.db,
      token,
      { option: 1, fullName: 'Marisol Ortega', documentHash: shown.documentHash },
      visit,
      mail,
      seal,
      later(3),
    );
    if (!answer.ok) throw new Error(`not approved: ${JSON.stringify(answer)}`);
    const { pdf } = (await getSignedPdf(database.db, created.estimate.id))!;
    const approvedEmail = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'estimate.approved.customer')
      .where('toAddress', '=', `marisol.${id}@notices.test`)
      .executeTakeFirstOrThrow();
    return { estimateId: created.estimate.id, shown, pdf, emails: [sent.textBody, approvedEmail.textBody] };
  }

  it('an English estimate over $2,500 carries both notices on the page, and the lien notice in 12-point bold capitals on the PDF’s first page', async () => {
    const { estimateId, shown, pdf, emails } = await signed('fl-en', 'en', 250_001);
    expect(shown.document.company.licenceNumber).toBe(licence);
    expect(shown.document.notices?.map((notice) => notice.texts.map((text) => text.language))).toEqual([['en'], ['en']]);
    for (const email of emails) expect(email).toContain(`Florida contractor licence ${licence}`);

    const first = oneLine(pdfPageText(pdf, 1));
    expect(first).toContain(`Florida contractor licence: ${licence}`);
    expect(first).toContain(LIEN);
    expect(first).toContain(LIEN_END);
    expect(first).not.toContain(LIEN_ES);
    const whole = oneLine(pdfText(pdf));
    expect(whole).toContain(FUND);
    expect(whole).toContain(`${BOARD} TALLAHASSEE, FLORIDA 32399-1039 (850) 487-1395`);
    expect(whole).toContain('Required by section 713.015(1)(a), Florida Statutes.');
    expect(whole).toContain('Required by section 489.1425(1), Florida Statutes.');
    // 12-point type: DejaVu Sans sets a 12-point word in a box about 14 points tall (10-point text: about 11.6).
    const words = pdfPageWords(pdf, 1);
    const noticeWords = words.filter((entry) => ['ACCORDING', 'CONSTRUCTION', 'LIEN', 'ATTORNEY.'].includes(entry.word));
    expect(noticeWords.length).toBeGreaterThanOrEqual(6);
    for (const entry of noticeWords) expect(entry.height).toBeGreaterThanOrEqual(13.5);
    // The order page shows what was signed.
    expect((await signedNotices(database.db, estimateId)).map((notice) => notice.id)).toEqual(['construction-lien', 'recovery-fund']);
  });

  it('a Spanish estimate over $2,500 has the Spanish text beside the English, on the page and in the PDF, with the English lien notice on the first page', async () => {
    const { shown, pdf, emails } = await signed('fl-es', 'es', 250_001);
    expect(shown.document.notices?.map((notice) => notice.texts.map((text) => text.language))).toEqual([
      ['en', 'es'],
      ['en', 'es'],
    ]);
    for (const email of emails) expect(email).toContain(`Licencia de contratista de la Florida ${licence}`);
    const first = oneLine(pdfPageText(pdf, 1));
    expect(first).toContain(`Licencia de contratista de la Florida: ${licence}`);
    expect(first).toContain('Avisos que exige la ley de la Florida');
    expect(first).toContain(LIEN);
    expect(first).toContain(LIEN_END);
    const whole = oneLine(pdfText(pdf));
    expect(whole).toContain(LIEN_ES);
    expect(whole).toContain('Traducción de cortesía. El texto en inglés es el aviso que exige la ley.');
    expect(whole).toContain(FUND);
    expect(whole).toContain(FUND_ES);
    expect(whole).toContain('Lo exige la sección 713.015(1)(a) de los Estatutos de la Florida.');
  });

  it('an estimate of exactly $2,500.00 carries neither notice, in either language, but still the licence', async () => {
    for (const language of ['en', 'es'] as const) {
      const { estimateId, shown, pdf } = await signed(`fl-2500-${language}`, language, 250_000);
      expect(shown.document.notices).toBeUndefined();
      const whole = oneLine(pdfText(pdf));
      expect(whole).toContain(licence);
      expect(whole).not.toContain('CONSTRUCTION LIEN LAW');
      expect(whole).not.toContain('RECOVERY FUND');
      expect(whole).not.toContain('GRAVÁMENES');
      expect(await signedNotices(database.db, estimateId)).toEqual([]);
    }
  });
});
