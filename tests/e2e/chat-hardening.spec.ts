// Issue 31's live chat and log findings, against production servers: the log of a run that opens
// an estimate and a chat holds neither the estimate's token nor the conversation's id; a visitor's
// event streams are bounded (unknown conversations, per address, per conversation, per process,
// idle); a conversation id typed into another browser's address reads nothing; and a staff
// member cannot end a colleague's chat. Servers of their own: one whose log is read, one with
// lowered stream limits and staff who make themselves available (which the shared server's
// availability journey must not see).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { sessionCookie, storeAccount } from './accounts-helpers';
import { setAvailableForChat } from './chat-helpers';
import { openLinks } from '~/features/mail/links.server';
import { E2E_SESSION_SECRET } from './database';
import { quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';

type Server = Awaited<ReturnType<typeof startProductionServer>>;

const OWNER = { email: 'owner@chat-hardening.test', password: 'owner-password-hardening' };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A production server on a fresh SQLite file of its own, at a PUBLIC_URL that is its own address. */
async function startServer(name: string, env: Record<string, string>, stdout: 'pipe' | 'ignore' = 'ignore') {
  const dir = `data/e2e-${name}-${run}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const database = `${dir}/app.db`;
  const server = await startProductionServer({
    port,
    stdout,
    env: {
      DATABASE_URL: `file:./${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SUPERADMIN_EMAIL: OWNER.email,
      SUPERADMIN_PASSWORD: OWNER.password,
      STAFF_NOTIFY_EMAIL: 'office@chat-hardening.test',
      LEAD_RATE_LIMIT: '10000',
      AUTH_RATE_LIMIT: '10000',
      SESSION_SECRET: E2E_SESSION_SECRET,
      ...env,
    },
  });
  return { server, database, dir };
}

/** A request from a script: the chat's cookie kept by hand, the visitor's address forwarded (TRUST_PROXY). */
class Visitor {
  cookie = '';
  constructor(
    readonly url: string,
    readonly ip: string,
  ) {}

