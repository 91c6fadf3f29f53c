import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The virtual assistant: one chat_sessions row per conversation, every line of it in
// chat_messages, and the contact details a visitor leaves in chatbot_contacts (one per
// conversation). A contact's conversation is read from chat_messages, not copied.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_sessions_created_at_idx').on('chat_sessions').column('created_at').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('sender', 'text', (col) => col.notNull())
    // What the line was in the conversation (an answer, the contact offer, the email the
    // visitor gave...): the assistant reads its state from it, staff read the transcript.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session_id_created_at_idx').on('chat_messages').columns(['session_id', 'created_at']).execute();

  await db.schema
    .createTable('chatbot_contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Unique: a conversation yields at most one contact, so a retried save is a no-op.
    .addColumn('session_id', 'text', (col) => col.notNull().unique().references('chat_sessions.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chatbot_contacts_created_at_idx').on('chatbot_contacts').column('created_at').execute();
  await db.schema.createIndex('chatbot_contacts_status_created_at_idx').on('chatbot_contacts').columns(['status', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chatbot_contacts').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
