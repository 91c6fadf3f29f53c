// Push alerts end to end: leads stored as the site stores them, the alert worker, web-push's
// encryption and VAPID signature, and a real push service on 127.0.0.1 (scripts/lib/push-service.js)
// that decrypts each message with the subscription's own private key and auth secret.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, testPushKeys } from '#tests/support/test-services';
import { startPushService, type PushService } from '../../../../scripts/lib/push-service.js';
import { touchChatSession } from '~/features/assistant/chat-sessions.server';
import { resolveVapidKeys, saveDevice, vapidSubject } from '~/features/notifications/push-devices.server';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { pushChannel, staffAlertJob } from '~/features/notifications/staff-alerts.server';
import { openDatabase } from '~/lib/db.server';
import { parseEnv } from '~/lib/env.server';
import { createTransact, type Transact } from '~/lib/group-commit.server';
import type { AppServices } from '~/lib/request-context';
import { storeChatbotContact } from '../intake/chatbot-contacts.server';
import { createContactMessage } from '../intake/contact-messages.server';
import { escalationJob } from '../jobs.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { escalateOverdueLeads } from './escalation.server';
import type { QuoteRequestInput } from '../intake/quote-request';
import { createQuoteRequest } from '../intake/quote-requests.server';
import { leadFollowUpJob } from '../intake/follow-up.server';
import { runLeadFollowUps } from '#tests/support/lead-follow-ups';
import { seededCalendar } from '#tests/support/calendar';
import { sampleFacts } from '#tests/support/business';

