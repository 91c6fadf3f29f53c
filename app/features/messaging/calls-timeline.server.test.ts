// A call on the lead's timeline (docs/texting.md): a missed call and its text-back in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM, type TwilioStandIn } from '../../../scripts/lib/twilio-stand-in.js';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { callEventsOfLead, describeCall, endDial, receiveCall } from './calls.server';
import { ensureConversation } from './conversations.server';

describe('a call in words', () => {
  it('says whether it was missed and texted back', () => {
    expect(describeCall({ caller: '+13055550142', outcome: 'no-answer', textedBack: 1 })).toBe('Missed call from (305) 555-0142; texted back');
    expect(describeCall({ caller: '+13055550142', outcome: 'busy', textedBack: 0 })).toBe(
      'Missed call from (305) 555-0142 (the office line was busy); not texted back (the number opted out, or was texted back lately)',
    );
    expect(describeCall({ caller: '+442079460958', outcome: 'completed', textedBack: 0 })).toBe('Call from +442079460958, answered at the office');
    expect(describeCall({ caller: '+13055550142', outcome: null, textedBack: 0 })).toBe('Call from (305) 555-0142 (ringing the office)');
  });
});

describe.each(testDialects())("calls on the lead's timeline, on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    database = await createTestDatabase(dialect);
    const env = parseEnv({
      DATABASE_URL: database.url,
      PUBLIC_URL: 'https://texting.example',
      STAFF_NOTIFY_EMAIL: 'office@example.com',
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM: TEST_TWILIO_FROM,
      TWILIO_API_URL: twilio.url,
    });
    services = createTestServices(database, { env });
  });
  afterAll(async () => {
    await database.drop();
    await twilio.close();
  });

  it('shows a missed call from the lead’s number and its text-back, and a second missed call not texted again', async () => {
    const lead = { kind: 'contact-messages' as const, id: 'c-caller' };
    await ensureConversation(services.db, '+13055550142', lead, new Date('2026-06-02T14:00:00Z'));
    await receiveCall(services, { sid: 'CA1', from: '+13055550142' }, new Date('2026-06-02T15:00:00Z'));
    expect(await endDial(services, { sid: 'CA1', status: 'no-answer' }, new Date('2026-06-02T15:00:20Z'))).toBe('texted-back');
    await receiveCall(services, { sid: 'CA2', from: '+13055550142' }, new Date('2026-06-02T16:00:00Z'));
    expect(await endDial(services, { sid: 'CA2', status: 'no-answer' }, new Date('2026-06-02T16:00:20Z'))).toBe('texted-lately');

    const events = await callEventsOfLead(services.db, lead);
    expect(events.map((event) => [event.createdAt, event.detail.described])).toEqual([
      ['2026-06-02T15:00:00.000Z', 'Missed call from (305) 555-0142; texted back'],
      ['2026-06-02T16:00:00.000Z', 'Missed call from (305) 555-0142; not texted back (the number opted out, or was texted back lately)'],
    ]);
    expect(await callEventsOfLead(services.db, { kind: 'contact-messages', id: 'someone-else' })).toEqual([]);
  });
});
