import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageSid,
  signTwilio,
  startTwilioStandIn,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_TWILIO_FROM,
  type TwilioStandIn,
} from '../../../scripts/lib/twilio-stand-in.js';
import { getContactMessage } from '~/features/leads/intake/contact-messages.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { apiSendReply } from './api-handlers.server';
import { listConversations } from './conversations.server';
import { sendQueuedText } from './outbound.server';
import { twilioDialWebhook, twilioSmsWebhook, twilioStatusWebhook, twilioVoiceWebhook } from './webhook-handlers.server';

// Texting end to end below the browser (docs/texting.md): signed webhooks into the handlers the
// routes call, on each database, with the send job talking to the local Twilio stand-in.

const PUBLIC_URL = 'https://texting.example';
const staff = { userId: 'staff-1', email: 'office@example.com' };

function webhook(path: string, params: Record<string, string>, signature?: string): Request {
  const body = new URLSearchParams(params);
  return new Request(`${PUBLIC_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? signTwilio(TEST_AUTH_TOKEN, `${PUBLIC_URL}${path}`, body),
    },
    body,
  });
}

const inbound = (from: string, body: string, sid = messageSid()) =>
  webhook('/api/webhooks/twilio/sms', { MessageSid: sid, AccountSid: TEST_ACCOUNT_SID, From: from, To: TEST_TWILIO_FROM, Body: body, NumMedia: '0' });

const reply = (conversationId: string, body: string) =>
  new Request(`${PUBLIC_URL}/api/admin/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });

