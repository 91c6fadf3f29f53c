import type { Locale } from '~/lib/locale';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import type { ChatMessageRow } from './tables';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { ChatLineData, LineKind } from './chat-protocol';
import { recordLiveEvent } from '~/lib/live-events.server';
import type { SampleConversation } from '~/features/leads/demo/seed-leads.server';

export interface NewChatLine {
  sender: 'user' | 'bot' | 'staff';
  kind: LineKind;
  text: string;
  /** A staff line: who wrote it, and the first name shown with it. */
  staffUserId?: string;
  authorName?: string;
  /** The sending browser's id for a live message (chat-protocol.ts). */
  clientId?: string;
}

/** A stored line as the live chat's browsers receive it. */
export function lineData(row: ChatMessageRow): ChatLineData {
  return { id: row.id, sender: row.sender, kind: row.kind, text: row.text, createdAt: row.createdAt, authorName: row.authorName, clientId: row.clientId };
}

/**
 * Appends lines in the caller's transaction, in order. With `announce`, each is also a live event
 * for the browsers following the conversation (a hand-off under way), committed with it.
 */
export async function insertChatLines(
  trx: Kysely<Database> | Transaction<Database>,
  sessionId: string,
  lines: readonly NewChatLine[],
  now: Date,
  { announce = false }: { announce?: boolean } = {},
): Promise<ChatMessageRow[]> {
  if (lines.length === 0) return [];
  const createdAt = now.toISOString();
  // UUID v7 ids grow within a millisecond too, so lines written together keep their order.
  const rows: ChatMessageRow[] = lines.map((line) => ({
    id: uuidv7(),
    sessionId,
    sender: line.sender,
    kind: line.kind,
    text: line.text,
    createdAt,
    staffUserId: line.staffUserId ?? null,
    authorName: line.authorName ?? null,
    clientId: line.clientId ?? null,
  }));
  await trx.insertInto('chatMessages').values(rows).execute();
  if (announce) for (const row of rows) await recordLiveEvent(trx, 'chat.message', { sessionId, line: lineData(row) }, now);
  return rows;
}

/** Creates the session the first time it is seen, and marks its last activity (and, when given, its language) otherwise. */
export async function touchChatSession(trx: Kysely<Database> | Transaction<Database>, sessionId: string, now: Date, language?: Locale): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('chatSessions')
    .values({ id: sessionId, createdAt: at, updatedAt: at, ...(language ? { language } : {}) })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ updatedAt: at, ...(language ? { language } : {}) }))
    .execute();
}

/** Keeps the page a conversation was opened on, once: the first page named is the one staff see. */
export async function keepOpenedOn(db: Kysely<Database>, sessionId: string, path: string): Promise<void> {
  await db.updateTable('chatSessions').set({ openedOn: path }).where('id', '=', sessionId).where('openedOn', 'is', null).execute();
}

/** Whether the conversation has been stored (its first message was taken). */
export async function chatSessionExists(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return (await db.selectFrom('chatSessions').select('id').where('id', '=', sessionId).executeTakeFirst()) !== undefined;
}

/** Appends lines to a conversation, in order, creating the session if needed; resolves once committed. */
export async function recordChatLines(
  transact: Transact,
  sessionId: string,
  lines: readonly NewChatLine[],
  now = new Date(),
  language?: Locale,
): Promise<void> {
  await transact(async (trx) => {
    await touchChatSession(trx, sessionId, now, language);
    await insertChatLines(trx, sessionId, lines, now);
  });
}

/** One line of a conversation as staff read it. */
export interface ConversationLine {
  id: string;
  sender: 'user' | 'bot' | 'staff';
  text: string;
  createdAt: string;
  /** The first name of the staff member who wrote a `staff` line. */
  authorName: string | null;
}

/** A conversation as staff read it beside the contact it produced, oldest line first. */
export async function listConversation(db: Kysely<Database>, sessionId: string): Promise<ConversationLine[]> {
  return db
    .selectFrom('chatMessages')
    .select(['id', 'sender', 'text', 'createdAt', 'authorName'])
    .where('sessionId', '=', sessionId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Writes the conversations of sample chatbot contacts (`npm run db:seed -- --leads N`). */
export async function writeSampleConversations(trx: Transaction<Database>, conversations: readonly SampleConversation[]): Promise<void> {
  const sessions: { id: string; createdAt: string; updatedAt: string }[] = [];
  const lines: (NewChatLine & { id: string; sessionId: string; createdAt: string })[] = [];
  for (const { sessionId, name, email, phone, question, at } of conversations) {
    const start = at.getTime();
    const line = (offsetMs: number, sender: 'user' | 'bot', kind: LineKind, text: string) =>
      lines.push({ id: uuidv7({ msecs: start + offsetMs }), sessionId, sender, kind, text, createdAt: new Date(start + offsetMs).toISOString() });
    line(-60_000, 'bot', 'greeting', 'Hello! How can I help you with your windows today?');
    line(-50_000, 'user', 'question', question);
    line(-45_000, 'bot', 'ask-name', 'I can have someone from our team follow up. What is your name?');
    line(-40_000, 'user', 'name', name);
    line(-35_000, 'bot', 'ask-email', 'Thanks! What is your email address?');
    line(-30_000, 'user', 'email', email);
    line(-25_000, 'bot', 'ask-phone', 'And a phone number?');
    line(-20_000, 'user', 'phone', phone);
    line(-15_000, 'bot', 'collected', 'Thank you! Our team will be in touch soon.');
    sessions.push({ id: sessionId, createdAt: new Date(start - 60_000).toISOString(), updatedAt: at.toISOString() });
  }
  if (sessions.length) await trx.insertInto('chatSessions').values(sessions).execute();
  for (let offset = 0; offset < lines.length; offset += 1000) {
    await trx
      .insertInto('chatMessages')
      .values(lines.slice(offset, offset + 1000))
      .execute();
  }
}

/** The whole conversation, oldest line first. */
export async function listChatMessages(db: Kysely<Database> | Transaction<Database>, sessionId: string): Promise<ChatMessageRow[]> {
  return db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('createdAt').orderBy('id').execute();
}
