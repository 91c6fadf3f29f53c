import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ChatMessageRow } from './tables';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { LineKind } from './chat-protocol';
import type { SampleConversation } from '~/features/leads/seed-leads.server';

export interface NewChatLine {
  sender: 'user' | 'bot';
  kind: LineKind;
  text: string;
}

/** Creates the session the first time it is seen, and marks its last activity otherwise. */
export async function touchChatSession(trx: Kysely<Database> | Transaction<Database>, sessionId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('chatSessions')
    .values({ id: sessionId, createdAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ updatedAt: at }))
    .execute();
}

/** Appends lines to a conversation, in order, creating the session if needed; resolves once committed. */
export async function recordChatLines(
  transact: Transact,
  sessionId: string,
  lines: readonly NewChatLine[],
  now = new Date(),
): Promise<void> {
  const createdAt = now.toISOString();
  await transact(async (trx) => {
    await touchChatSession(trx, sessionId, now);
    // UUID v7 ids grow within a millisecond too, so lines written together keep their order.
    await trx
      .insertInto('chatMessages')
      .values(lines.map((line) => ({ id: uuidv7(), sessionId, sender: line.sender, kind: line.kind, text: line.text, createdAt })))
      .execute();
  });
}

/** One line of a conversation as staff read it. */
export interface ConversationLine {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  createdAt: string;
}

/** A conversation as staff read it beside the contact it produced, oldest line first. */
export async function listConversation(db: Kysely<Database>, sessionId: string): Promise<ConversationLine[]> {
  return db.selectFrom('chatMessages').select(['id', 'sender', 'text', 'createdAt']).where('sessionId', '=', sessionId).orderBy('createdAt').orderBy('id').execute();
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
    await trx.insertInto('chatMessages').values(lines.slice(offset, offset + 1000)).execute();
  }
}

/** The whole conversation, oldest line first. */
export async function listChatMessages(db: Kysely<Database> | Transaction<Database>, sessionId: string): Promise<ChatMessageRow[]> {
  return db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('createdAt').orderBy('id').execute();
}
