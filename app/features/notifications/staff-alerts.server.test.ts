// Staff alerts through each person's chosen channels: a real push service on 127.0.0.1 that
// decrypts what each device would show, and the mail outbox for the email channel.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, testPushKeys } from '#tests/support/test-services';
import { startPushService, type PushService } from '../../../scripts/lib/push-service.js';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { saveDevice } from './push-devices.server';
import { emailChannel, notifyStaff, pushChannel, staffAlertJob, type StaffNotice } from './staff-alerts.server';
import { submitStaffPreferences } from './staff-preference-actions.server';
import { defaultPreference, readStaffPreferences, saveStaffPreferences, type StaffPreferences } from './staff-preferences.server';

const logger = pino({ level: 'silent' });
const now = new Date('2026-11-24T15:00:00Z');

describe.each(testDialects())('staff alerts by preference, on %s', (dialect) => {
  let database: TestDatabase;
  let push: PushService;
  const people: Record<'ana' | 'ben' | 'customer', { id: string; device: ReturnType<PushService['subscribe']> }> = {} as never;

  const deliver = async () => {
    const runner = createJobRunner({
      db: database.db,
      definitions: [
        staffAlertJob(
          database.db,
          [
            pushChannel(database.db, testPushKeys, { logger, allowedHosts: ['127.0.0.1'] }),
            emailChannel(database.db, { publicUrl: 'https://gwc.example', appName: async () => 'Gables Window Care' }),
          ],
          logger,
        ),
      ],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => now,
    });
    const ran = await runner.drainOnce();
    await runner.stop();
    return ran;
  };
  const devicesReached = () => push.received.map((message) => Object.entries(people).find(([, person]) => person.device.endpoint === message.endpoint)?.[0]);
  const emails = () => database.db.selectFrom('outbox').select(['kind', 'toAddress', 'subject', 'textBody']).orderBy('toAddress').execute();
  const notice = (overrides: Partial<StaffNotice> = {}): StaffNotice => ({
    event: 'new-lead',
    leadId: 'lead-1',
    title: 'New quote request from Marisol Ortega',
    body: 'Two windows stick when it rains.',
    url: '/admin/quote-submissions/lead-1',
    idempotencyKey: 'lead-lead-1:created',
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const services = createTestServices(database);
    push = await startPushService();
    const roles = { ana: 'admin', ben: 'superAdmin', customer: 'user' } as const;
    for (const [name, role] of Object.entries(roles) as [keyof typeof roles, (typeof roles)[keyof typeof roles]][]) {
      const { id } = await signedIn(services, `${name}-${dialect}@example.com`, role);
      const device = push.subscribe();
      await saveDevice(database.db, id, device, null);
      people[name] = { id, device };
    }
  });
  afterAll(async () => {
    await push.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
    await database.db.deleteFrom('staffAlertPreferences').execute();
  });
  afterEach(() => {
    push.received.length = 0;
  });

  it('by default pushes every event to every staff member’s devices and emails nobody: what the product did before preferences', async () => {
    const preferences = await readStaffPreferences(database.db, [people.ana.id]);
    // A customer's own booking, move or cancel is emailed too by default: no office inbox gets it otherwise.
    expect(preferences.get(people.ana.id)).toEqual({
      'new-lead': defaultPreference,
      escalation: defaultPreference,
      'hand-off': defaultPreference,
      payment: defaultPreference,
      visit: { push: true, email: true },
      'job-due': { push: true, email: true },
    });

    await notifyStaff(database.db, notice(), now);
    expect(await deliver()).toBe(1);
    expect(devicesReached().sort()).toEqual(['ana', 'ben']);
    expect(push.received[0]!.payload).toEqual({
      title: 'New quote request from Marisol Ortega',
      body: 'Two windows stick when it rains.',
      url: '/admin/quote-submissions/lead-1',
      tag: 'lead-lead-1:created',
    });
    expect(await emails()).toEqual([]);
  });

  it('follows each person’s choice per event: email instead of push for one, nothing for the other', async () => {
    const actor = { userId: people.ben.id, email: 'ben@example.com' };
    const benChoice: StaffPreferences = {
      'new-lead': { push: false, email: true },
      escalation: { push: true, email: true },
      'hand-off': { push: true, email: false },
      payment: { push: false, email: true },
      visit: { push: false, email: false },
      'job-due': { push: false, email: true },
    };
    await saveStaffPreferences(database.db, people.ben.id, benChoice, { actor, now });
    await saveStaffPreferences(database.db, people.ana.id, { ...benChoice, 'new-lead': { push: false, email: false } }, { actor, now });
    expect((await readStaffPreferences(database.db, [people.ben.id])).get(people.ben.id)).toEqual(benChoice);

    await notifyStaff(database.db, notice(), now);
    // Asked again (a retried job of the caller's), it is the same alert: nothing more goes out.
    await notifyStaff(database.db, notice(), now);
    await deliver();
    expect(push.received).toEqual([]);
    expect(await emails()).toEqual([
      {
        kind: 'staff-alert.new-lead',
        toAddress: `ben-${dialect}@example.com`,
        subject: 'New quote request from Marisol Ortega',
        textBody: 'Two windows stick when it rains.\n\nOpen it: https://gwc.example/admin/quote-submissions/lead-1\n\nGables Window Care back office\n',
      },
    ]);
  });

  it('reaches only the staff named (those available to chat), never a customer', async () => {
    await notifyStaff(
      database.db,
      notice({ event: 'hand-off', idempotencyKey: 'chat-1:1', userIds: [people.ben.id, people.customer.id], url: '/admin/chats/1', expiresInSeconds: 120 }),
      now,
    );
    await deliver();
    expect(devicesReached()).toEqual(['ben']);
    expect(push.received[0]).toMatchObject({ ttl: 120 });
  });

  it('tries again an alert that reached nobody because a push service failed', async () => {
    push.answerWith(people.ana.device.endpoint, 503);
    push.answerWith(people.ben.device.endpoint, 503);
    await notifyStaff(database.db, notice(), now);
    await deliver();
    push.answerWith(people.ana.device.endpoint, 201);
    push.answerWith(people.ben.device.endpoint, 201);
    const job = await database.db.selectFrom('jobs').select(['state', 'attempts', 'lastError']).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job.lastError).toContain('push: 127.0.0.1');
    expect(job.lastError).toContain('answered 503');
  });

  it('saves the Alerts page form as posted (an unticked box is off), and refuses values a browser does not send', async () => {
    const actor = { userId: people.ana.id, email: 'ana@example.com' };
    const form = (fields: [string, string][]) => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      return body;
    };
    const saved = await submitStaffPreferences(
      { db: database.db },
      actor,
      form([
        ['intent', 'alert-preferences'],
        ['new-lead_email', 'on'],
        ['hand-off_push', 'on'],
      ]),
    );
    expect(saved.data).toMatchObject({ ok: true, message: 'Your alert choices are saved.' });
    const off = { push: false, email: false };
    expect((await readStaffPreferences(database.db, [people.ana.id])).get(people.ana.id)).toEqual({
      'new-lead': { push: false, email: true },
      escalation: off,
      'hand-off': { push: true, email: false },
      payment: off,
      visit: off,
      'job-due': off,
    });
    for (const fields of [
      [['new-lead_push', 'yes']],
      [
        ['new-lead_push', 'on'],
        ['new-lead_push', 'on'],
      ],
    ] as [string, string][][]) {
      const refused = await submitStaffPreferences({ db: database.db }, actor, form(fields));
      expect([refused.init?.status, refused.data.message]).toEqual([400, 'The choices could not be read. Please try again.']);
    }
    expect((await readStaffPreferences(database.db, [people.ana.id])).get(people.ana.id)!['new-lead']).toEqual({ push: false, email: true });
  });
});
