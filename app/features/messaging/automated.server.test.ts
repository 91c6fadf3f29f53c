import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM, type TwilioStandIn } from '../../../scripts/lib/twilio-stand-in.js';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { sendAutomatedText } from './automated.server';
import { findSmsConsent, recordSmsConsent } from './consent/consent.server';
import { ensureConversation, listConversations, setOptedOut } from './conversations.server';
import { sendQueuedText } from './outbound.server';

// Automated texts (docs/texting.md): only to a number that consented and did not opt out, held
// through SMS_QUIET_HOURS (20:00-08:00 on the business calendar's clock, Eastern time), sent once
// per key by the send job to the local Twilio stand-in.

const twilioEnv = (url: string, databaseUrl: string, quiet?: string) =>
  parseEnv({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'https://texting.example',
    STAFF_NOTIFY_EMAIL: 'office@example.com',
    TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
    TWILIO_FROM: TEST_TWILIO_FROM,
    TWILIO_API_URL: url,
    ...(quiet === undefined ? {} : { SMS_QUIET_HOURS: quiet }),
  });

describe('SMS_QUIET_HOURS', () => {
  it('defaults to 20:00-08:00, takes off, and stops the start with a message naming it when bad', () => {
    expect(parseEnv({}).SMS_QUIET_HOURS).toEqual({ start: '20:00', end: '08:00' });
    expect(parseEnv({ SMS_QUIET_HOURS: 'off' }).SMS_QUIET_HOURS).toBeNull();
    expect(parseEnv({ SMS_QUIET_HOURS: '21:30-07:15' }).SMS_QUIET_HOURS).toEqual({ start: '21:30', end: '07:15' });
    expect(() => parseEnv({ SMS_QUIET_HOURS: '8pm-8am' })).toThrow(/SMS_QUIET_HOURS.*HH:MM-HH:MM/s);
    expect(() => parseEnv({ SMS_QUIET_HOURS: '08:00-08:00' })).toThrow(/SMS_QUIET_HOURS.*same time/s);
  });
});

