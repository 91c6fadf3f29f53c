// The live chat on each database: a visitor asks for a person, staff are alerted (through a real
// push service on 127.0.0.1), the first to accept joins, messages go both ways (each stored once
// however often it is sent, each announced as a live event), staff hand back or end, and nobody
// accepting in time ends in a call back stored as a lead wanting a call.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { parseEnv } from '~/lib/env.server';
import { startPushService, type PushService } from '../../../../scripts/lib/push-service.js';
import { saveDevice } from '~/features/notifications/push-devices.server';
import { pushChannel, staffAlertJob } from '~/features/notifications/staff-alerts.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import type { LiveEvent } from '~/lib/live-events.server';
import type { AppServices } from '~/lib/request-context';
import { assistantCopy } from '../bot/assistant-copy';
import { missOverdueHandoffs } from './callback.server';
import { answerChatMessage, chatPageField } from '../chat-api.server';
import { listChatMessages } from '../chat-sessions.server';
import { handleStaffChatAction } from './live-chat-handlers.server';
import { acceptHandoff, chatOpenedOn, endHandoffByVisitor, listHandoffs, readChatSnapshot, releaseHandoff, sendStaffMessage } from './live-chat.server';
import { contactOfConversation } from '~/features/leads/intake/chatbot-contacts.server';
import { isAvailable, setAvailability, touchPresence } from './staff-presence.server';
import { spanishCopy } from '../bot/spanish-copy';
import { leadDetailsOfChat } from './chat-leads.server';
import { sampleAssistantFacts } from '#tests/support/business';

/** What the assistant says in each language while the profile holds its sample values. */
const english = assistantCopy(sampleAssistantFacts.company);
const spanish = spanishCopy(sampleAssistantFacts.company);

