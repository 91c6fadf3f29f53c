import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/lib/db.server';
import { createTransact } from '~/lib/group-commit.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { type ChatBrowser, chatBrowser } from '#tests/support/chat-browser';
import { createTestServices, withTightChatLimits } from '#tests/support/test-services';
import { assistantCopy } from './bot/assistant-copy';
import { sampleAssistantFacts } from '#tests/support/business';
import { handleChatApi, handleChatbotContactApi } from './chat-api.server';
import { newChatSessionId } from './chat-visitor.server';

/** What the assistant says while the profile holds its sample values. */
const english = assistantCopy(sampleAssistantFacts.company);

const mondayMorning = new Date('2024-01-15T10:30:00-05:00');

function post(path: string, body: unknown, type = 'application/json', browser: ChatBrowser = chatBrowser()) {
  return browser.request(`http://localhost${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': type },
  });
}

/** A conversation of `browser`'s own, as the server makes them. */
function conversationOf(services: AppServices, browser: ChatBrowser): string {
  return newChatSessionId(services, { key: browser.cookie!.split('=')[1]! });
}

async function answer(response: Response | { data: unknown; init: ResponseInit | null }) {
  if (response instanceof Response) return { status: response.status, body: await response.json(), headers: response.headers };
  const init = response.init ?? {};
  return { status: init.status ?? 200, body: response.data as Record<string, unknown>, headers: new Headers(init.headers) };
}

describe.each(testDialects())('assistant API on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  // One browser unless told otherwise: it keeps the cookie its first message was given.
  const visitor = chatBrowser();
  const chat = async (body: unknown, { ip = '203.0.113.1', using = services, type = 'application/json', browser = visitor } = {}) => {
    const answered = await answer(await handleChatApi(post('/api/chat', body, type, browser), using, ip, () => mondayMorning));
    browser.keep(answered.headers);
    return answered;
  };
  const saveContact = async (body: unknown, ip = '203.0.113.1', browser = visitor) =>
    answer(await handleChatbotContactApi(post('/api/chatbot-contacts', body, 'application/json', browser), services, ip));

  it('answers a message with { response } and persists both', async () => {
    const { status, body } = await chat({ message: '  How much is window installation?  ' });
    const sessionId = String(body.sessionId);
    expect(status).toBe(200);
    expect(body.response).toContain('Standard: $350 per window');
    expect(body.step).toBe('offer');
    const lines = await database.db
      .selectFrom('chatMessages')
      .select(['sender', 'text'])
      .where('sessionId', '=', sessionId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(lines.map((line) => line.sender)).toEqual(['bot', 'user', 'bot']);
    expect(lines[1]!.text).toBe('How much is window installation?');
  });

  it('refuses empty, over-long and malformed messages with 4xx and a clear message', async () => {
    const sessionId = randomUUID();
    expect(await chat({ sessionId, message: '   ' })).toMatchObject({ status: 400, body: { error: 'Type a message first.' } });
    expect(await chat({ sessionId, message: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { error: 'Please keep each message under 1,000 characters.' },
    });
    expect(await chat({ sessionId, message: 42 })).toMatchObject({ status: 400, body: { error: 'message is required.' } });
    expect(await chat({ sessionId: 'abc', message: 'hi' })).toMatchObject({ status: 400, body: { error: 'sessionId must be the UUID of the chat session.' } });
    expect((await chat('{"message": ')).status).toBe(400);
    expect((await chat('[]')).status).toBe(400);
    expect((await chat({ sessionId, message: 'hi' }, { type: 'text/plain' })).status).toBe(415);
    expect((await chat({ sessionId, message: 'x'.repeat(9000) })).status).toBe(413);
    expect(await database.db.selectFrom('chatMessages').select('id').where('sessionId', '=', sessionId).execute()).toEqual([]);
  });

  it('limits messages per conversation and per address, with Retry-After', async () => {
    const limited = withTightChatLimits(services);
    const first = await chat({ message: 'hi' }, { using: limited });
    const sessionId = String(first.body.sessionId);
    expect([first.status, (await chat({ sessionId, message: 'hi' }, { using: limited })).status]).toEqual([200, 200]);
    const third = await chat({ sessionId, message: 'hi' }, { using: limited });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.error).toMatch(/^This conversation has reached its limit of messages for now\. Please wait 10 minutes/);

    // Every message counts against the address, the refused third one too: a new conversation
    // from the same address gets one more before the address limit caps it.
    expect((await chat({ message: 'hi' }, { using: limited })).status).toBe(200);
    const capped = await chat({ message: 'hi' }, { using: limited });
    expect(capped).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many messages from your network\./) } });
    expect((await chat({ message: 'hi' }, { using: limited, ip: '198.51.100.9' })).status).toBe(200);
  });

  it('says a refusal in the language of the message, or of the page it came from', async () => {
    const limited = withTightChatLimits(services);
    const first = await chat({ message: 'hola', language: 'es' }, { using: limited, ip: '198.51.100.20' });
    const sessionId = String(first.body.sessionId);
    expect([first.status, (await chat({ sessionId, message: 'hola', language: 'es' }, { using: limited, ip: '198.51.100.20' })).status]).toEqual([200, 200]);
    const spanish = await chat({ sessionId, message: '¿Cuánto cuesta reparar una ventana?' }, { using: limited, ip: '198.51.100.20' });
    expect(spanish.status).toBe(429);
    expect(spanish.body.error).toMatch(/^Esta conversación llegó por ahora a su límite de mensajes\. Espere 10 minutos y vuelva a intentarlo, o llámenos al /);
    const fromSpanishPage = await chat({ sessionId, message: 'ok', language: 'es' }, { using: limited, ip: '198.51.100.20' });
    expect(fromSpanishPage.body.error).toMatch(/^Esta conversación llegó/);
    const english = await chat({ sessionId, message: 'How much is a repair?', language: 'es' }, { using: limited, ip: '198.51.100.21' });
    expect(english.body.error).toMatch(/^This conversation has reached its limit/);
  });

  it('answers 503, not 500, when the database is unreachable', async () => {
    // Nothing listens on port 1, so every query fails as it would with the database down.
    const unreachable = openDatabase('postgres://postgres@127.0.0.1:1/unreachable');
    const down = { ...services, db: unreachable.db, transact: createTransact(unreachable.db, 'postgres') };
    const browser = chatBrowser();
    const { status, body, headers } = await chat({ message: 'hi' }, { using: down, browser });
    expect(status).toBe(503);
    expect(body.error).toMatch(/^The assistant is unavailable right now/);
    expect(headers.get('retry-after')).toBe('5');
    const sessionId = conversationOf(services, browser);
    const contact = await answer(
      await handleChatbotContactApi(
        post('/api/chatbot-contacts', { sessionId, name: 'A', email: 'a@example.com', phone: '1' }, 'application/json', browser),
        down,
        '192.0.2.1',
      ),
    );
    expect(contact.status).toBe(503);
    await unreachable.close();
  });

  it('walks a visitor through the contact collection, then saves the contact idempotently', async () => {
    const sessionId = String((await chat({ message: 'Do you repair sliding doors?' })).body.sessionId);
    expect((await chat({ sessionId, message: 'Can I get a quote?' })).body.step).toBe('offer');
    expect((await chat({ sessionId, message: 'yes' })).body).toEqual({ sessionId, response: english.askName, step: 'name' });
    await chat({ sessionId, message: 'Marisol Ortega' });
    expect((await chat({ sessionId, message: 'marisol@' })).body.response).toBe(english.invalidEmail);
    await chat({ sessionId, message: 'marisol@example.com' });
    const done = await chat({ sessionId, message: '305-555-0188' });
    expect(done.body).toMatchObject({ step: 'done', contact: { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188' } });

    const contact = { sessionId, ...(done.body.contact as object) };
    const created = await saveContact(contact);
    expect(created.status).toBe(201);
    const retried = await saveContact(contact);
    expect(retried).toMatchObject({ status: 200, body: { id: created.body.id } });

    const rows = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'new', message: 'Do you repair sliding doors?\nCan I get a quote?' });
    const email = await database.db.selectFrom('outbox').selectAll().where('refId', '=', String(created.body.id)).execute();
    expect(email).toHaveLength(1);
    expect(email[0]!.textBody).toContain(`${services.env.PUBLIC_URL}/admin/chatbot-contacts/${created.body.id}`);
    expect(email[0]!.textBody).toContain('Marisol Ortega: marisol@');
  });

  it('refuses an invalid contact with the fields at fault', async () => {
    const { status, body } = await saveContact({ sessionId: randomUUID(), name: ' ', email: 'nope', phone: '' });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number is required'],
    });
    expect((await saveContact({ name: 'A', email: 'a@example.com', phone: '1' })).body.fieldErrors).toEqual({ sessionId: ['sessionId is required'] });
  });

  it('rate-limits contact saves like every other lead', async () => {
    const limited = { ...services, leadLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 600_000 }) };
    const sessionId = () => conversationOf(services, visitor);
    const send = async () =>
      answer(
        await handleChatbotContactApi(
          post('/api/chatbot-contacts', { sessionId: sessionId(), name: 'A', email: 'a@example.com', phone: '1' }, 'application/json', visitor),
          limited,
          '192.0.2.44',
        ),
      );
    expect((await send()).status).toBe(201);
    const second = await send();
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).not.toBeNull();
  });
});