  /** A new conversation's first message. It offers an id of its own choosing, which the server ignores: the conversation is the one it names. */
  async say(message: string): Promise<string> {
    const chosen = randomUUID();
    const response = await fetch(`${this.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ message, sessionId: chosen }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return ((await response.json()) as { sessionId?: string }).sessionId ?? chosen;
  }

  /** Opens the conversation's event stream from `ip`; resolves once its headers arrive. */
  async stream(sessionId: string, ip = this.ip) {
    const controller = new AbortController();
    const response = await fetch(`${this.url}/api/chat/events?session=${sessionId}`, {
      headers: { 'x-forwarded-for': ip, ...(this.cookie ? { cookie: this.cookie } : {}) },
      signal: controller.signal,
    });
    return { response, close: () => controller.abort() };
  }

  /** A stream that should have been refused: its status, Retry-After and JSON error (an open stream is closed at once). */
  async refusal(sessionId: string, ip = this.ip) {
    const { response, close } = await this.stream(sessionId, ip);
    if (response.status === 200) {
      close();
      return { status: 200 };
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { error: string } };
  }
}

test.describe('the request log', () => {
  test('holds neither the token of an estimate link nor the chat’s conversation id, whatever was opened', async ({ browser }) => {
    test.setTimeout(120_000);
    const { server, database, dir } = await startServer('chat-log', { LOG_LEVEL: 'info' }, 'pipe');
    const log: string[] = [];
    server.child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    try {
      // The owner sends an estimate; the customer opens the emailed link, in English and Spanish.
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      const quote = await quoteRequest(api, 'Lucia');
      await sentByApi(api, OWNER, quote.id);
      const outbox = new Database(database, { readonly: true });
      const [{ text_body: email }] = outbox.prepare("select text_body from outbox where kind = 'estimate.sent'").all() as [{ text_body: string }];
      outbox.close();
      // Queued sealed (features/mail/links): the link as the mail job sends it.
      const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(email, E2E_SESSION_SECRET))![1]!;

      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.goto(`/estimates/${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`/es/estimates/${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await page.request.get(`/estimates/${token}.data`)).status()).toBe(200);
      // Other spellings of the link are redirected to it, and logged as sent.
      await page.goto(`/ESTIMATES/${token}`);
      await expect(page).toHaveURL(`${server.url}/estimates/${token}`);

      // The visitor chats on the chat page, which puts the conversation in its address.
      await page.goto('/chat');
      await page.getByRole('textbox').fill('What are your hours?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/chat\?session=[0-9a-f-]{36}#latest$/);
      const sessionId = /session=([0-9a-f-]{36})/.exec(page.url())![1]!;
      // Hydrated, the page read it as data (/chat.data?session=…); a reload reads it as a document.
      await page.reload();
      expect((await page.request.get(`/api/chat/conversation?session=${sessionId}`)).status()).toBe(200);
      const [chatCookie] = (await context.cookies()).filter((cookie) => cookie.name === 'gwc.chat');
      const visitor = new Visitor(server.url, '127.0.0.1');
      visitor.cookie = chatCookie ? `gwc.chat=${chatCookie.value}` : '';
      const events = await visitor.stream(sessionId);
      expect(events.response.status).toBe(200);
      events.close();
      await context.close();
      await api.dispose();

      await server.stop();
      const text = log.join('');
      const lines = text.split('\n').filter(Boolean);
      const redacted = lines.filter((line) => line.includes('[redacted]'));
      expect(text).not.toContain(token);
      expect(text).not.toContain(sessionId);
      expect(chatCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(text).not.toContain(chatCookie!.value);
      expect(redacted.some((line) => line.includes('"/estimates/[redacted]"'))).toBe(true);
      expect(redacted.some((line) => line.includes('"/es/estimates/[redacted]"'))).toBe(true);
      expect(redacted.some((line) => line.includes('"/estimates/[redacted].data"'))).toBe(true);
      expect(redacted.some((line) => line.includes('"/ESTIMATES/[redacted]"'))).toBe(true);
      expect(redacted.some((line) => line.includes('/chat?session=[redacted]'))).toBe(true);
      expect(redacted.some((line) => line.includes('/api/chat/events?session=[redacted]'))).toBe(true);
      test.info().annotations.push({ type: 'log', description: `${lines.length} lines, ${redacted.length} with [redacted]` });
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('the live chat on a server of its own', () => {
  // In order on one server, each test whatever the one before found.
  test.describe.configure({ mode: 'default' });
  let server: Server;
  let database: string;
  let dir: string;

  test.beforeAll(async () => {
    ({ server, database, dir } = await startServer('chat-limits', {
      TRUST_PROXY: 'true',
      CHAT_STREAMS_MAX: '48',
    }));
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('answers 404 for a conversation the browser does not hold: an id of nobody’s, or another browser’s', async () => {
    const ana = new Visitor(server.url, '203.0.113.1');
    const conversation = await ana.say('What are your hours?');
    expect(await ana.refusal(randomUUID())).toMatchObject({ status: 404, body: { error: 'No conversation of this browser has this sessionId.' } });
    const mallory = new Visitor(server.url, '203.0.113.66');
    await mallory.say('Hello');
    expect(await mallory.refusal(conversation)).toMatchObject({ status: 404 });
    expect((await ana.refusal(conversation)).status).toBe(200);
  });

  test('refuses the 49th stream with 503, Retry-After and a JSON error (CHAT_STREAMS_MAX=48 here)', async () => {
    const ana = new Visitor(server.url, '203.0.113.2');
    const conversations: string[] = [];
    for (let i = 0; i < 17; i += 1) conversations.push(await ana.say(`Question ${i}`));
    // 16 conversations × 3, from 8 addresses × 6: at, and not past, the other limits.
    const open = await Promise.all(Array.from({ length: 48 }, (_, i) => ana.stream(conversations[i % 16]!, `198.51.100.${Math.floor(i / 6)}`)));
    try {
      expect(open.map(({ response }) => response.status)).toEqual(Array(48).fill(200));
      expect(await ana.refusal(conversations[16]!, '198.51.100.98')).toEqual({
        status: 503,
        retryAfter: '30',
        body: { error: 'The chat is very busy right now. Please try again in a minute, or call us.' },
      });
      // A stream that ends makes room for another.
      open.pop()!.close();
      await expect.poll(async () => (await ana.refusal(conversations[16]!, '198.51.100.98')).status).toBe(200);
    } finally {
      for (const { close } of open) close();
    }
  });

  test('keeps a few streams per address and per conversation: the 7th from an address and the 4th on a conversation get 429', async () => {
    const ana = new Visitor(server.url, '203.0.113.3');
    const conversations: string[] = [];
    for (let i = 0; i < 7; i += 1) conversations.push(await ana.say(`Another question ${i}`));
    const fromOneAddress = await Promise.all(conversations.slice(0, 6).map((conversation) => ana.stream(conversation, '192.0.2.10')));
    const onOneConversation = await Promise.all(['192.0.2.20', '192.0.2.21'].map((ip) => ana.stream(conversations[0]!, ip)));
    try {
      expect([...fromOneAddress, ...onOneConversation].map(({ response }) => response.status)).toEqual(Array(8).fill(200));
      expect(await ana.refusal(conversations[6]!, '192.0.2.10')).toMatchObject({
        status: 429,
        body: { error: 'Too many chat streams are open from your network. Close the chat in another tab or window, then try again.' },
      });
      expect(await ana.refusal(conversations[0]!, '192.0.2.22')).toMatchObject({
        status: 429,
        body: { error: 'This conversation is open in too many tabs. Close it in another tab, then try again.' },
      });
    } finally {
      for (const { close } of [...fromOneAddress, ...onOneConversation]) close();
    }
  });

  test('a conversation id typed into another browser’s address reads nothing, and what the victim types stays theirs', async ({ browser }) => {
    const victim = await (await browser.newContext({ baseURL: server.url })).newPage();
    const attacker = await (await browser.newContext({ baseURL: server.url })).newPage();
    // The attacker starts a conversation and sends its link; the victim opens it and types.
    await attacker.goto('/chat');
    await attacker.getByRole('textbox').fill('Hi');
    await attacker.getByRole('button', { name: 'Send message' }).click();
    await expect(attacker).toHaveURL(/session=/);
    const baited = attacker.url();
    await victim.goto(baited);
    await expect(victim.locator('[data-sender]')).toHaveCount(2);
    await victim.getByRole('textbox').fill('My card ends in 4242, call me at 305-555-0123');
    await victim.getByRole('button', { name: 'Send message' }).click();
    await expect(victim.getByText('My card ends in 4242')).toBeVisible();
    const victimUrl = victim.url();
    expect(victimUrl).not.toBe(baited);
    await attacker.reload();
    await expect(attacker.getByText('Hi', { exact: true })).toBeVisible();
    await expect(attacker.getByText('My card ends in 4242')).toHaveCount(0);

    // The victim's own conversation, its id typed into the attacker's address: the greeting only.
    await attacker.goto(victimUrl);
    await expect(attacker.locator('[data-sender]')).toHaveCount(2);
    await expect(attacker.getByText('My card ends in 4242')).toHaveCount(0);
    const victimSession = /session=([0-9a-f-]{36})/.exec(victimUrl)![1]!;
    for (const path of [`/api/chat/conversation?session=${victimSession}`, `/api/chat/events?session=${victimSession}`]) {
      const response = await attacker.request.get(path);
      expect([path, response.status()]).toEqual([path, 404]);
    }
    await victim.reload();
    await expect(victim.getByText('My card ends in 4242')).toBeVisible();
    await victim.context().close();
    await attacker.context().close();
  });

  test('a staff member who did not take a chat gets 403, with the reason on the screen, ending it; the owner may', async ({ browser }) => {
    const rita = { email: `rita.${run}@staff.test`, password: 'rita-password-1' };
    const luis = { email: `luis.${run}@staff.test`, password: 'luis-password-1' };
    await storeAccount({ ...rita, role: 'admin', name: 'Rita Alvarez' }, database);
    await storeAccount({ ...luis, role: 'admin', name: 'Luis Romero' }, database);

    const staffPage = async (who: { email: string; password: string }) => {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addCookies([{ ...(await sessionCookie(who.email, database)), url: server.url, httpOnly: true, sameSite: 'Lax' }]);
      return context.newPage();
    };
    const ritaPage = await staffPage(rita);
    await ritaPage.goto('/admin/chats');
    await setAvailableForChat(ritaPage);

    const visitor = await (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })).newPage();
    await visitor.goto('/chat');
    await visitor.getByRole('textbox').fill('Can I talk to a person, please?');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByText("I'm connecting you with a person from our team.", { exact: false })).toBeVisible();
    const sessionId = /session=([0-9a-f-]{36})/.exec(visitor.url())![1]!;

    await ritaPage.goto(`/admin/chats/${sessionId}`);
    await ritaPage.getByRole('button', { name: 'Accept and join the chat' }).click();
    await expect(ritaPage.getByTestId('chat-state')).toHaveText(/You are chatting with this visitor/);

    const luisPage = await staffPage(luis);
    await luisPage.goto(`/admin/chats/${sessionId}`);
    await expect(luisPage.getByTestId('chat-state')).toHaveText('Rita is chatting with this visitor.');
    await expect(luisPage.getByRole('button', { name: 'End chat' })).toHaveCount(0);
    // The post a page without the button can still send, as a form posts without JavaScript.
    const answered = luisPage.waitForResponse((response) => response.request().method() === 'POST');
    await luisPage.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post' });
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: 'end' }));
      document.body.append(form);
      form.submit();
    });
    expect((await answered).status()).toBe(403);
    await expect(luisPage.getByRole('alert')).toHaveText('Rita joined this chat: only they, or an owner (superAdmin), can end it.');
    await ritaPage.reload();
    await expect(ritaPage.getByTestId('chat-state')).toHaveText(/You are chatting with this visitor/);

    const owner = await staffPage(OWNER);
    await owner.goto(`/admin/chats/${sessionId}`);
    await owner.getByRole('button', { name: 'End chat' }).click();
    await expect(owner.getByTestId('chat-state')).toHaveText('The assistant is answering this visitor.');
    await visitor.reload();
    await expect(visitor.getByText('ended the chat. Thank you for talking with us!', { exact: false })).toBeVisible();
    for (const page of [ritaPage, luisPage, owner, visitor] as Page[]) await page.context().close();
  });
});

test('a visitor’s stream that carries nothing is closed after CHAT_STREAM_IDLE_SECONDS (1.5 s here), and the browser may open it again', async () => {
  const { server, dir } = await startServer('chat-idle', { CHAT_STREAM_IDLE_SECONDS: '1.5' });
  try {
    const ana = new Visitor(server.url, '127.0.0.1');
    const sessionId = await ana.say('What are your hours?');
    for (let round = 0; round < 2; round += 1) {
      const started = Date.now();
      const { response } = await ana.stream(sessionId);
      expect(response.status).toBe(200);
      const text = await response.text();
      const lasted = Date.now() - started;
      expect(text).toMatch(/^retry: 2000\n\nevent: chat\.snapshot\n/);
      expect(lasted).toBeGreaterThanOrEqual(1_400);
      expect(lasted).toBeLessThan(10_000);
      test.info().annotations.push({ type: 'idle stream', description: `closed after ${lasted} ms` });
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
