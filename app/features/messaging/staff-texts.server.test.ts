// Staff alerts by text (docs/texting.md): the notifications feature's SMS channel, through
// messaging's sender, to the local Twilio stand-in; never to a number that opted out.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM, type TwilioStandIn } from '../../../scripts/lib/twilio-stand-in.js';
import { notifyStaff, staffAlertJob } from '~/features/notifications/staff-alerts.server';
import { readPreferencesForm, submitStaffPreferences, submitStaffSmsPhone } from '~/features/notifications/staff-preference-actions.server';
import { readStaffPreferences } from '~/features/notifications/staff-preferences.server';
import { getStaffSmsPhone, smsChannel } from '~/features/notifications/staff-sms.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import type { AppServices } from '~/lib/request-context';
import { ensureConversation, setOptedOut } from './conversations.server';
import { queueStaffText, staffTextJob } from './staff-texts.server';

const logger = pino({ level: 'silent' });
const now = new Date('2026-11-24T15:00:00Z');
const PUBLIC_URL = 'https://gwc.example';

describe.each(testDialects())('staff alerts by text, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let twilio: TwilioStandIn;
  const people: Record<'ana' | 'ben' | 'cruz', { id: string; email: string }> = {} as never;

  const deliver = async () => {
    const runner = createJobRunner({
      db: database.db,
      definitions: [
        staffAlertJob(database.db, [smsChannel(database.db, { send: (text, at) => queueStaffText(services, text, at), publicUrl: PUBLIC_URL })], logger),
        staffTextJob(services, logger),
      ],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => now,
    });
    // The alert queues the texts; the texts are then sent.
    await runner.drainOnce();
    await runner.drainOnce();
    await runner.stop();
  };
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };
  const actorOf = (name: keyof typeof people) => ({ userId: people[name].id, email: people[name].email });

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    database = await createTestDatabase(dialect);
    const env = parseEnv({
      DATABASE_URL: database.url,
      PUBLIC_URL,
      STAFF_NOTIFY_EMAIL: 'office@example.com',
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM: TEST_TWILIO_FROM,
      TWILIO_API_URL: twilio.url,
    });
    services = createTestServices(database, { env });
    for (const name of ['ana', 'ben', 'cruz'] as const) {
      const email = `${name}-${dialect}@example.com`;
      people[name] = { id: (await signedIn(services, email, 'admin')).id, email };
    }
  });
  afterAll(async () => {
    await database.drop();
    await twilio.close();
  });

  it('keeps a mobile number typed either way, in E.164, and refuses one that is not a number with its reason', async () => {
    expect((await submitStaffSmsPhone(services, actorOf('ana'), form({ phone: '(305) 555-0101' }))).init).toBeNull();
    expect(await getStaffSmsPhone(services.db, people.ana.id)).toBe('+13055550101');
    await submitStaffSmsPhone(services, actorOf('ben'), form({ phone: '+1 305 555 0102' }));
    expect(await getStaffSmsPhone(services.db, people.ben.id)).toBe('+13055550102');
    await submitStaffSmsPhone(services, actorOf('cruz'), form({ phone: '+13055550103' }));

    const refused = await submitStaffSmsPhone(services, actorOf('cruz'), form({ phone: '555-01' }));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringContaining('"555-01" is not a mobile number') });
    expect(await getStaffSmsPhone(services.db, people.cruz.id)).toBe('+13055550103');
  });

  it('offers text only for new leads, escalations and hand-offs, and keeps text choices when texting is not offered', async () => {
    const choices = readPreferencesForm(form({ 'new-lead_sms': 'on', payment_sms: 'on', 'new-lead_push': 'on' }))!;
    expect(choices['new-lead']).toEqual({ push: true, email: false, sms: true });
    expect(choices.payment.sms).toBe(false);

    await submitStaffPreferences(services, actorOf('ana'), form({ 'new-lead_sms': 'on' }));
    await submitStaffPreferences(services, actorOf('ben'), form({ 'new-lead_sms': 'on' }));
    await submitStaffPreferences(services, actorOf('cruz'), form({ escalation_sms: 'on' }));
    // Saved from a page without the text column: the text choice stays.
    await submitStaffPreferences(services, actorOf('ana'), form({ 'new-lead_push': 'on' }), ['push', 'email']);
    expect((await readStaffPreferences(services.db, [people.ana.id])).get(people.ana.id)!['new-lead']).toEqual({ push: true, email: false, sms: true });
  });

  it('texts a new lead to those who chose it, once, never to a number that opted out', async () => {
    // Ben's phone sent STOP to our number.
    const bens = await ensureConversation(services.db, '+13055550102', undefined, now);
    await setOptedOut(services.db, bens.id, true, now);

    const notice = {
      event: 'new-lead' as const,
      title: 'New quote request from Marisol Ortega',
      body: 'Two windows stick when it rains.',
      url: '/admin/quote-submissions/lead-1',
      idempotencyKey: 'lead-lead-1:created',
    };
    await notifyStaff(services.db, notice, now);
    await deliver();
    // Asked again (a retried caller), it is the same alert: nothing more goes out.
    await notifyStaff(services.db, notice, now);
    await deliver();

    expect(twilio.sent.map((text) => ({ to: text.to, from: text.from, body: text.body }))).toEqual([
      {
        to: '+13055550101',
        from: TEST_TWILIO_FROM,
        body: 'New quote request from Marisol Ortega: Two windows stick when it rains. https://gwc.example/admin/quote-submissions/lead-1',
      },
    ]);
  });

  it('refuses to queue a text to an opted-out number, and queues nothing without texting configured', async () => {
    expect(await queueStaffText(services, { to: '+13055550102', body: 'x', key: 'k1' }, now)).toEqual({
      ok: false,
      message: 'this number opted out of texts (it sent STOP)',
    });
    const off = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' }) });
    expect(await queueStaffText(off, { to: '+13055550101', body: 'x', key: 'k2' }, now)).toMatchObject({ ok: false });
    expect(await database.db.selectFrom('jobs').select('id').where('key', 'in', ['messaging.staff-text:k1', 'messaging.staff-text:k2']).execute()).toEqual([]);
  });
});