// Tuesday Nov 24 2026, 11 AM in Coral Gables: the office is open.
const T0 = new Date('2026-11-24T16:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(testDialects())('live chat with a person on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let push: PushService;
  let ana: { id: string; name: string };
  let luis: { id: string; name: string };
  let anaPhone: string;
  const events: LiveEvent[] = [];

  const say = (sessionId: string, message: string, options: { clientId?: string; now?: Date; page?: string; language?: 'en' | 'es' } = {}) =>
    answerChatMessage(
      services,
      '198.51.100.7',
      { sessionId, message, clientId: options.clientId, page: options.page, language: options.language },
      () => options.now ?? new Date(),
    );
  const staffPost = (sessionId: string, fields: Record<string, string>, staff: { id: string; name: string; endsAnyChat?: boolean } = luis) =>
    handleStaffChatAction(
      new Request(`http://localhost/admin/chats/${sessionId}`, { method: 'POST', body: new URLSearchParams(fields) }),
      services,
      sessionId,
      staff,
    );

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // PUSH_ALLOWED_HOSTS: the local push service is on this machine.
    services = createTestServices(database, {
      env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com', PUSH_ALLOWED_HOSTS: '127.0.0.1' }),
    });
    push = await startPushService();
    const a = await signedIn(services, `ana-${dialect}@staff.test`, 'admin');
    const l = await signedIn(services, `luis-${dialect}@staff.test`, 'admin');
    ana = { id: a.id, name: 'Ana María Pérez' };
    luis = { id: l.id, name: 'Luis Romero' };
    // Both have alerts on their phones; only Ana says she is available.
    const anaDevice = push.subscribe();
    anaPhone = anaDevice.endpoint;
    await saveDevice(database.db, ana.id, anaDevice, 'Ana phone');
    await saveDevice(database.db, luis.id, push.subscribe(), 'Luis phone');
    await setAvailability(database.db, ana.id, true);
    await setAvailability(database.db, luis.id, false);
    await services.live.subscribe(undefined, (event) => events.push(event));
  });
  afterAll(async () => {
    await services.live.close();
    await push.close();
    await database.drop();
  });

  /** The staff alerts queued so far, pushed as the process's job runner would. */
  const deliverAlerts = async () => {
    const logger = pino({ level: 'silent' });
    const runner = createJobRunner({
      db: database.db,
      definitions: [staffAlertJob(database.db, [pushChannel(database.db, services.pushKeys, { logger, allowedHosts: ['127.0.0.1'] })], logger)],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
    });
    await runner.drainOnce();
    await runner.stop();
  };
  const eventsOf = (sessionId: string) => events.filter((event) => event.data.sessionId === sessionId);

  it('connects a visitor to the first staff member who accepts, and carries messages both ways, each once', async () => {
    const sessionId = randomUUID();
    const asked = await say(sessionId, 'Can I talk to a person? My window will not close.');
    const connecting = `${english.live.connecting} ${english.live.connectingAsk({})}`;
    expect(asked).toEqual({ ok: true, answer: { response: connecting, step: 'waiting' } });
    // Only the available staff member's phone is alerted, with the visitor's words and the chat's page.
    await deliverAlerts();
    const [alert] = await push.waitFor((received) => received.length >= 1);
    expect(alert!.endpoint).toBe(anaPhone);
    expect(alert!.payload).toEqual({
      title: 'A visitor is waiting for a person in the chat',
      body: 'Can I talk to a person? My window will not close.',
      url: `/admin/chats/${sessionId}`,
      tag: `chat-${sessionId}`,
    });
    expect((await listHandoffs(database.db)).find((handoff) => handoff.sessionId === sessionId)).toMatchObject({
      handoff: 'waiting',
      request: 'Can I talk to a person? My window will not close.',
    });

    // While waiting the assistant is silent: the visitor's words are kept for whoever joins.
    const early = await say(sessionId, 'It is the bedroom window', { clientId: randomUUID() });
    expect(early.ok && early.answer).toMatchObject({ step: 'waiting', line: { sender: 'user', kind: 'live', text: 'It is the bedroom window' } });
    expect(early.ok && early.answer.response).toBeUndefined();

    // Two staff members accept at once: exactly one joins.
    const [first, second] = await Promise.all([acceptHandoff(services, sessionId, ana), acceptHandoff(services, sessionId, luis)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const agent = first ? ana : luis;
    const other = first ? luis : ana;
    const firstName = agent.name.split(' ')[0]!;
    expect((await readChatSnapshot(database.db, sessionId)).state).toMatchObject({ handoff: 'live', agentName: firstName });

    const staffId = randomUUID();
    expect(await sendStaffMessage(services, sessionId, agent, 'Hi! <b>Which</b> room?', staffId)).toMatchObject({
      ok: true,
      line: { sender: 'staff', authorName: firstName },
    });
    // Sent again after a dropped connection: stored once, answered with the same line.
    const again = await sendStaffMessage(services, sessionId, agent, 'Hi! <b>Which</b> room?', staffId);
    expect(again.ok && again.line.clientId).toBe(staffId);
    // The colleague who did not join cannot write in it.
    expect(await sendStaffMessage(services, sessionId, other, 'Me too', randomUUID())).toEqual({ ok: false, reason: 'not-yours' });

    const visitorId = randomUUID();
    await say(sessionId, 'The bedroom, upstairs', { clientId: visitorId });
    const resent = await say(sessionId, 'The bedroom, upstairs', { clientId: visitorId });
    expect(resent.ok && resent.answer).toMatchObject({ step: 'live', line: { clientId: visitorId } });

    const lines = await listChatMessages(database.db, sessionId);
    expect(lines.map((line) => `${line.sender}/${line.kind}: ${line.text}`)).toEqual([
      `bot/greeting: ${english.greeting}`,
      'user/question: Can I talk to a person? My window will not close.',
      `bot/connecting: ${connecting}`,
      'user/live: It is the bedroom window',
      `bot/joined: ${firstName} from Gables Window Care joined`,
      'staff/staff: Hi! <b>Which</b> room?',
      'user/live: The bedroom, upstairs',
    ]);
    // Every staff line records who sent it.
    expect(lines.find((line) => line.sender === 'staff')).toMatchObject({ staffUserId: agent.id, authorName: firstName });

    // Each line of the hand-off, and each change of state, was announced as it was committed.
    await expect.poll(() => eventsOf(sessionId).filter((event) => event.type === 'chat.message').length).toBe(5);
    expect(
      eventsOf(sessionId)
        .filter((event) => event.type === 'chat.state')
        .map((event) => event.data.handoff),
    ).toEqual(['waiting', 'live']);

    // Luis, away, was never alerted.
    expect(push.received).toHaveLength(1);

    // Handed back, the assistant answers again.
    expect(await releaseHandoff(services, sessionId, agent, 'hand-back')).toMatchObject({ handoff: 'none' });
    const after = await say(sessionId, 'What are your hours?');
    expect(after.ok && after.answer.response).toMatch(/^Our hours are/);
    expect(await releaseHandoff(services, sessionId, agent, 'end')).toBeNull();
  });

  it('lets the visitor end the chat, and staff end it with their own words', async () => {
    const sessionId = randomUUID();
    await say(sessionId, "I'd like to talk to a person.");
    expect(await endHandoffByVisitor(services, sessionId)).toMatchObject({ handoff: 'none' });
    expect(await acceptHandoff(services, sessionId, ana)).toBeNull();

    const ended = randomUUID();
    await say(ended, 'talk to a human please');
    await acceptHandoff(services, ended, ana);
    await releaseHandoff(services, ended, ana, 'end');
    expect((await listChatMessages(database.db, ended)).at(-1)).toMatchObject({ kind: 'ended', text: english.live.endedByStaff('Ana') });
  });

  it("refuses with 403 a colleague's end or hand back of a chat someone else joined; a superAdmin may end it", async () => {
    const sessionId = randomUUID();
    await say(sessionId, 'I want to talk to a person');
    await acceptHandoff(services, sessionId, ana);
    for (const intent of ['end', 'hand-back']) {
      expect(await staffPost(sessionId, { intent }, luis)).toEqual({
        ok: false,
        status: 403,
        error: `Ana joined this chat: only they, or an owner (superAdmin), can ${intent === 'end' ? 'end' : 'hand back'} it.`,
      });
    }
    expect((await readChatSnapshot(database.db, sessionId)).state).toMatchObject({ handoff: 'live', agentName: 'Ana' });
    expect(await staffPost(sessionId, { intent: 'end' }, { ...luis, endsAnyChat: true })).toEqual({ ok: true, intent: 'end' });
    expect((await listChatMessages(database.db, sessionId)).at(-1)).toMatchObject({ kind: 'ended', text: english.live.endedByStaff('Luis') });
    expect(await staffPost(sessionId, { intent: 'end' }, ana)).toMatchObject({ ok: false, status: 409 });
  });

  it('offers a call back when nobody accepts within two minutes, and stores it as a lead wanting a call', async () => {
    const sessionId = randomUUID();
    await say(sessionId, 'Can I speak to someone? I am Marta Ruiz', { now: at(0) });
    await say(sessionId, 'Hello?', { clientId: randomUUID(), now: at(30) });
    expect(await missOverdueHandoffs(services, at(119))).toBe(0);
    expect(await missOverdueHandoffs(services, at(121))).toBe(1);
    // A late accept finds nobody waiting, and a second look changes nothing.
    expect(await acceptHandoff(services, sessionId, ana, at(122))).toBeNull();
    expect(await missOverdueHandoffs(services, at(123))).toBe(0);

    const snapshot = await readChatSnapshot(database.db, sessionId);
    expect(snapshot.state.handoff).toBe('callback');
    // The name was given: only the phone number is asked for.
    expect(snapshot.lines.at(-1)).toMatchObject({
      sender: 'bot',
      kind: 'ask-phone',
      text: english.live.callbackAskPhone(english.live.nobodyCame, 'Marta Ruiz'),
    });
    const done = await say(sessionId, '305-555-0150', { now: at(140) });
    expect(done.ok && done.answer).toEqual({ response: english.live.callbackConfirmed('', 'Marta Ruiz', '305-555-0150'), step: 'done' });

    const contact = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: 'Marta Ruiz', phone: '305-555-0150', email: '', callbackRequestedAt: at(140).toISOString(), spamReason: null });
    expect(contact.message).toBe('Can I speak to someone? I am Marta Ruiz\nHello?');
    // Escalated like any new lead: its staff alert and staff email are queued with it.
    expect(
      await database.db.selectFrom('jobs').select('key').where('kind', '=', 'notifications.staff').where('key', 'like', `%${contact.id}%`).execute(),
    ).toEqual([{ key: `notifications.staff:lead-${contact.id}:created` }]);
    expect(await database.db.selectFrom('outbox').select('subject').where('refId', '=', contact.id).execute()).toEqual([
      { subject: 'Call back: Marta Ruiz asked the chat for a person' },
    ]);
  });

  it('moves a request exactly once when an accept races the timeout', async () => {
    for (let round = 0; round < 5; round++) {
      const sessionId = randomUUID();
      await say(sessionId, 'Can I talk to a person?', { now: at(0) });
      const [joined, missed] = await Promise.all([acceptHandoff(services, sessionId, ana, at(121)), missOverdueHandoffs(services, at(121))]);
      const state = (await readChatSnapshot(database.db, sessionId)).state.handoff;
      expect(state).toBe(joined ? 'live' : 'callback');
      expect(missed >= (joined ? 0 : 1)).toBe(true);
      const lines = await listChatMessages(database.db, sessionId);
      expect(lines.filter((line) => line.kind === 'joined' || line.kind === 'ask-name')).toHaveLength(1);
    }
  });

  it('asks a waiting visitor only for the name and phone number it does not know yet, in their language', async () => {
    const ask = async (message: string, language: 'en' | 'es' = 'en') => {
      const answer = await say(randomUUID(), message, { language });
      return answer.ok ? answer.answer.response : undefined;
    };
    expect(await ask("I'd like to talk to a person, I'm Carla Díaz")).toBe(
      `${english.live.connecting} So we can call you back if the chat is cut off, what phone number can we reach you on, Carla Díaz?`,
    );
    expect(await ask('Can I talk to someone? 305-555-0177')).toBe(
      `${english.live.connecting} So we can call you back if the chat is cut off, what's your name?`,
    );
    expect(await ask("Let me talk to a person. I'm Carla Díaz, 305-555-0177")).toBe(english.live.connecting);
    expect(await ask('Quiero hablar con una persona', 'es')).toBe(
      `${spanish.live.connecting} Para poder llamarlo si se corta el chat, ¿me da su nombre y su número de teléfono?`,
    );
  });

  it('sets away the staff who were available through a wait nobody answered, so the chat stops saying someone is online', async () => {
    const rosaUser = await signedIn(services, `rosa-${dialect}@staff.test`, 'admin');
    // Rosa switched on before the request and kept the back office open; Ana switched on after it (now, in real time).
    await setAvailability(database.db, rosaUser.id, true, at(-600));
    await touchPresence(database.db, rosaUser.id, at(100));
    const sessionId = randomUUID();
    await say(sessionId, 'Can I talk to a person?', { now: at(0) });
    expect(await isAvailable(database.db, rosaUser.id, at(120))).toBe(true);
    expect(await missOverdueHandoffs(services, at(121))).toBeGreaterThanOrEqual(1);
    expect(await isAvailable(database.db, rosaUser.id, at(122))).toBe(false);
    expect(await isAvailable(database.db, ana.id)).toBe(true);
  });

  it('keeps the page the chat was opened on, once, for the staff who join it', async () => {
    const sessionId = randomUUID();
    await say(sessionId, 'Can I talk to a person?', { page: '/services/window-repair' });
    await say(sessionId, 'Hello?', { clientId: randomUUID(), page: '/about' });
    expect(await chatOpenedOn(database.db, sessionId)).toBe('/services/window-repair');
    expect((await listHandoffs(database.db)).find((handoff) => handoff.sessionId === sessionId)?.openedOn).toBe('/services/window-repair');
    for (const page of ['https://evil.example/', '//evil.example/x', 'services']) expect(chatPageField.safeParse(page).success, page).toBe(false);
  });

  it('lets staff save a chat as a lead in one tap: stored before the answer, once, with the conversation, and refused with the reason when a detail is missing', async () => {
    const sessionId = randomUUID();
    await say(sessionId, 'Can I talk to a person? The storm cracked our sliding door.');
    await say(sessionId, 'Carla Díaz, 305-555-0199', { clientId: randomUUID() });
    const lines = await listChatMessages(database.db, sessionId);
    expect(leadDetailsOfChat(lines, sampleAssistantFacts.company)).toEqual({ name: 'Carla Díaz', phone: '305-555-0199' });

    expect(await staffPost(sessionId, { intent: 'save-lead', name: 'Carla Díaz', phone: ' ', email: '' })).toEqual({
      ok: false,
      status: 400,
      error: "Enter the visitor's phone number, so the team can call them.",
      lead: { name: 'Carla Díaz', phone: ' ', email: '' },
    });
    expect(await staffPost(sessionId, { intent: 'save-lead', name: 'Carla Díaz', phone: '305-555-0199', email: 'carla@' })).toMatchObject({
      status: 400,
      error: 'That email address does not look right: correct it, or leave it empty.',
    });
    expect(await staffPost(randomUUID(), { intent: 'save-lead', name: 'Nobody', phone: '305-555-0100' })).toMatchObject({ status: 404 });
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toEqual([]);

    expect(await staffPost(sessionId, { intent: 'save-lead', name: 'Carla Díaz', phone: '305-555-0199', email: '' })).toEqual({
      ok: true,
      intent: 'save-lead',
    });
    // Saved once: a second tap (another tab, a colleague) changes nothing.
    expect(await staffPost(sessionId, { intent: 'save-lead', name: 'Carla D.', phone: '305-555-0100', email: '' }, ana)).toEqual({
      ok: true,
      intent: 'save-lead',
    });
    const contacts = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).execute();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Carla Díaz', phone: '305-555-0199', email: '', status: 'new', spamReason: null });
    expect(contacts[0]!.message).toBe('Can I talk to a person? The storm cracked our sliding door.\nCarla Díaz, 305-555-0199');
    expect(await contactOfConversation(database.db, sessionId)).toBe(contacts[0]!.id);
    // The office hears of it like any new lead.
    expect(await database.db.selectFrom('outbox').select('subject').where('refId', '=', contacts[0]!.id).execute()).toHaveLength(1);
  });
});
