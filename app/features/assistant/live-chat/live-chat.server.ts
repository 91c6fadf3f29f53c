import { type Kysely, type Transaction } from 'kysely';
import { getCompany } from '~/features/business/profile.server';
import { notifyStaff } from '~/features/notifications/staff-alerts.server';
import type { Database } from '~/lib/db-schema';
import { recordLiveEvent } from '~/lib/live-events.server';
import type { AppServices } from '~/lib/request-context';
import { asLocale, type Locale } from '~/lib/locale';
import { copyIn, sessionLanguage } from '../bot/copies.server';
import type { ChatLineData, ChatSnapshot, ChatStateData, ChatTypingData, HandoffState } from '../chat-protocol';
import { insertChatLines, lineData, listChatMessages, type NewChatLine, touchChatSession } from '../chat-sessions.server';
import { availableStaffIds } from './staff-presence.server';

// A visitor talks to a person in the same chat. Asking for one while someone on the staff is
// available puts the conversation `waiting` and alerts each available staff member;
// the first to accept makes it `live` and the assistant falls silent; staff hand it back or end it,
// and so may the visitor. Nobody accepting within two minutes makes it `callback`: the assistant
// takes a name and phone number (conversation.server.ts). Every change and every line of a
// hand-off is a live event in the same transaction, so each browser following the conversation,
// on any process, hears of it exactly when it is committed.

/** How long a visitor waits for someone to accept before the assistant offers a call back (CHAT_HANDOFF_WAIT_SECONDS). */
export const HANDOFF_WAIT_MS = 2 * 60_000;

type Db = Kysely<Database> | Transaction<Database>;
type Services = Pick<AppServices, 'db' | 'transact'>;

/** Who a staff member is to the visitor: their first name. */
export interface Agent {
  id: string;
  name: string;
  /** A superAdmin may end or hand back a chat another staff member joined; anyone else only their own. */
  endsAnyChat?: boolean;
}

/** The first name a visitor sees ("Ana from Gables Window Care joined"). */
/** Account names that say what someone is, not who: a visitor is never told they chat with "Administrator". */
const ROLE_NAMES = new Set([
  'admin',
  'administrator',
  'administrador',
  'superadmin',
  'staff',
  'owner',
  'manager',
  'support',
  'team',
  'office',
  'user',
  'estimator',
]);

/** A staff member's first name as a visitor sees it; null when the account's name is empty or a role's (the visitor then reads "our team"). */
export function firstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first && !ROLE_NAMES.has(first.toLowerCase()) ? first : null;
}

