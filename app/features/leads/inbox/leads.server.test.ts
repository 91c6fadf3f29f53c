import { sql } from 'kysely';
import { listConversation, writeSampleConversations } from '~/features/assistant/chat-sessions.server';
import { chatbotStaffEmail } from '~/features/assistant/chatbot-contacts.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactMessage } from '../intake/contact-messages.server';
import { createQuoteRequest } from '../intake/quote-requests.server';
import type { QuoteRequestInput } from '../intake/quote-request';
import { createTransact, type Transact } from '~/lib/group-commit.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { defaultListQuery, type ListQuery, PAGE_SIZE } from './list-query';
import { seedLeads } from '../demo/seed-leads.server';
import { exportLeads, explainListLeads, getLeadDetail, listLeads, restoreLead, updateLead } from './leads.server';
import { leadCsv } from './lead-csv.server';
import { getBusinessProfile, updateBusinessProfile } from '~/features/business/profile.server';
import { seededCalendar } from '#tests/support/calendar';
import { sampleFacts } from '#tests/support/business';

const source = { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const mail = {
  appName: 'Gables Window Care',
  publicUrl: 'https://gwc.example',
  staffEmail: 'office@example.com',
  secret: 's'.repeat(32),
  calendar: seededCalendar,
  ...sampleFacts,
};
const actor = { userId: 'user-1', email: 'staff@example.com' };
const restoreMail = { mail, chatbotEmail: chatbotStaffEmail };

function quote(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    firstName: 'Marisol',
    lastName: 'Ortega',
    email: 'marisol.ortega@example.com',
    phone: '(305) 555-0188',
    address: '540 Biltmore Way',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-replacement',
    projectDescription: 'Eight windows.',
    ...overrides,
  };
}

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({ ...defaultListQuery, ...overrides });