const logger = pino({ level: 'silent' });
// PUSH_ALLOWED_HOSTS as the tests set it: the local push service is on this machine.
const allowedHosts = ['127.0.0.1'];
const source = { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const mail = {
  appName: 'Gables Window Care',
  publicUrl: 'https://gwc.example',
  staffEmail: 'office@example.com',
  secret: 's'.repeat(32),
  calendar: seededCalendar,
  ...sampleFacts,
};
// The staff alerts of one process, through Web Push only.
const leadAlertJob = (db: AppServices['db']) => staffAlertJob(db, [pushChannel(db, testPushKeys, { logger, allowedHosts })], logger);
const ctx = { afterMinutes: 15, to: 'escalations@example.com', publicUrl: 'https://gwc.example', appName: 'Gables Window Care' };
// Tuesday Nov 24 2026, New York time (EST): the office is open 8:45 AM to 6 PM.
const tuesday = (hour: number, minute: number) => new Date(Date.UTC(2026, 10, 24, hour + 5, minute));
const quote = (lastName: string): QuoteRequestInput => ({
  firstName: 'Marisol',
  lastName,
  email: 'marisol@example.com',
  phone: '(305) 555-0188',
  address: '540 Biltmore Way',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair',
  projectDescription: 'Two windows\nstick when it rains.',
});

describe.each(testDialects())('push alerts to staff devices, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let push: PushService;
  let transact: Transact;
  let staffDevice: ReturnType<PushService['subscribe']>;
  let customerDevice: ReturnType<PushService['subscribe']>;
  // The leads are dated on a Tuesday the office is open; the worker's clock is that evening.
  const worker = () =>
    createJobRunner({
      db: database.db,
      definitions: [leadAlertJob(database.db)],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => tuesday(20, 0),
    });
  const alertJob = (leadId: string) =>
    database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'notifications.staff')
      .where('key', '=', `notifications.staff:lead-${leadId}:created`)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    transact = services.transact;
    push = await startPushService();
    const staff = await signedIn(services, `staff-${dialect}@example.com`, 'admin');
    const customer = await signedIn(services, `customer-${dialect}@example.com`, 'user');
    staffDevice = push.subscribe();
    customerDevice = push.subscribe();
    await saveDevice(database.db, staff.id, staffDevice, 'Test browser');
    // A customer cannot reach the API that stores devices; even if a row existed, only staff are alerted.
    await saveDevice(database.db, customer.id, customerDevice, 'Test browser');
  });
  afterAll(async () => {
    await push.close();
    await database.drop();
  });
  afterEach(() => {
    push.received.length = 0;
  });

  it('pushes a new lead to staff devices, encrypted to the device and signed with our VAPID key, naming the lead and opening it', async () => {
    const lead = await createQuoteRequest(transact, quote('Ortega'), { source, spamReason: null, prices: mail.prices, now: tuesday(10, 0) });
    // Its follow-up job raises the alert (intake/follow-up.server.ts).
    await runLeadFollowUps(services, { mail, now: tuesday(20, 0) });
    const alerts = worker();
    expect(await alerts.drainOnce()).toBe(1);
    await alerts.stop();

    expect(push.received).toEqual([
      expect.objectContaining({
        endpoint: staffDevice.endpoint,
        vapidKey: testPushKeys.publicKey,
        urgency: 'high',
        payload: {
          title: 'New quote request from Marisol Ortega',
          body: 'Two windows stick when it rains.',
          url: `/admin/quote-submissions/${lead.id}`,
          tag: `lead-${lead.id}`,
        },
      }),
    ]);
    const row = await alertJob(lead.id);
    expect(row).toMatchObject({ key: `notifications.staff:lead-${lead.id}:created`, state: 'done', attempts: 1, lastError: null });
  });

  it('pushes a chatbot visitor asking for a person, and nothing for suspected spam', async () => {
    const sessionId = randomUUID();
    await touchChatSession(database.db, sessionId, tuesday(11, 0));
    const { contact } = await transact((trx) =>
      storeChatbotContact(
        trx,
        { sessionId, name: 'Chat Visitor', email: 'chat@example.com', phone: '305-555-0100', message: 'Do you do impact windows?', spamReason: null },
        tuesday(11, 0),
      ),
    );
    await createContactMessage(
      transact,
      { name: 'Spam Bot', email: 'bot@example.com', subject: 'other', message: 'Buy now' },
      { source, spamReason: 'honeypot', now: tuesday(11, 1) },
    );
    expect(await runLeadFollowUps(services, { mail, now: tuesday(20, 0) })).toBe(0);
    const alerts = worker();
    await alerts.drainOnce();
    await alerts.stop();

    expect(push.received.map((message) => message.payload)).toEqual([
      {
        title: 'Chat Visitor asked the assistant for a person',
        body: 'Do you do impact windows?',
        url: `/admin/chatbot-contacts/${contact.id}`,
        tag: `lead-${contact.id}`,
      },
    ]);
  });

  it('pushes an escalation once, saying the lead is still waiting', async () => {
    const lead = await createContactMessage(
      transact,
      { name: 'Ana Díaz', email: 'ana@example.com', subject: 'service', message: 'My sliding door\nis stuck.' },
      { source, spamReason: null, now: tuesday(12, 0) },
    );
    await runLeadFollowUps(services, { mail, now: tuesday(20, 0) });
    const alerts = worker();
    await alerts.drainOnce();
    push.received.length = 0;

    await escalateOverdueLeads(database.db, transact, ctx, tuesday(12, 20));
    await escalateOverdueLeads(database.db, transact, ctx, tuesday(12, 40));
    await alerts.drainOnce();
    await alerts.drainOnce();
    await alerts.stop();

    const escalations = push.received.filter((message) => message.payload?.url.endsWith(lead.id));
    expect(escalations.map((message) => message.payload)).toEqual([
      {
        title: 'Still waiting: contact submission from Ana Díaz',
        body: 'My sliding door is stuck.',
        url: `/admin/contact-submissions/${lead.id}`,
        tag: `lead-${lead.id}`,
      },
    ]);
  });

  it('forgets a device its push service no longer knows (404 or 410), and retries an alert no device could take', async () => {
    const owner = await signedIn(services, `owner-${dialect}@example.com`, 'superAdmin');
    const gone = push.subscribe();
    const expired = push.subscribe();
    await saveDevice(database.db, owner.id, gone, null);
    await saveDevice(database.db, owner.id, expired, null);
    push.answerWith(gone.endpoint, 404);
    push.answerWith(expired.endpoint, 410);

    await createQuoteRequest(transact, quote('Gone'), { source, spamReason: null, prices: mail.prices, now: tuesday(13, 0) });
    await runLeadFollowUps(services, { mail, now: tuesday(20, 0) });
    const alerts = worker();
    await alerts.drainOnce();
    const endpoints = async () => (await database.db.selectFrom('pushDevices').select('endpoint').execute()).map((row) => row.endpoint);
    expect(await endpoints()).not.toContain(gone.endpoint);
    expect(await endpoints()).not.toContain(expired.endpoint);
    expect(push.received.map((message) => message.endpoint)).toEqual([staffDevice.endpoint]);

    // The staff device's push service fails: the alert waits for another attempt instead of being lost.
    push.answerWith(staffDevice.endpoint, 503);
    const lead = await createQuoteRequest(transact, quote('Later'), { source, spamReason: null, prices: mail.prices, now: tuesday(13, 5) });
    await runLeadFollowUps(services, { mail, now: tuesday(20, 0) });
    await alerts.drainOnce();
    await alerts.stop();
    push.answerWith(staffDevice.endpoint, 201);
    const row = await alertJob(lead.id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.lastError).toContain('answered 503');
    expect(await endpoints()).toContain(staffDevice.endpoint);
    await database.db.deleteFrom('jobs').where('id', '=', row.id).execute();
  });

  it('generates one VAPID key pair on first start and every later start, in any process, reads the same', async () => {
    const env = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined };
    const other = openDatabase(database.url);
    try {
      const [first, second] = await Promise.all([resolveVapidKeys(database.db, env), resolveVapidKeys(other.db, env)]);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(second).toEqual(first);
      // Without VAPID_SUBJECT, a push names the company profile's email as it is when it is sent.
      expect(first.subject).toBeUndefined();
      expect(await vapidSubject(database.db, first)).toBe('mailto:info@gableswindowcare.com');
      const saved = await updateBusinessProfile(services, { email: 'office@coralglass.example' }, { actor: { userId: 'owner', email: 'owner@example.com' } });
      expect(saved.ok).toBe(true);
      expect(await vapidSubject(database.db, first)).toBe('mailto:office@coralglass.example');
      expect(await vapidSubject(database.db, { subject: 'https://gwc.example/contact' })).toBe('https://gwc.example/contact');
      expect(
        await resolveVapidKeys(database.db, { ...env, ...testPushKeys, VAPID_PUBLIC_KEY: testPushKeys.publicKey, VAPID_PRIVATE_KEY: testPushKeys.privateKey }),
      ).toMatchObject({
        publicKey: testPushKeys.publicKey,
      });
    } finally {
      await other.close();
    }
  });

  it('with two processes and a restart, pushes each new lead and each escalation exactly once', async () => {
    const env = parseEnv({ DATABASE_URL: database.url, LEAD_ALERT_AFTER_MINUTES: '15' });
    const clock = () => tuesday(15, 0);
    // One "process": its own connection, transaction runner, and job runner (follow-ups, alerts and escalation) woken by its commits.
    const startProcess = () => {
      const handle = openDatabase(database.url);
      let wakeJobs = () => {};
      const processTransact = createTransact(handle.db, handle.dialect, { afterCommit: () => wakeJobs() });
      const jobs = createJobRunner({
        db: handle.db,
        definitions: [
          leadFollowUpJob({ db: handle.db, transact: processTransact, env, secret: mail.secret }, async () => mail, logger),
          leadAlertJob(handle.db),
          escalationJob({ db: handle.db, transact: processTransact, env: { ...env, ESCALATION_INTERVAL_MS: 25 } }, logger, clock),
        ],
        logger,
        intervalMs: 40,
        leaseMs: 60_000,
        transact: processTransact,
      });
      wakeJobs = () => jobs.wake();
      jobs.wake();
      return {
        transact: processTransact,
        async stop() {
          await jobs.stop();
          await handle.close();
        },
      };
    };
    const first = startProcess();
    const second = startProcess();
    const leads: Awaited<ReturnType<typeof createQuoteRequest>>[] = [];
    for (let index = 0; index < 6; index++) {
      const through = index % 2 === 0 ? first : second;
      leads.push(
        await createQuoteRequest(through.transact, quote(`Twice ${index}`), { source, spamReason: null, prices: mail.prices, now: tuesday(14, index) }),
      );
    }
    await push.waitFor(
      (received) =>
        leads.every((lead) => received.some((message) => message.payload?.title.startsWith('Still waiting') && message.payload.url.endsWith(lead.id))),
      10_000,
    );
    // Restart the first process while the second keeps going, and let both look a while longer.
    await first.stop();
    const restarted = startProcess();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await restarted.stop();
    await second.stop();

    for (const lead of leads) {
      const titles = push.received.filter((message) => message.payload?.url.endsWith(lead.id)).map((message) => message.payload!.title);
      expect(titles.sort()).toEqual([`New quote request from Marisol ${lead.lastName}`, `Still waiting: quote request from Marisol ${lead.lastName}`]);
    }
  });
});