/** Where a conversation's hand-off stands; a conversation not stored yet has none. */
export async function readChatState(
  db: Db,
  sessionId: string,
): Promise<ChatStateData & { agentId: string | null; requestedAt: string | null; language: Locale | null }> {
  const row = await db
    .selectFrom('chatSessions')
    .select(['handoff', 'handoffVersion', 'agentId', 'agentName', 'handoffRequestedAt', 'language'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return { handoff: 'none', agentName: null, version: 0, agentId: null, requestedAt: null, language: null };
  return {
    handoff: row.handoff,
    agentName: row.agentName,
    version: Number(row.handoffVersion),
    agentId: row.agentId,
    requestedAt: row.handoffRequestedAt,
    language: asLocale(row.language),
  };
}

/** The conversation and its state: the first event of every live stream, and what a reload shows. */
export async function readChatSnapshot(db: Db, sessionId: string): Promise<ChatSnapshot> {
  const [{ handoff, agentName, version }, rows] = await Promise.all([readChatState(db, sessionId), listChatMessages(db, sessionId)]);
  return { state: { handoff, agentName, version }, lines: rows.map(lineData) };
}

interface Transition {
  /** The states it may start from; anything else and nothing changes. */
  from: readonly HandoffState[];
  to: HandoffState;
  agent?: Agent | null;
  /** Lines written with the change (they are announced too). */
  lines: readonly NewChatLine[];
  /** Only while this staff member is the one who joined. */
  joinedBy?: string;
}

/**
 * Moves the hand-off, in the caller's transaction, if it is in one of `from`: the state, its lines
 * and their live events are committed together. The conditional update is the lock: of two staff
 * accepting at once, or the timeout racing an accept, exactly one changes it. Resolves to the new
 * state, or null when the conversation was not in `from`.
 */
export async function moveHandoff(trx: Db, sessionId: string, { from, to, agent, lines, joinedBy }: Transition, now: Date): Promise<ChatStateData | null> {
  const at = now.toISOString();
  await touchChatSession(trx, sessionId, now);
  const agentColumns = agent === undefined ? {} : { agentId: agent?.id ?? null, agentName: agent ? firstName(agent.name) : null };
  const moved = await trx
    .updateTable('chatSessions')
    .set((eb) => ({
      handoff: to,
      handoffVersion: eb('handoffVersion', '+', 1),
      ...(to === 'waiting' ? { handoffRequestedAt: at } : {}),
      ...agentColumns,
      updatedAt: at,
    }))
    .where('id', '=', sessionId)
    .where('handoff', 'in', [...from])
    .$if(joinedBy !== undefined, (update) => update.where('agentId', '=', joinedBy!))
    .returning(['handoff', 'handoffVersion', 'agentName'])
    .executeTakeFirst();
  if (!moved) return null;
  const state: ChatStateData = { handoff: moved.handoff, agentName: moved.agentName, version: Number(moved.handoffVersion) };
  await insertChatLines(trx, sessionId, lines, now, { announce: true });
  await recordLiveEvent(trx, 'chat.state', { sessionId, ...state }, now);
  return state;
}

/**
 * Alerts the staff who are available that a visitor is waiting, in the transaction that puts the
 * conversation `waiting`: once per request (the conversation's version), worth anything only for
 * the two minutes it can be accepted; the waiting inbox shows it to anyone with the back office open.
 */
export async function alertAvailableStaff(trx: Db, sessionId: string, question: string, version: number, now: Date): Promise<void> {
  const userIds = await availableStaffIds(trx, now);
  if (userIds.length === 0) return;
  await notifyStaff(
    trx,
    {
      event: 'hand-off',
      title: 'A visitor is waiting for a person in the chat',
      body: question.slice(0, 200) || 'Open the chat to accept it.',
      url: `/admin/chats/${sessionId}`,
      idempotencyKey: `chat-${sessionId}:${version}`,
      tag: `chat-${sessionId}`,
      userIds,
      expiresInSeconds: HANDOFF_WAIT_MS / 1000,
    },
    now,
  );
}

/** A staff member accepts: the first one joins; anyone after learns it was taken (null). */
export async function acceptHandoff({ db, transact }: Services, sessionId: string, agent: Agent, now = new Date()): Promise<ChatStateData | null> {
  const name = firstName(agent.name);
  const company = await getCompany(db);
  return transact(async (trx) => {
    const copy = copyIn(await sessionLanguage(trx, sessionId), company);
    return moveHandoff(trx, sessionId, { from: ['waiting'], to: 'live', agent, lines: [{ sender: 'bot', kind: 'joined', text: copy.live.joined(name) }] }, now);
  });
}

/**
 * Staff give the conversation back to the assistant, or end it; the visitor may go on with the
 * assistant. Only the one who joined may, or a superAdmin (`endsAnyChat`): null otherwise.
 */
export async function releaseHandoff(
  { db, transact }: Services,
  sessionId: string,
  agent: Agent,
  how: 'hand-back' | 'end',
  now = new Date(),
): Promise<ChatStateData | null> {
  const name = firstName(agent.name);
  const company = await getCompany(db);
  return transact(async (trx) => {
    const copy = copyIn(await sessionLanguage(trx, sessionId), company);
    const line: NewChatLine =
      how === 'hand-back'
        ? { sender: 'bot', kind: 'handed-back', text: copy.live.handedBack(name) }
        : { sender: 'bot', kind: 'ended', text: copy.live.endedByStaff(name) };
    return moveHandoff(trx, sessionId, { from: ['live'], to: 'none', agent: null, lines: [line], joinedBy: agent.endsAnyChat ? undefined : agent.id }, now);
  });
}

/** The visitor ends a chat with a person, or stops waiting for one. */
export async function endHandoffByVisitor({ db, transact }: Services, sessionId: string, now = new Date()): Promise<ChatStateData | null> {
  const company = await getCompany(db);
  return transact(async (trx) => {
    const copy = copyIn(await sessionLanguage(trx, sessionId), company);
    return moveHandoff(
      trx,
      sessionId,
      { from: ['waiting', 'live'], to: 'none', agent: null, lines: [{ sender: 'bot', kind: 'ended', text: copy.live.endedByVisitor }] },
      now,
    );
  });
}

export type StaffMessageResult = { ok: true; line: ChatLineData } | { ok: false; reason: 'not-yours' };

/**
 * A staff member's message: only the one who joined writes while the chat is live. The browser's
 * id makes a resend after a dropped connection a no-op that answers with the stored line.
 */
export async function sendStaffMessage(
  { transact }: Services,
  sessionId: string,
  agent: Agent,
  text: string,
  clientId: string,
  now = new Date(),
): Promise<StaffMessageResult> {
  return transact(async (trx) => {
    const state = await readChatState(trx, sessionId);
    const earlier = await findByClientId(trx, sessionId, clientId);
    if (earlier) return { ok: true, line: earlier };
    if (state.handoff !== 'live' || state.agentId !== agent.id) return { ok: false, reason: 'not-yours' };
    await touchChatSession(trx, sessionId, now);
    const [row] = await insertChatLines(
      trx,
      sessionId,
      [{ sender: 'staff', kind: 'staff', text, staffUserId: agent.id, authorName: firstName(agent.name) ?? undefined, clientId }],
      now,
      { announce: true },
    );
    return { ok: true, line: lineData(row!) };
  });
}

async function findByClientId(trx: Db, sessionId: string, clientId: string): Promise<ChatLineData | undefined> {
  const row = await trx.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).where('clientId', '=', clientId).executeTakeFirst();
  return row ? lineData(row) : undefined;
}

/** The visitor's message while waiting for or talking with a person: stored once per browser id, and announced. */
export async function storeVisitorLiveMessage(trx: Db, sessionId: string, text: string, clientId: string | undefined, now: Date): Promise<ChatLineData> {
  if (clientId) {
    const earlier = await findByClientId(trx, sessionId, clientId);
    if (earlier) return earlier;
  }
  await touchChatSession(trx, sessionId, now);
  const [row] = await insertChatLines(trx, sessionId, [{ sender: 'user', kind: 'live', text, clientId }], now, { announce: true });
  return lineData(row!);
}

/** Someone is typing: a live event only, never stored as a line. */
export async function announceTyping({ transact }: Services, sessionId: string, typing: ChatTypingData, now = new Date()): Promise<void> {
  await transact((trx) => recordLiveEvent(trx, 'chat.typing', { sessionId, ...typing }, now));
}

/** A conversation in the back office's chat inbox. */
export interface HandoffSummary {
  sessionId: string;
  handoff: HandoffState;
  requestedAt: string | null;
  agentId: string | null;
  agentName: string | null;
  /** What the visitor said when they asked, and their latest line. */
  request: string;
  latest: string;
  /** The page the chat was opened on. */
  openedOn: string | null;
}

/** The conversations waiting for a person (oldest first) and those live now. */
export async function listHandoffs(db: Kysely<Database>): Promise<HandoffSummary[]> {
  const sessions = await db
    .selectFrom('chatSessions')
    .select(['id', 'handoff', 'handoffRequestedAt', 'agentId', 'agentName', 'openedOn'])
    .where('handoff', 'in', ['waiting', 'live'])
    .orderBy('handoffRequestedAt')
    .limit(100)
    .execute();
  if (sessions.length === 0) return [];
  const lines = await db
    .selectFrom('chatMessages')
    .select(['sessionId', 'sender', 'kind', 'text', 'createdAt', 'id'])
    .where(
      'sessionId',
      'in',
      sessions.map((session) => session.id),
    )
    .where('sender', '=', 'user')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return sessions.map((session) => {
    const own = lines.filter((line) => line.sessionId === session.id);
    const asked = own.filter((line) => line.createdAt <= (session.handoffRequestedAt ?? '')).at(-1);
    return {
      sessionId: session.id,
      handoff: session.handoff,
      requestedAt: session.handoffRequestedAt,
      agentId: session.agentId,
      agentName: session.agentName,
      request: asked?.text ?? '',
      latest: own.at(-1)?.text ?? '',
      openedOn: session.openedOn,
    };
  });
}

/** The path of the page the conversation was opened on, if it was kept. */
export async function chatOpenedOn(db: Kysely<Database>, sessionId: string): Promise<string | null> {
  const row = await db.selectFrom('chatSessions').select('openedOn').where('id', '=', sessionId).executeTakeFirst();
  return row?.openedOn ?? null;
}

/** How many visitors are waiting for a person: the back office menu's count. */
export async function countWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('chatSessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('handoff', '=', 'waiting')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The conversations whose wait (two minutes) ran out with nobody accepting. */
export async function overdueHandoffs(db: Kysely<Database>, now: Date, waitMs = HANDOFF_WAIT_MS): Promise<string[]> {
  const rows = await db
    .selectFrom('chatSessions')
    .select('id')
    .where('handoff', '=', 'waiting')
    .where('handoffRequestedAt', '<=', new Date(now.getTime() - waitMs).toISOString())
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}