describe.each(testDialects())('automated texts, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: twilioEnv(twilio.url, database.url) });
  });
  afterAll(async () => {
    await database.drop();
    await twilio.close();
  });

  const consent = (phone: string, id: string) =>
    recordSmsConsent(services, { leadKind: 'quote-requests', leadId: id, phone, page: '/get-quote', language: 'en' }, new Date('2026-06-01T14:00:00Z'));
  const runAtOf = async (messageId: string) =>
    (await services.db.selectFrom('jobs').select('runAt').where('payload', 'like', `%${messageId}%`).executeTakeFirstOrThrow()).runAt;
  const text = (phone: string, key: string) => ({ phone, body: 'Your visit is tomorrow at 10:00.', kind: 'reminder', key });

  it('keeps the consent with its number in E.164, the page and the exact wording, once per lead', async () => {
    expect(await consent('(305) 555-0111', 'q-consent')).toBe(true);
    expect(await consent('305.555.0111', 'q-consent')).toBe(true);
    const stored = await findSmsConsent(services.db, '+13055550111');
    expect(stored).toMatchObject({ phone: '+13055550111', leadKind: 'quote-requests', leadId: 'q-consent', page: '/get-quote', language: 'en' });
    expect(stored!.wording).toContain('msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.');
    const rows = await services.db.selectFrom('smsConsents').select('id').where('leadId', '=', 'q-consent').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a number that never consented, and stores nothing', async () => {
    const result = await sendAutomatedText(services, text('(305) 555-0122', 'no-consent'), new Date('2026-06-02T15:00:00Z'));
    expect(result).toMatchObject({ ok: false, reason: 'no-consent' });
    expect(await listConversations(services.db, { phone: '+13055550122' })).toEqual([]);
  });

  it('refuses a number that consented and then opted out, and sends nothing', async () => {
    await consent('(305) 555-0133', 'q-stop');
    const conversation = await ensureConversation(services.db, '+13055550133', undefined, new Date());
    await setOptedOut(services.db, conversation.id, true, new Date());
    const result = await sendAutomatedText(services, text('(305) 555-0133', 'opted-out'), new Date('2026-06-02T15:00:00Z'));
    expect(result).toMatchObject({ ok: false, reason: 'opted-out' });
    expect((await listConversations(services.db, { phone: '+13055550133' }))[0]!.messages).toEqual([]);
  });

  it('sends at once in the day, and only once per key, to the Twilio stand-in', async () => {
    await consent('(305) 555-0144', 'q-day');
    // 11:00 in Coral Gables (EDT).
    const now = new Date('2026-06-02T15:00:00Z');
    const result = await sendAutomatedText(services, text('(305) 555-0144', 'day'), now);
    expect(result).toMatchObject({ ok: true, duplicate: false, sendAt: now });
    expect(await sendAutomatedText(services, text('(305) 555-0144', 'day'), now)).toMatchObject({ ok: true, duplicate: true });
    const messages = (await listConversations(services.db, { phone: '+13055550144' }))[0]!.messages;
    expect(messages).toHaveLength(1);
    if (!result.ok || result.duplicate) throw new Error('queued');
    expect(await runAtOf(result.messageId)).toBe(now.toISOString());
    expect(await sendQueuedText(services, result.messageId, now)).toBe('sent');
    expect(twilio.sent.filter((one) => one.to === '+13055550144').map((one) => one.body)).toEqual(['Your visit is tomorrow at 10:00.']);
  });

  // Each: when it was ready, and when it may leave (08:00 on the calendar's clock).
  it.each([
    ['in the evening, held to the next morning across midnight', '2026-06-02T01:30:00.000Z', '2026-06-02T12:00:00.000Z'],
    ['after midnight, held to the same morning', '2026-06-02T05:30:00.000Z', '2026-06-02T12:00:00.000Z'],
    ['at 20:00 sharp, held', '2026-06-03T00:00:00.000Z', '2026-06-03T12:00:00.000Z'],
    ['at 08:00 sharp, sent', '2026-06-02T12:00:00.000Z', '2026-06-02T12:00:00.000Z'],
    ['the night the clocks spring forward (EST 22:00 → 08:00 EDT)', '2026-03-08T03:00:00.000Z', '2026-03-08T12:00:00.000Z'],
    ['the night the clocks fall back (EDT 23:00 → 08:00 EST)', '2026-11-01T03:00:00.000Z', '2026-11-01T13:00:00.000Z'],
  ])('%s', async (_what, readyAt, sendsAt) => {
    const key = `quiet-${readyAt}`;
    await consent('(305) 555-0155', 'q-quiet');
    const result = await sendAutomatedText(services, text('(305) 555-0155', key), new Date(readyAt));
    if (!result.ok || result.duplicate) throw new Error(`not queued: ${JSON.stringify(result)}`);
    expect(result.sendAt.toISOString()).toBe(sendsAt);
    expect(await runAtOf(result.messageId)).toBe(sendsAt);
  });

  it('holds nothing with SMS_QUIET_HOURS=off', async () => {
    const open = createTestServices(database, { env: twilioEnv(twilio.url, database.url, 'off') });
    await consent('(305) 555-0166', 'q-off');
    const now = new Date('2026-06-02T03:00:00Z');
    expect(await sendAutomatedText(open, text('(305) 555-0166', 'off'), now)).toMatchObject({ ok: true, sendAt: now });
  });

  it('does nothing, and keeps no consent, while texting is not configured', async () => {
    const off = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' }) });
    expect(await recordSmsConsent(off, { leadKind: 'contact-messages', leadId: 'c-off', phone: '(305) 555-0177', page: '/contact', language: 'es' })).toBe(
      false,
    );
    expect(await sendAutomatedText(off, text('(305) 555-0144', 'unconfigured'))).toMatchObject({ ok: false, reason: 'not-configured' });
  });
});
