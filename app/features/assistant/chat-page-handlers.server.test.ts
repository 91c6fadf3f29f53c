import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { type ChatBrowser, chatBrowser } from '#tests/support/chat-browser';
import { createTestServices, withTightChatLimits } from '#tests/support/test-services';
import { assistantCopy } from './bot/assistant-copy';
import { sampleAssistantFacts } from '#tests/support/business';
import { handleChatPageAction, loadChatPage } from './chat-page-handlers.server';

/** What the assistant says while the profile holds its sample values. */
const english = assistantCopy(sampleAssistantFacts.company);

function post(fields: Record<string, string>, browser: ChatBrowser, path = '/chat') {
  return browser.request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A redirect is thrown or returned as a Response; a refusal is React Router's data(). */
function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), headers: result.headers };
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

describe.each(testDialects())('the chat page on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  // One browser unless told otherwise: it keeps the cookie its first message was given.
  const visitor = chatBrowser();
  const send = async (fields: Record<string, string>, { using = services, ip = '198.51.100.7', browser = visitor } = {}) => {
    const sent = outcome(await handleChatPageAction(post({ intent: 'message', ...fields }, browser), using, ip));
    if (sent.headers) browser.keep(sent.headers);
    return sent;
  };
  const page = (sessionId?: string | null, browser = visitor) =>
    loadChatPage(browser.request(`http://localhost/chat${sessionId ? `?session=${sessionId}` : ''}`), services);
  /** The conversation a redirect leads back to. */
  const sessionIn = (location: string | null | undefined) => /session=([0-9a-f-]{36})/.exec(location ?? '')?.[1];

  it('opens a new conversation with the greeting and the offer, storing nothing', async () => {
    const opened = await page();
    expect(opened.step).toBe('offer');
    expect(opened.lines.map((line) => line.text)).toEqual([english.greeting, english.contactOffer]);
    expect(opened.sessionId).toBeNull();
  });

  it('answers through the same conversation, redirects to it, and stores the contact once with its staff email', async () => {
    const first = await send({ message: 'Yes' });
    const sessionId = sessionIn(first.location)!;
    expect(first).toMatchObject({ status: 303, location: `/chat?session=${sessionId}#latest` });
    expect(first.headers?.get('set-cookie')).toMatch(/^gwc\.chat=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect((await page(sessionId)).step).toBe('name');
    await send({ sessionId, message: 'Pilar Ruiz, pilar@example.com' });
    expect(await send({ sessionId, message: '786-555-0190' })).toMatchObject({ status: 303 });
    const shown = await page(sessionId);
    expect(shown.step).toBe('done');
    expect(shown.lines.map((line) => line.text)).toEqual([
      english.greeting,
      english.contactOffer,
      'Yes',
      english.askName,
      'Pilar Ruiz, pilar@example.com',
      english.askPhoneGreeting('Pilar Ruiz'),
      '786-555-0190',
      english.collected('Pilar Ruiz'),
    ]);
    const contacts = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).execute();
    expect(contacts).toMatchObject([{ name: 'Pilar Ruiz', email: 'pilar@example.com', phone: '786-555-0190', status: 'new' }]);
    const emails = await database.db.selectFrom('outbox').select('refId').where('refId', '=', contacts[0]!.id).execute();
    expect(emails.length).toBeGreaterThan(0);
    // Saving again (the retry button) keeps the one contact.
    const again = outcome(
      await handleChatPageAction(
        post({ intent: 'save-contact', sessionId, name: 'Pilar Ruiz', email: 'pilar@example.com', phone: '786-555-0190' }, visitor),
        services,
        '198.51.100.7',
      ),
    );
    expect(again.status).toBe(303);
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toHaveLength(1);
  });

  it('opens a conversation only for the browser it began in: an id typed into the address by another shows and takes nothing', async () => {
    const ana = chatBrowser();
    const sessionId = sessionIn((await send({ message: 'My email is ana@example.com' }, { browser: ana, ip: '198.51.100.30' })).location)!;
    const written = (await page(sessionId, ana)).lines.map((line) => line.text);
    expect(written).toContain('My email is ana@example.com');

    for (const mallory of [chatBrowser(), visitor]) {
      const shown = await page(sessionId, mallory);
      expect(shown).toMatchObject({ sessionId: null, lines: [{ text: english.greeting }, { text: english.contactOffer }] });
      // A message posted with Ana's id begins a conversation of Mallory's own.
      const posted = await send({ sessionId, message: 'Hello?' }, { browser: mallory, ip: '198.51.100.31' });
      expect(sessionIn(posted.location)).not.toBe(sessionId);
      const saved = outcome(
        await handleChatPageAction(
          post({ intent: 'save-contact', sessionId, name: 'Mallory', email: 'm@example.com', phone: '305-555-0199' }, mallory, '/es/chat'),
          services,
          '198.51.100.31',
        ),
      );
      expect(saved).toMatchObject({ status: 404, body: { error: expect.stringMatching(/^Esta conversación no está abierta en este navegador/) } });
    }
    expect((await page(sessionId, ana)).lines.map((line) => line.text)).toEqual(written);
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toEqual([]);
  });

  it('refuses an empty or too long message with 400 and keeps what was typed', async () => {
    expect(await send({ message: '  ' })).toMatchObject({ status: 400, body: { error: 'Type a message first.', message: '  ' } });
    const long = 'x'.repeat(1001);
    expect(await send({ message: long })).toMatchObject({ status: 400, body: { error: 'Please keep each message under 1,000 characters.', message: long } });
    expect(await send({ sessionId: 'not-a-uuid', message: 'hi' })).toMatchObject({ status: 400 });
  });

  it("applies the widget's limits per conversation and per address, with Retry-After", async () => {
    const limited = withTightChatLimits(services);
    const sessionId = sessionIn((await send({ message: 'What are your hours?' }, { using: limited })).location)!;
    expect((await send({ sessionId, message: 'What are your hours?' }, { using: limited })).status).toBe(303);
    const refused = await send({ sessionId, message: 'And on Saturday?' }, { using: limited });
    expect(refused).toMatchObject({ status: 429, body: { message: 'And on Saturday?' } });
    expect(String(refused.body?.error)).toMatch(/^This conversation has reached its limit of messages for now\. Please wait/);
    expect(refused.headers?.get('Retry-After')).toMatch(/^\d+$/);
    // The address is counted first, the refused message included: this is its fourth and last.
    const other = await send({ message: 'Hello' }, { using: limited });
    expect(other).toMatchObject({ status: 303 });
    expect(String((await send({ message: 'Hello' }, { using: limited })).body?.error)).toMatch(/^Too many messages from your network\./);
  });
});
