import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices, withTightChatLimits } from '#tests/support/test-services';
import { assistantCopy } from './assistant-copy';
import { handleChatPageAction, loadChatPage } from './chat-page-handlers.server';

function post(fields: Record<string, string>, path = '/chat') {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A redirect is thrown or returned as a Response; a refusal is React Router's data(). */
function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
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

  const send = async (fields: Record<string, string>, { using = services, ip = '198.51.100.7' } = {}) =>
    outcome(await handleChatPageAction(post({ intent: 'message', ...fields }), using, ip));
  const page = (sessionId?: string) => loadChatPage(new Request(`http://localhost/chat${sessionId ? `?session=${sessionId}` : ''}`), services);

  it('opens a new conversation with the greeting and the offer, storing nothing', async () => {
    const opened = await page();
    expect(opened.step).toBe('offer');
    expect(opened.lines.map((line) => line.text)).toEqual([assistantCopy.greeting, assistantCopy.contactOffer]);
    expect(await database.db.selectFrom('chatSessions').select('id').where('id', '=', opened.sessionId).execute()).toEqual([]);
  });

  it('answers through the same conversation, redirects to it, and stores the contact once with its staff email', async () => {
    const { sessionId } = await page();
    expect(await send({ sessionId, message: 'Yes' })).toEqual({ status: 303, location: `/chat?session=${sessionId}#latest` });
    expect((await page(sessionId)).step).toBe('name');
    await send({ sessionId, message: 'Pilar Ruiz, pilar@example.com' });
    expect(await send({ sessionId, message: '786-555-0190' })).toMatchObject({ status: 303 });
    const shown = await page(sessionId);
    expect(shown.step).toBe('done');
    expect(shown.lines.map((line) => line.text)).toEqual([
      assistantCopy.greeting,
      assistantCopy.contactOffer,
      'Yes',
      assistantCopy.askName,
      'Pilar Ruiz, pilar@example.com',
      assistantCopy.askPhoneGreeting('Pilar Ruiz'),
      '786-555-0190',
      assistantCopy.collected('Pilar Ruiz'),
    ]);
    const contacts = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).execute();
    expect(contacts).toMatchObject([{ name: 'Pilar Ruiz', email: 'pilar@example.com', phone: '786-555-0190', status: 'new' }]);
    const emails = await database.db.selectFrom('outbox').select('refId').where('refId', '=', contacts[0]!.id).execute();
    expect(emails.length).toBeGreaterThan(0);
    // Saving again (the retry button) keeps the one contact.
    const again = outcome(await handleChatPageAction(post({ intent: 'save-contact', sessionId, name: 'Pilar Ruiz', email: 'pilar@example.com', phone: '786-555-0190' }), services, '198.51.100.7'));
    expect(again.status).toBe(303);
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toHaveLength(1);
  });

  it('refuses an empty or too long message with 400 and keeps what was typed', async () => {
    const { sessionId } = await page();
    expect(await send({ sessionId, message: '  ' })).toMatchObject({ status: 400, body: { error: 'Type a message first.', message: '  ' } });
    const long = 'x'.repeat(1001);
    expect(await send({ sessionId, message: long })).toMatchObject({ status: 400, body: { error: 'Please keep each message under 1,000 characters.', message: long } });
    expect(await send({ sessionId: 'not-a-uuid', message: 'hi' })).toMatchObject({ status: 400 });
  });

  it('applies the widget\'s limits per conversation and per address, with Retry-After', async () => {
    const limited = withTightChatLimits(services);
    const sessionId = randomUUID();
    for (let i = 0; i < 2; i += 1) expect((await send({ sessionId, message: 'What are your hours?' }, { using: limited })).status).toBe(303);
    const refused = await send({ sessionId, message: 'And on Saturday?' }, { using: limited });
    expect(refused).toMatchObject({ status: 429, body: { message: 'And on Saturday?' } });
    expect(String(refused.body?.error)).toMatch(/^This conversation has reached its limit of messages for now\. Please wait/);
    expect(refused.headers?.get('Retry-After')).toMatch(/^\d+$/);
    // The address is counted first, the refused message included: this is its fourth and last.
    const other = await send({ sessionId: randomUUID(), message: 'Hello' }, { using: limited });
    expect(other).toMatchObject({ status: 303 });
    expect(String((await send({ sessionId: randomUUID(), message: 'Hello' }, { using: limited })).body?.error)).toMatch(/^Too many messages from your network\./);
  });
});
