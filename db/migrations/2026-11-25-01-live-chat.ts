import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A visitor can ask for a person and talk to staff in the same chat. The conversation keeps where
// its hand-off stands ('none', 'waiting' for someone to accept, 'live' with a staff member, or
// 'callback' while the assistant takes the details of a visitor nobody could join), who joined,
// and a version that grows with every change, so a browser never takes an older state for a newer.
// Each line says which staff member wrote it, and carries the id the sending browser gave it, so
// a message sent again after a dropped connection is stored once. A contact left for a call back
// is marked with when that was asked.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('handoff', 'text', (col) => col.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('handoff_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('chat_sessions').addColumn('handoff_requested_at', 'text').execute();
  await db.schema.alterTable('chat_sessions').addColumn('agent_id', 'text').execute();
  await db.schema.alterTable('chat_sessions').addColumn('agent_name', 'text').execute();
  // The waiting inbox and the two-minute timeout read the conversations waiting, oldest first.
  await db.schema.createIndex('chat_sessions_handoff_idx').on('chat_sessions').columns(['handoff', 'handoff_requested_at']).execute();

  await db.schema.alterTable('chat_messages').addColumn('staff_user_id', 'text').execute();
  await db.schema.alterTable('chat_messages').addColumn('author_name', 'text').execute();
  await db.schema.alterTable('chat_messages').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('chat_messages_client_id_idx').on('chat_messages').columns(['session_id', 'client_id']).unique().execute();

  await db.schema.alterTable('chatbot_contacts').addColumn('callback_requested_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chatbot_contacts').dropColumn('callback_requested_at').execute();
  await db.schema.dropIndex('chat_messages_client_id_idx').execute();
  for (const column of ['client_id', 'author_name', 'staff_user_id']) await db.schema.alterTable('chat_messages').dropColumn(column).execute();
  await db.schema.dropIndex('chat_sessions_handoff_idx').execute();
  for (const column of ['agent_name', 'agent_id', 'handoff_requested_at', 'handoff_version', 'handoff']) {
    await db.schema.alterTable('chat_sessions').dropColumn(column).execute();
  }
}
