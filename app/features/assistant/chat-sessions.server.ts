import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ChatMessageRow, Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { LineKind } from './chat-protocol';

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

/** The whole conversation, oldest line first. */
export async function listChatMessages(db: Kysely<Database> | Transaction<Database>, sessionId: string): Promise<ChatMessageRow[]> {
  return db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('createdAt').orderBy('id').execute();
}