describe.each(testDialects())('back-office leads on %s', (dialect) => {
  let database: TestDatabase;
  let transact: Transact;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    transact = createTransact(database.db, database.dialect);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    const add = async (key: string, input: QuoteRequestInput, minutes: number, spamReason: string | null = null) => {
      ids[key] = (await createQuoteRequest(transact, input, { source, spamReason, prices: mail.prices, now: at(minutes) })).id;
    };
    await add('marisol', quote(), 0);
    await add('carlos', quote({ firstName: 'Carlos', lastName: 'García-López', email: 'carlos@gables.example', phone: '786.555.2020' }), 1);
    await add('ana', quote({ firstName: 'Ana', lastName: 'Pérez', email: 'ana.perez@example.com', phone: '+1 954 555 7777' }), 2);
    await add('spam', quote({ firstName: 'Buy', lastName: 'Cheap', email: 'spam@spam.example' }), 3, 'honeypot');
    ids.contact = (
      await createContactMessage(
        transact,
        { name: "Liam O'Brien", email: 'liam@example.com', subject: 'service', message: 'Line one\nLine two' },
        { source, spamReason: null, now: at(4) },
      )
    ).id;
  });
  afterAll(() => database.drop());

  const names = async (q: ListQuery) => (await listLeads(database.db, 'quote-requests', q)).items.map((item) => item.name);

  it('lists real leads newest first, leaving suspected spam for the spam view', async () => {
    const page = await listLeads(database.db, 'quote-requests', query());
    expect(page.items.map((item) => item.name)).toEqual(['Ana Pérez', 'Carlos García-López', 'Marisol Ortega']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: PAGE_SIZE, pageCount: 1 });
    expect(page.items[0]).toMatchObject({ email: 'ana.perez@example.com', topic: 'window-replacement', status: 'new', spamReason: null });
    expect(await names(query({ sort: 'oldest' }))).toEqual(['Marisol Ortega', 'Carlos García-López', 'Ana Pérez']);
    const spam = await listLeads(database.db, 'quote-requests', query({ view: 'spam' }));
    expect(spam.items.map((item) => [item.name, item.spamReason])).toEqual([['Buy Cheap', 'honeypot']]);
  });

  it('tells how many photos each quote request on the page came with', async () => {
    const photo = (id: string, position: number) => ({
      id: `${id}-${position}`,
      quoteRequestId: id,
      position,
      filename: 'p.jpg',
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      content: Buffer.from('x'),
      thumbnail: Buffer.from('y'),
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    await database.db
      .insertInto('quoteRequestPhotos')
      .values([photo(ids.carlos!, 0), photo(ids.carlos!, 1), photo(ids.ana!, 0)])
      .execute();
    const page = await listLeads(database.db, 'quote-requests', query());
    expect(page.items.map((item) => [item.name, item.photoCount])).toEqual([
      ['Ana Pérez', 1],
      ['Carlos García-López', 2],
      ['Marisol Ortega', 0],
    ]);
    await database.db.deleteFrom('quoteRequestPhotos').execute();
  });

  it('finds leads by the start of any word of the name, email or phone', async () => {
    expect(await names(query({ search: 'orte' }))).toEqual(['Marisol Ortega']);
    expect(await names(query({ search: 'marisol ortega' }))).toEqual(['Marisol Ortega']);
    expect(await names(query({ search: 'Ortega, M.' }))).toEqual(['Marisol Ortega']);
    expect(await names(query({ search: 'carlos@gables.example' }))).toEqual(['Carlos García-López']);
    expect(await names(query({ search: 'gables' }))).toEqual(['Carlos García-López']);
    expect(await names(query({ search: 'lópez' }))).toEqual(['Carlos García-López']);
    expect(await names(query({ search: '3055550188' }))).toEqual(['Marisol Ortega']);
    expect(await names(query({ search: '(305) 555-0188' }))).toEqual(['Marisol Ortega']);
    expect(await names(query({ search: '555-2020' }))).toEqual(['Carlos García-López']);
    expect(await names(query({ search: '7777' }))).toEqual(['Ana Pérez']);
    expect(await names(query({ search: 'example.com' }))).toEqual(['Ana Pérez', 'Marisol Ortega']);
    expect(await names(query({ search: 'rtega' }))).toEqual([]);
    expect(await names(query({ search: 'cheap' }))).toEqual([]);
    expect(await names(query({ search: '"; drop table quote_requests; --' }))).toEqual([]);
    expect(await names(query({ search: '*:& |' }))).toHaveLength(3);
    const contacts = await listLeads(database.db, 'contact-messages', query({ search: 'brien' }));
    expect(contacts.items.map((item) => [item.name, item.topic])).toEqual([["Liam O'Brien", 'service']]);
  });

  it('filters by status and pages by 50', async () => {
    expect(await names(query({ status: 'quoted' }))).toEqual([]);
    expect((await listLeads(database.db, 'quote-requests', query({ page: 2 }))).items).toEqual([]);
  });

  it('records each status and notes change with who made it, and shows them on the timeline', async () => {
    const now = new Date('2026-11-21T15:00:00.000Z');
    const updated = await updateLead(transact, 'quote-requests', ids.marisol!, { status: 'contacted', notes: 'Call back Monday' }, actor, now);
    expect(updated).toEqual({ id: ids.marisol, status: 'contacted', notes: 'Call back Monday', updatedAt: now.toISOString() });
    // Saving the same values again, even with a NUL the database will not keep, records nothing new.
    await updateLead(transact, 'quote-requests', ids.marisol!, { status: 'contacted', notes: 'Call back Monday' }, actor, now);
    await updateLead(transact, 'quote-requests', ids.marisol!, { notes: 'Call back\u0000 Monday' }, actor, now);
    await updateLead(transact, 'quote-requests', ids.marisol!, { notes: 'Measured: 8 windows' }, actor, new Date('2026-11-21T16:00:00.000Z'));
    const detail = await getLeadDetail(database.db, 'quote-requests', ids.marisol!, (sessionId) => listConversation(database.db, sessionId));
    // The first change answered the lead; later ones leave that time alone.
    expect(detail?.kind === 'quote-requests' && detail.lead).toMatchObject({
      status: 'contacted',
      notes: 'Measured: 8 windows',
      firstResponseAt: now.toISOString(),
    });
    expect(detail?.timeline.map(({ action, actor: who, detail: what }) => ({ action, who, what }))).toEqual([
      { action: 'quote-request.status', who: 'staff@example.com', what: { from: 'new', to: 'contacted' } },
      { action: 'quote-request.notes', who: 'staff@example.com', what: { notes: 'Call back Monday' } },
      { action: 'quote-request.notes', who: 'staff@example.com', what: { notes: 'Measured: 8 windows' } },
    ]);
    expect(await names(query({ status: 'contacted' }))).toEqual(['Marisol Ortega']);
  });

  it('leaves a lead unanswered while nothing changes, and answers it with the first note', async () => {
    const unchanged = await getLeadDetail(database.db, 'contact-messages', ids.contact!, (sessionId) => listConversation(database.db, sessionId));
    await updateLead(transact, 'contact-messages', ids.contact!, { status: 'new', notes: '' }, actor, new Date('2026-11-21T15:00:00.000Z'));
    const saved = await getLeadDetail(database.db, 'contact-messages', ids.contact!, (sessionId) => listConversation(database.db, sessionId));
    expect(unchanged?.lead.firstResponseAt).toBeNull();
    expect(saved?.lead.firstResponseAt).toBeNull();
    await updateLead(transact, 'contact-messages', ids.contact!, { notes: 'Left a voicemail' }, actor, new Date('2026-11-21T15:05:00.000Z'));
    const answered = await getLeadDetail(database.db, 'contact-messages', ids.contact!, (sessionId) => listConversation(database.db, sessionId));
    expect(answered?.lead.firstResponseAt).toBe('2026-11-21T15:05:00.000Z');
  });

  it('answers undefined for an unknown lead and changes nothing', async () => {
    expect(await updateLead(transact, 'quote-requests', 'no-such-id', { status: 'quoted' }, actor)).toBeUndefined();
    expect(await getLeadDetail(database.db, 'contact-messages', ids.marisol!, (sessionId) => listConversation(database.db, sessionId))).toBeUndefined();
  });

  it('restores a lead from spam, records it, and queues the staff email it never got', async () => {
    const before = await database.db.selectFrom('outbox').select('kind').where('refId', '=', ids.spam!).execute();
    expect(before).toEqual([]);
    expect(await restoreLead(transact, 'quote-requests', ids.spam!, actor, restoreMail)).toBe('restored');
    expect(await restoreLead(transact, 'quote-requests', ids.spam!, actor, restoreMail)).toBe('not-spam');
    expect(await restoreLead(transact, 'quote-requests', 'no-such-id', actor, restoreMail)).toBe('not-found');
    const emails = await database.db.selectFrom('outbox').select(['kind', 'toAddress', 'textBody']).where('refId', '=', ids.spam!).execute();
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([['quote-request.staff', 'office@example.com']]);
    expect(emails[0]!.textBody).toContain(`https://gwc.example/admin/quote-submissions/${ids.spam}`);
    const detail = await getLeadDetail(database.db, 'quote-requests', ids.spam!, (sessionId) => listConversation(database.db, sessionId));
    expect(detail?.kind === 'quote-requests' && detail.lead.spamReason).toBeNull();
    expect(detail?.timeline.map((event) => [event.action, event.detail])).toEqual([['quote-request.spam', { restored: true, reason: 'honeypot' }]]);
    expect(await names(query({ search: 'cheap' }))).toEqual(['Buy Cheap']);
  });

  it('exports every matching lead in list order, across batches', async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      id: `bulk-${String(index).padStart(5, '0')}`,
      name: `Bulk ${index}`,
      email: `bulk${index}@bulk.example`,
      phone: null,
      subject: 'other',
      message: 'x',
      status: index % 2 ? 'resolved' : 'new',
      notes: '',
      spamReason: null,
      ...source,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString(),
      updatedAt: '2025-01-01T00:00:00.000Z',
    }));
    for (let offset = 0; offset < rows.length; offset += 400) {
      await database.db
        .insertInto('contactMessages')
        .values(rows.slice(offset, offset + 400))
        .execute();
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    for await (const batch of exportLeads(database.db, 'contact-messages', query({ search: 'bulk', sort: 'oldest' }))) {
      sizes.push(batch.length);
      seen.push(...batch.map((lead) => lead.id));
    }
    expect(sizes).toEqual([1000, 203]);
    expect(seen).toEqual(rows.map((row) => row.id));
    let resolved = 0;
    for await (const batch of exportLeads(database.db, 'contact-messages', query({ status: 'resolved', search: 'bulk' }))) resolved += batch.length;
    expect(resolved).toBe(601);
  });
  // Last: it changes the company profile.
  it('reads the price range a request was shown against the company profile’s price list, on its page and in the CSV', async () => {
    const lead = await createQuoteRequest(
      transact,
      quote({
        firstName: 'Rosa',
        lastName: 'Vidal',
        email: 'rosa.vidal@example.com',
        projectType: 'window-maintenance',
        servicePackage: 'Standard Care',
        windowCount: 12,
      }),
      { source, spamReason: null, prices: mail.prices, now: new Date('2026-11-22T12:00:00.000Z') },
    );
    const shown = async () => {
      const detail = await getLeadDetail(database.db, 'quote-requests', lead.id, (sessionId) => listConversation(database.db, sessionId));
      return detail?.kind === 'quote-requests' ? detail.priceRange : undefined;
    };
    const exported = () => new Response(leadCsv(database.db, 'quote-requests', query({ search: 'Vidal' }))).text();
    expect(await shown()).toBe('$398 per visit for 12 windows (2 × $199, each for up to 10 windows), 2 visits a year: $796 a year');
    expect(await exported()).toContain('2 visits a year: $796 a year');

    // The owner makes Standard Care three visits a year: the stored price reads so wherever it is shown.
    const { priceList } = await getBusinessProfile(database.db);
    const care = priceList['window-maintenance']!.map((entry) => (entry.name.en === 'Standard Care' ? { ...entry, visitsPerYear: 3 } : entry));
    expect((await updateBusinessProfile({ db: database.db, transact }, { priceList: { ...priceList, 'window-maintenance': care } }, { actor })).ok).toBe(true);
    expect(await shown()).toBe('$398 per visit for 12 windows (2 × $199, each for up to 10 windows), 3 visits a year: $1,194 a year');
    const csv = await exported();
    expect(csv).toContain('3 visits a year: $1,194 a year');
    expect(csv).not.toContain('2 visits a year');
  });
});

describe.each(testDialects())('back-office list plans on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedLeads(database.db, { count: 3000, now: new Date('2026-11-21T12:00:00Z'), writeConversations: writeSampleConversations });
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.drop());

  const plan = async (q: Partial<ListQuery>) => (await explainListLeads(database.db, 'quote-requests', query(q))).join('\n');

  it('searches through the search index', async () => {
    const search = await plan({ search: 'ortega' });
    expect(search).toContain(dialect === 'postgres' ? 'quote_requests_search_idx' : 'VIRTUAL TABLE INDEX');
  });

  it('pages the inbox and a status through the indexes that lead with spam_reason', async () => {
    const inbox = await plan({});
    const byStatus = await plan({ status: 'new' });
    if (dialect === 'postgres') {
      // PostgreSQL weighs its statistics and may page by another index; it must not read the whole table.
      for (const text of [inbox, byStatus]) expect(text).not.toMatch(/Seq Scan on quote_requests/);
    } else {
      expect(inbox).toContain('quote_requests_spam_created_idx');
      expect(byStatus).toContain('quote_requests_spam_status_created_idx');
    }
  });
});
