// Whose conversation is it: only the browser holding the cookie a conversation was made for reads
// or writes it, through every visitor route; and the visitor's live streams are bounded (unknown
// conversations, per address, per conversation, per process, and idle ones).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatBrowser, chatBrowser } from '#tests/support/chat-browser';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createStreamGate } from '~/lib/stream-gate.server';
import { handleChatApi, handleChatbotContactApi } from './chat-api.server';
import { chatVisitor, newChatSessionId, ownChatSession } from './chat-visitor.server';
import { handleVisitorChatEvents, handleVisitorConversation, handleVisitorLive } from './live-chat/live-chat-handlers.server';

const json = { 'content-type': 'application/json' };

async function body(answer: Response | { data: unknown; init: ResponseInit | null } | Promise<Response | { data: unknown; init: ResponseInit | null }>) {
  const response = await answer;
  if (response instanceof Response) return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  return { status: response.init?.status ?? 200, body: response.data as Record<string, unknown>, headers: new Headers(response.init?.headers) };
}

describe('a conversation id', () => {
  const services = { secret: 's'.repeat(32) };
  it('is a UUID the server makes for one visitor key, and no other key owns it', () => {
    const ana = { key: 'a'.repeat(43) };
    const id = newChatSessionId(services, ana);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ownChatSession(services, ana, id)).toBe(id);
    expect(ownChatSession(services, { key: 'b'.repeat(43) }, id)).toBeUndefined();
    expect(ownChatSession({ secret: 't'.repeat(32) }, ana, id)).toBeUndefined();
    expect(ownChatSession(services, ana, randomUUID())).toBeUndefined();
    expect(ownChatSession(services, undefined, id)).toBeUndefined();
    expect(ownChatSession(services, ana, `${id.slice(0, 35)}${id.at(-1) === '0' ? '1' : '0'}`)).toBeUndefined();
  });

  it('is bound by an HttpOnly, SameSite=Lax cookie, Secure on an https site', () => {
    const local = chatVisitor(new Request('http://localhost/api/chat'), { env: parseEnv({}) });
    expect(local.setCookie).toMatch(/^gwc\.chat=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const site = chatVisitor(new Request('https://gables.example/api/chat'), {
      env: parseEnv({ PUBLIC_URL: 'https://gables.example', SESSION_SECRET: 'x'.repeat(32) }),
    });
    expect(site.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    // A browser that has one keeps it.
    expect(chatVisitor(new Request('http://localhost/', { headers: { cookie: `other=1; ${local.setCookie!.split(';')[0]}` } }), { env: parseEnv({}) })).toEqual(
      { key: local.key },
    );
  });
});

describe.each(testDialects())('the visitor routes on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  /** A browser's first message: its cookie and the conversation the server made. */
  async function converse(browser: ChatBrowser, message: string, using = services): Promise<string> {
    const answer = await body(
      await handleChatApi(
        browser.request('http://localhost/api/chat', { method: 'POST', headers: json, body: JSON.stringify({ message }) }),
        using,
        '203.0.113.5',
      ),
    );
    browser.keep(answer.headers);
    return String(answer.body.sessionId);
  }

  const stream = (browser: ChatBrowser, sessionId: string, { ip = '203.0.113.9', using = services } = {}) => {
    const controller = new AbortController();
    const opened = handleVisitorChatEvents(browser.request(`http://localhost/api/chat/events?session=${sessionId}`, { signal: controller.signal }), using, ip);
    return { opened, close: () => controller.abort() };
  };

  it('lets only the browser that began a conversation read or write it; another gets 404 and its messages go to a new one', async () => {
    const ana = chatBrowser();
    const sessionId = await converse(ana, 'Can I talk to a person? I am Ana, ana@example.com');
    const mallory = chatBrowser();
    await converse(mallory, 'Hello');

    const conversation = (browser: ChatBrowser) =>
      handleVisitorConversation(browser.request(`http://localhost/api/chat/conversation?session=${sessionId}`), services);
    expect((await conversation(ana)).status).toBe(200);
    const live = (browser: ChatBrowser, intent: string) =>
      body(
        handleVisitorLive(
          browser.request('http://localhost/api/chat/live', { method: 'POST', headers: json, body: JSON.stringify({ sessionId, intent }) }),
          services,
        ),
      );
    const contact = (browser: ChatBrowser) =>
      body(
        handleChatbotContactApi(
          browser.request('http://localhost/api/chatbot-contacts', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ sessionId, name: 'Mallory', email: 'm@example.com', phone: '305-555-0199' }),
          }),
          services,
          '203.0.113.6',
        ),
      );
    const notFound = { status: 404, body: { error: 'No conversation of this browser has this sessionId.' } };
    for (const stranger of [mallory, chatBrowser()]) {
      expect(await body(await conversation(stranger))).toMatchObject(notFound);
      const events = stream(stranger, sessionId);
      expect(await body(await events.opened)).toMatchObject(notFound);
      expect(await live(stranger, 'end')).toMatchObject(notFound);
      expect(await live(stranger, 'typing')).toMatchObject(notFound);
      expect(await contact(stranger)).toMatchObject(notFound);
      const posted = await body(
        await handleChatApi(
          stranger.request('http://localhost/api/chat', { method: 'POST', headers: json, body: JSON.stringify({ sessionId, message: 'What did she say?' }) }),
          services,
          '203.0.113.6',
        ),
      );
      expect(posted.status).toBe(200);
      expect(posted.body.sessionId).not.toBe(sessionId);
    }
    const { lines, state } = (await (await conversation(ana)).json()) as { lines: { text: string }[]; state: { handoff: string } };
    expect(lines.map((line) => line.text)).not.toContain('What did she say?');
    expect(state.handoff).not.toBe('none');
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toEqual([]);
  });

  it('answers 404 for a conversation of the browser that was never stored', async () => {
    const ana = chatBrowser();
    await converse(ana, 'Hi');
    const unstored = newChatSessionId(services, { key: ana.cookie!.split('=')[1]! });
    expect(await body(await stream(ana, unstored).opened)).toMatchObject({ status: 404 });
    expect(await body(await stream(ana, randomUUID()).opened)).toMatchObject({ status: 404 });
  });

  it('keeps a few streams per address and per conversation (429), and CHAT_STREAMS_MAX in all (503 with Retry-After)', async () => {
    const using = { ...services, assistant: { ...services.assistant, visitorStreams: createStreamGate({ total: 48, perAddress: 6, perSubject: 3 }) } };
    const ana = chatBrowser();
    const conversations: string[] = [];
    for (let i = 0; i < 17; i += 1) conversations.push(await converse(ana, `Question ${i}`, using));

    const open: Array<ReturnType<typeof stream>> = [];
    // 16 conversations × 3 streams, from 8 addresses × 6: every limit reached, none passed.
    for (let i = 0; i < 48; i += 1) {
      const opened = stream(ana, conversations[i % 16]!, { ip: `198.51.100.${Math.floor(i / 6)}`, using });
      expect((await opened.opened).status).toBe(200);
      open.push(opened);
    }
    const perAddress = await body(await stream(ana, conversations[16]!, { ip: '198.51.100.0', using }).opened);
    expect(perAddress).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many chat streams are open from your network\./) } });
    const perConversation = await body(await stream(ana, conversations[0]!, { ip: '198.51.100.200', using }).opened);
    expect(perConversation).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^This conversation is open in too many tabs\./) } });
    const fortyNinth = await body(await stream(ana, conversations[16]!, { ip: '198.51.100.201', using }).opened);
    expect(fortyNinth).toMatchObject({ status: 503, body: { error: 'The chat is very busy right now. Please try again in a minute, or call us.' } });
    expect(fortyNinth.headers.get('retry-after')).toBe('30');

    // A stream that ends makes room for another.
    open.pop()!.close();
    await expect.poll(() => using.assistant.visitorStreams.open).toBe(47);
    const next = stream(ana, conversations[16]!, { ip: '198.51.100.201', using });
    expect((await next.opened).status).toBe(200);
    for (const opened of [...open, next]) opened.close();
    await expect.poll(() => using.assistant.visitorStreams.open).toBe(0);
  });

  it('closes a stream that carried nothing for CHAT_STREAM_IDLE_SECONDS, and counts it out', async () => {
    const using = {
      ...services,
      assistant: { ...services.assistant, visitorStreams: createStreamGate({ total: 10, perAddress: 5, perSubject: 5 }), streamIdleMs: 300 },
    };
    const ana = chatBrowser();
    const sessionId = await converse(ana, 'Hi', using);
    const started = Date.now();
    const response = await stream(ana, sessionId, { using }).opened;
    const text = await response.text();
    expect(text).toMatch(/^retry: 2000\n\nevent: chat\.snapshot\n/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(using.assistant.visitorStreams.open).toBe(0);
  });
});