describe.each(testDialects())('texting with customers, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let twilio: TwilioStandIn;

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
  });
  afterAll(async () => {
    await database.drop();
    await twilio.close();
  });

  const conversationOf = async (phone: string) => (await listConversations(services.db, { phone }))[0]!;
  const sendQueued = async (conversationId: string) => {
    const conversation = (await listConversations(services.db)).find((one) => one.id === conversationId)!;
    for (const message of conversation.messages.filter((one) => one.status === 'queued' && one.kind !== 'keyword'))
      await sendQueuedText(services, message.id, new Date());
  };

  it('stores a text from a new number as a lead with its conversation, once, however often Twilio replays it', async () => {
    const sid = messageSid();
    const first = await twilioSmsWebhook(services, inbound('+13055550111', 'Hi, my bedroom window is cracked. Can you come this week?', sid));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/xml');
    for (let replay = 0; replay < 3; replay++)
      expect((await twilioSmsWebhook(services, inbound('+13055550111', 'Hi, my bedroom window is cracked. Can you come this week?', sid))).status).toBe(200);

    const conversation = await conversationOf('+13055550111');
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.unread).toBe(1);
    expect(conversation.leadKind).toBe('contact-messages');
    const lead = await getContactMessage(services.db, conversation.leadId!);
    expect(lead).toMatchObject({ phone: '+13055550111', name: 'Text from (305) 555-0111', utmSource: 'Text message' });
    expect(lead!.message).toContain('bedroom window is cracked');
    const leads = await services.db.selectFrom('contactMessages').select('id').where('phone', '=', '+13055550111').execute();
    expect(leads).toHaveLength(1);

    // A second text from the number joins the conversation and makes no second lead.
    await twilioSmsWebhook(services, inbound('+13055550111', 'Also the sliding door.'));
    expect((await conversationOf('+13055550111')).messages.map((message) => message.body)).toEqual([
      'Hi, my bedroom window is cracked. Can you come this week?',
      'Also the sliding door.',
    ]);
    expect(await services.db.selectFrom('contactMessages').select('id').where('phone', '=', '+13055550111').execute()).toHaveLength(1);
  });

  it('refuses a forged or missing signature with 403 and stores nothing', async () => {
    const forged = await twilioSmsWebhook(
      services,
      webhook('/api/webhooks/twilio/sms', { MessageSid: messageSid(), From: '+13055550122', Body: 'hello' }, 'bm90IGEgc2lnbmF0dXJl'),
    );
    expect(forged.status).toBe(403);
    const unsigned = new Request(`${PUBLIC_URL}/api/webhooks/twilio/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: messageSid(), From: '+13055550122', Body: 'hello' }),
    });
    expect((await twilioSmsWebhook(services, unsigned)).status).toBe(403);
    expect(await listConversations(services.db, { phone: '+13055550122' })).toEqual([]);
    expect(await services.db.selectFrom('contactMessages').select('id').where('phone', '=', '+13055550122').execute()).toEqual([]);
  });

  it('joins a text from a known lead to that lead, and sends a staff reply through Twilio with its delivery recorded', async () => {
    const { receiveLead } = await import('~/features/leads/intake/receive-lead.server');
    const stored = await receiveLead(
      services,
      {
        kind: 'quote-requests',
        input: {
          firstName: 'Marisol',
          lastName: 'Reyes',
          email: 'marisol@example.com',
          phone: '(305) 555-0133',
          address: '540 Biltmore Way',
          city: 'Coral Gables',
          state: 'FL',
          zipCode: '33134',
          projectType: 'window-repair',
          projectDescription: 'Two windows stick.',
        },
      },
      {
        language: 'en',
        source: { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null },
        signals: [],
      },
    );
    await twilioSmsWebhook(services, inbound('+13055550133', 'Is Tuesday ok?'));
    const conversation = await conversationOf('+13055550133');
    expect(conversation).toMatchObject({ leadKind: 'quote-requests', leadId: stored.stored ? stored.id : 'none' });

    const answer = await apiSendReply(services, conversation.id, staff, reply(conversation.id, 'Tuesday at 10 works. See you then!'));
    expect(answer.status).toBe(201);
    const { message } = (await answer.json()) as { message: { id: string; status: string; direction: string } };
    expect(message).toMatchObject({ direction: 'out', status: 'queued' });
    await sendQueued(conversation.id);
    const sent = twilio.sent.find((text) => text.to === '+13055550133')!;
    expect(sent).toMatchObject({
      from: TEST_TWILIO_FROM,
      body: 'Tuesday at 10 works. See you then!',
      statusCallback: `${PUBLIC_URL}/api/webhooks/twilio/status`,
    });

    for (const status of ['sent', 'delivered', 'sent'])
      expect((await twilioStatusWebhook(services, webhook('/api/webhooks/twilio/status', { MessageSid: sent.sid, MessageStatus: status }))).status).toBe(200);
    const delivered = (await conversationOf('+13055550133')).messages.find((one) => one.id === message.id)!;
    expect(delivered.status).toBe('delivered');
  });

  it('refuses a reply that is empty or too long with 400, naming the problem', async () => {
    const conversation = await conversationOf('+13055550133');
    const empty = await apiSendReply(services, conversation.id, staff, reply(conversation.id, '   '));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('Write the text to send.');
    const long = await apiSendReply(services, conversation.id, staff, reply(conversation.id, 'x'.repeat(1601)));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain('1,600 characters');
  });

  it('STOP opts the number out: replies are refused with 409 and nothing is sent until START', async () => {
    const answer = await twilioSmsWebhook(services, inbound('+13055550133', ' stop '));
    expect(await answer.text()).toContain('START');
    const conversation = await conversationOf('+13055550133');
    expect(conversation.optedOut).toBe(true);
    const before = twilio.sent.length;
    const refused = await apiSendReply(services, conversation.id, staff, reply(conversation.id, 'Are you still there?'));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain('opted out');
    await sendQueued(conversation.id);
    expect(twilio.sent.length).toBe(before);
    // A STOP makes no lead and is not a message for staff to answer.
    expect(await services.db.selectFrom('contactMessages').select('id').where('phone', '=', '+13055550133').execute()).toEqual([]);

    await twilioSmsWebhook(services, inbound('+13055550133', 'Start'));
    expect((await conversationOf('+13055550133')).optedOut).toBe(false);
    expect((await apiSendReply(services, conversation.id, staff, reply(conversation.id, 'Welcome back!'))).status).toBe(201);
  });

  it('answers HELP with the company name and phone', async () => {
    const answer = await (await twilioSmsWebhook(services, inbound('+13055550144', 'HELP'))).text();
    expect(answer).toMatch(/<Message>[^<]*call us at \(\d{3}\) \d{3}-\d{4}/);
    expect(answer).toContain('llámenos');
  });

  it('texts a missed caller back once, and not again within a day', async () => {
    const callSid = `CA${'1'.repeat(32)}`;
    const voice = await twilioVoiceWebhook(services, webhook('/api/webhooks/twilio/voice', { CallSid: callSid, From: '+13055550155', To: TEST_TWILIO_FROM }));
    const twiml = await voice.text();
    expect(twiml).toContain(`<Dial action="${PUBLIC_URL}/api/webhooks/twilio/dial" method="POST" timeout="20">+1`);
    const dialed = () => twilioDialWebhook(services, webhook('/api/webhooks/twilio/dial', { CallSid: callSid, DialCallStatus: 'no-answer' }));
    expect((await dialed()).status).toBe(200);
    expect((await dialed()).status).toBe(200);
    const conversation = await conversationOf('+13055550155');
    await sendQueued(conversation.id);
    const texts = twilio.sent.filter((text) => text.to === '+13055550155');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`${PUBLIC_URL}/get-quote`);
    expect(texts[0]!.body).toContain(`${PUBLIC_URL}/es/book`);

    const secondCall = `CA${'2'.repeat(32)}`;
    await twilioVoiceWebhook(services, webhook('/api/webhooks/twilio/voice', { CallSid: secondCall, From: '+13055550155' }));
    await twilioDialWebhook(services, webhook('/api/webhooks/twilio/dial', { CallSid: secondCall, DialCallStatus: 'busy' }));
    await sendQueued(conversation.id);
    expect(twilio.sent.filter((text) => text.to === '+13055550155')).toHaveLength(1);
  });

  it('keeps the carrier’s opt-out (21610) as ours', async () => {
    twilio.optedOut.add('+13055550111');
    const conversation = await conversationOf('+13055550111');
    expect((await apiSendReply(services, conversation.id, staff, reply(conversation.id, 'We can come Thursday.'))).status).toBe(201);
    await sendQueued(conversation.id);
    const after = await conversationOf('+13055550111');
    expect(after.optedOut).toBe(true);
    expect(after.messages.at(-1)).toMatchObject({ status: 'failed', errorCode: '21610' });
  });
});

describe('texting without configuration', () => {
  it('answers every texting route 404 and stores nothing', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const services = createTestServices(database);
      expect((await twilioSmsWebhook(services, inbound('+13055550166', 'hello'))).status).toBe(404);
      expect((await apiSendReply(services, 'x', staff, reply('x', 'hi'))).status).toBe(404);
      expect(await listConversations(services.db)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
