import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { runLeadFollowUps } from '#tests/support/lead-follow-ups';
import { runLeadFollowUp } from './follow-up.server';
import { leadMailContext, receiveLead } from './receive-lead.server';

// Decision 0041: the request's transaction stores the lead with one follow-up job; the job queues
// the lead's two emails and its staff alert right after, each keyed so a retry queues nothing twice.

const source = { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const quote = (lastName: string) => ({
  firstName: 'Marisol',
  lastName,
  email: `marisol.${lastName.toLowerCase()}@example.com`,
  phone: '305-555-0188',
  address: '540 Biltmore Way',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair' as const,
  projectDescription: 'Two windows stick when it rains.',
});

describe.each(testDialects())('a lead follow-up, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  const store = async (lastName: string, language: 'en' | 'es' = 'en') => {
    const result = await receiveLead(services, { kind: 'quote-requests', input: quote(lastName) }, { language, source, signals: [] });
    if (!result.stored) throw new Error('not stored');
    return result.id;
  };
  const emails = (id: string) => database.db.selectFrom('outbox').select(['kind', 'toAddress', 'subject']).where('refId', '=', id).orderBy('kind').execute();
  const jobs = (id: string) =>
    database.db
      .selectFrom('jobs')
      .select(['kind', 'key', 'state'])
      .where('key', 'in', [`leads.follow-up:${id}`, `notifications.staff:lead-${id}:created`])
      .orderBy('kind')
      .execute();

  it('stores the lead with its follow-up only; the follow-up queues both emails and the staff alert', async () => {
    const id = await store('Ortega', 'es');
    expect(await emails(id)).toEqual([]);
    expect(await jobs(id)).toEqual([{ kind: 'leads.follow-up', key: `leads.follow-up:${id}`, state: 'queued' }]);

    expect(await runLeadFollowUps(services)).toBe(1);
    expect(await emails(id)).toEqual([
      { kind: 'quote-request.customer', toAddress: 'marisol.ortega@example.com', subject: 'Recibimos su solicitud de cotización | Gables Window Care' },
      { kind: 'quote-request.staff', toAddress: 'office@example.com', subject: 'New quote request (Spanish): Marisol Ortega, Window Repair' },
    ]);
    expect(await jobs(id)).toEqual([
      { kind: 'leads.follow-up', key: `leads.follow-up:${id}`, state: 'done' },
      { kind: 'notifications.staff', key: `notifications.staff:lead-${id}:created`, state: 'queued' },
    ]);
  });

  it('queues nothing twice when a follow-up runs again, as a retry after a crash would', async () => {
    const id = await store('Twice');
    await runLeadFollowUps(services);
    const before = await database.db.selectFrom('jobs').select('id').orderBy('id').execute();
    expect(await runLeadFollowUp(services, await leadMailContext(services), { kind: 'quote-requests', id }, new Date())).toBe('sent');
    expect(await database.db.selectFrom('jobs').select('id').orderBy('id').execute()).toEqual(before);
    expect((await emails(id)).map((email) => email.kind)).toEqual(['quote-request.customer', 'quote-request.staff']);
  });

  it('sends nothing for a lead staff marked as spam, or deleted, before its follow-up ran', async () => {
    const spam = await store('Spam');
    const gone = await store('Gone');
    await database.db.updateTable('quoteRequests').set({ spamReason: 'marked-by-staff' }).where('id', '=', spam).execute();
    await database.db.deleteFrom('quoteRequests').where('id', '=', gone).execute();
    expect(await runLeadFollowUps(services)).toBe(2);
    expect([...(await emails(spam)), ...(await emails(gone))]).toEqual([]);
    expect((await jobs(spam)).map((job) => job.kind)).toEqual(['leads.follow-up']);
  });
});
