import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A conversation with the assistant keeps the page it was opened on (its path, such as
// /services/window-repair), so staff chatting with the visitor know what they were reading.
// Conversations from before this change have none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_sessions').addColumn('opened_on', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('opened_on').execute();
}
