import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '#tests/support/test-services';
import { saveLeadAlertMinutes } from '~/features/settings/app-settings.server';
import { parseEnv } from '~/lib/env.server';
import { escalationJob } from '../jobs.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { touchChatSession } from '~/features/assistant/chat-sessions.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { openDatabase } from '~/lib/db.server';
import { createTransact, type Transact } from '~/lib/group-commit.server';
import { storeChatbotContact } from '../intake/chatbot-contacts.server';
import { createContactMessage } from '../intake/contact-messages.server';
import { escalateOverdueLeads, type EscalationContext } from './escalation.server';
import { getLeadDetail, updateLead } from '../inbox/leads.server';
import type { QuoteRequestInput } from '../intake/quote-request';
import { createQuoteRequest } from '../intake/quote-requests.server';
import { seededCalendar } from '#tests/support/calendar';
import { sampleFacts } from '#tests/support/business';
import { addClosure } from '~/features/calendar/calendar.server';
import { updateBusinessProfile } from '~/features/business/profile.server';

const source = { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const mail = {
  appName: 'Gables Window Care',
  publicUrl: 'https://gwc.example',
  staffEmail: 'office@example.com',
  secret: 's'.repeat(32),
  calendar: seededCalendar,
  ...sampleFacts,
};
const ctx: EscalationContext = { afterMinutes: 15, to: 'escalations@example.com', publicUrl: 'https://gwc.example', appName: 'Gables Window Care' };
const quoteInput: QuoteRequestInput = {
  firstName: 'Marisol',
  lastName: 'Ortega',
  email: 'marisol@example.com',
  phone: '(305) 555-0188',
  address: '540 Biltmore Way',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair',
  projectDescription: 'Two windows\nstick when it rains.',
};
// Office hours: Mon-Fri 8:45 AM - 6:00 PM, Saturday 9:00 AM - 4:00 PM, New York time (EST in late November).
const tuesday = (hour: number, minute: number) => new Date(Date.UTC(2026, 10, 24, hour + 5, minute));

describe.each(testDialects())('escalating leads nobody answered, on %s', (dialect) => {
  let database: TestDatabase;
  let transact: Transact;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    transact = createTransact(database.db, database.dialect);
  });
  afterAll(() => database.drop());

  const emails = (refId: string) =>
    database.db
      .selectFrom('outbox')
      .select(['kind', 'toAddress', 'subject', 'textBody'])
      .where('refId', '=', refId)
      .where('kind', 'like', '%.escalation')
      .execute();

  it('escalates a lead still new after the alert time, once, with an email, a timeline entry and a live event', async () => {
    const lead = await createQuoteRequest(transact, quoteInput, { source, spamReason: null, prices: mail.prices, now: tuesday(10, 0) });
    expect(await escalateOverdueLeads(database.db, transact, ctx, tuesday(10, 14))).toEqual([]);

    const escalated = await escalateOverdueLeads(database.db, transact, ctx, tuesday(10, 16));
    expect(escalated).toEqual([
      { kind: 'quote-requests', id: lead.id, name: 'Marisol Ortega', createdAt: lead.createdAt, preview: 'Two windows stick when it rains.' },
    ]);
    const [email] = await emails(lead.id);
    expect(email).toMatchObject({
      kind: 'quote-request.escalation',
      toAddress: 'escalations@example.com',
      subject: 'Still waiting: quote request from Marisol Ortega',
    });
    expect(email!.textBody).toContain('still new after 15 minutes of office hours');
    expect(email!.textBody).toContain(`https://gwc.example/admin/quote-submissions/${lead.id}`);
    const detail = await getLeadDetail(database.db, 'quote-requests', lead.id, async () => []);
    expect(detail?.timeline.map((event) => [event.action, event.actor])).toEqual([['quote-request.escalated', 'system']]);
    const events = await database.db.selectFrom('liveEvents').select(['type', 'data']).where('type', '=', 'lead.escalated').execute();
    expect(events.map((event) => JSON.parse(event.data).id)).toContain(lead.id);

    expect(await escalateOverdueLeads(database.db, transact, ctx, tuesday(11, 0))).toEqual([]);
    expect(await emails(lead.id)).toHaveLength(1);
  });

  it('counts only the minutes the office is open: Saturday evening waits until Monday', async () => {
    const saturdayEvening = new Date(Date.UTC(2026, 10, 28, 22, 0));
    const contact = await createContactMessage(
      transact,
      { name: 'Weekend Writer', email: 'weekend@example.com', subject: 'service', message: 'Please call Monday' },
      { source, spamReason: null, now: saturdayEvening },
    );
    // Monday Nov 30, 8:55 AM: ten open minutes.
    expect(await escalateOverdueLeads(database.db, transact, ctx, new Date(Date.UTC(2026, 10, 30, 13, 55)))).toEqual([]);
    const monday = await escalateOverdueLeads(database.db, transact, ctx, new Date(Date.UTC(2026, 10, 30, 14, 1)));
    expect(monday.map((lead) => lead.id)).toEqual([contact.id]);
  });

  it('counts no minute of a day the calendar closes the office', async () => {
    await addClosure(database.db, {
      startsOn: '2026-12-09',
      endsOn: '2026-12-09',
      note: { en: 'Closed for a team training day', es: 'Cerrado por un día de capacitación' },
      actor: { userId: 'owner', email: 'owner@example.com' },
    });
    // Tuesday Dec 8, 5:55 PM EST: five open minutes before closing.
    const contact = await createContactMessage(
      transact,
      { name: 'Closure Writer', email: 'closure@example.com', subject: 'service', message: 'Please call' },
      { source, spamReason: null, now: new Date(Date.UTC(2026, 11, 8, 22, 55)) },
    );
    const ours = async (now: Date) => (await escalateOverdueLeads(database.db, transact, ctx, now)).filter((lead) => lead.id === contact.id);
    // Wednesday, closed all day: still five minutes at 3 PM (on an open Wednesday it would have been escalated at 8:55 AM).
    expect(await ours(new Date(Date.UTC(2026, 11, 9, 20, 0)))).toEqual([]);
    // Thursday 8:54 AM: fourteen; 8:56 AM: sixteen.
    expect(await ours(new Date(Date.UTC(2026, 11, 10, 13, 54)))).toEqual([]);
    expect((await ours(new Date(Date.UTC(2026, 11, 10, 13, 56)))).map((lead) => lead.id)).toEqual([contact.id]);
  });

  it('never escalates suspected spam, a lead staff already answered, or one past the look-back', async () => {
    const spam = await createQuoteRequest(
      transact,
      { ...quoteInput, firstName: 'Spam' },
      { source, spamReason: 'honeypot', prices: mail.prices, now: tuesday(12, 0) },
    );
    const answered = await createQuoteRequest(
      transact,
      { ...quoteInput, firstName: 'Answered' },
      { source, spamReason: null, prices: mail.prices, now: tuesday(12, 0) },
    );
    await updateLead(transact, 'quote-requests', answered.id, { status: 'contacted' }, { userId: 'u1', email: 'staff@example.com' }, tuesday(12, 5));
    const old = await createQuoteRequest(
      transact,
      { ...quoteInput, firstName: 'Old' },
      { source, spamReason: null, prices: mail.prices, now: new Date(Date.UTC(2026, 10, 10, 15, 0)) },
    );
    const escalated = await escalateOverdueLeads(database.db, transact, ctx, tuesday(13, 0));
    expect(escalated.map((lead) => lead.id)).not.toContain(spam.id);
    expect(escalated.map((lead) => lead.id)).not.toContain(answered.id);
    expect(escalated.map((lead) => lead.id)).not.toContain(old.id);
  });

  it('escalates a chatbot contact too', async () => {
    await touchChatSession(database.db, '1f8fad5b-d9cb-469f-a165-70867728950e', tuesday(13, 59));
    const { contact } = await storeChatbotContact(
      database.db,
      {
        sessionId: '1f8fad5b-d9cb-469f-a165-70867728950e',
        name: 'Chat Visitor',
        email: 'chat@example.com',
        phone: '305-555-0100',
        message: 'Do you do impact windows?',
        spamReason: null,
      },
      tuesday(14, 0),
    );
    const escalated = await escalateOverdueLeads(database.db, transact, ctx, tuesday(14, 20));
    expect(escalated).toContainEqual(expect.objectContaining({ kind: 'chatbot-contacts', id: contact.id, preview: 'Do you do impact windows?' }));
  });

  it('two processes escalating at the same moment send one email per lead', async () => {
    const other = openDatabase(database.url);
    try {
      const otherTransact = createTransact(other.db, other.dialect);
      const leads = await Promise.all(
        ['One', 'Two', 'Three'].map((name) =>
          createQuoteRequest(transact, { ...quoteInput, firstName: name }, { source, spamReason: null, prices: mail.prices, now: tuesday(15, 0) }),
        ),
      );
      const [first, second] = await Promise.all([
        escalateOverdueLeads(database.db, transact, ctx, tuesday(15, 30)),
        escalateOverdueLeads(other.db, otherTransact, ctx, tuesday(15, 30)),
      ]);
      const ours = (list: { id: string }[]) => list.filter((lead) => leads.some((made) => made.id === lead.id)).map((lead) => lead.id);
      expect([...ours(first), ...ours(second)].sort()).toEqual(leads.map((lead) => lead.id).sort());
      for (const lead of leads) expect(await emails(lead.id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the escalation job', () => {
  /** Runs the job in rounds until it has escalated a lead (or 3 s passed), then a little longer; answers what it sent. */
  async function escalateWith(services: ReturnType<typeof createTestServices>) {
    const logger = pino({ level: 'silent' });
    const escalated = () =>
      services.db.selectFrom('outbox').select(['refId', 'toAddress', 'textBody']).where('kind', '=', 'quote-request.escalation').execute();
    const runner = createJobRunner({
      db: services.db,
      definitions: [escalationJob({ ...services, env: { ...services.env, ESCALATION_INTERVAL_MS: 20 } }, logger, () => tuesday(9, 8))],
      logger,
      intervalMs: 20,
      leaseMs: 60_000,
    });
    runner.wake();
    const started = Date.now();
    while ((await escalated()).length === 0 && Date.now() - started < 3_000) await new Promise((resolve) => setTimeout(resolve, 20));
    // It keeps looking in rounds, and escalates the lead once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.stop();
    return escalated();
  }

  it('escalates in rounds with the alert time saved in Settings, to STAFF_ESCALATION_EMAIL', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const services = createTestServices(database, {
        env: parseEnv({
          DATABASE_URL: database.url,
          STAFF_NOTIFY_EMAIL: 'office@example.com',
          STAFF_ESCALATION_EMAIL: 'owner@example.com',
          LEAD_ALERT_AFTER_MINUTES: '60',
        }),
      });
      await saveLeadAlertMinutes(database.db, { minutes: 7.5, actor: { userId: 'u1', email: 'owner@example.com' } });
      const lead = await createQuoteRequest(services.transact, quoteInput, { source, spamReason: null, prices: mail.prices, now: tuesday(9, 0) });
      const [email, ...more] = await escalateWith(services);
      expect(more).toEqual([]);
      expect(email?.refId).toBe(lead.id);
      expect(email?.toAddress).toBe('owner@example.com');
      expect(email?.textBody).toContain('still new after 7.5 minutes of office hours');
    } finally {
      await database.drop();
    }
  });

  it('without a staff address in the environment, alerts the company profile’s email as it is then', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, LEAD_ALERT_AFTER_MINUTES: '5' }) });
      const saved = await updateBusinessProfile(services, { email: 'office@coralglass.example' }, { actor: { userId: 'u1', email: 'owner@example.com' } });
      expect(saved.ok).toBe(true);
      await createQuoteRequest(services.transact, quoteInput, { source, spamReason: null, prices: mail.prices, now: tuesday(9, 0) });
      expect((await escalateWith(services)).map((email) => email.toAddress)).toEqual(['office@coralglass.example']);
    } finally {
      await database.drop();
    }
  });
});
