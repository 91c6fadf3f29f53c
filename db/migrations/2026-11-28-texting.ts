import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Texting with customers through Twilio (docs/texting.md, decision 0046): one conversation per
// phone number (its opt-out kept with it), the texts in and out of it (each Twilio message stored
// once by its MessageSid), and the calls to the office (each stored once by its CallSid) that
// missed-call text-back answers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sms_conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('lead_kind', 'text')
    .addColumn('lead_id', 'text')
    .addColumn('assigned_to', 'text')
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opted_out_at', 'text')
    .addColumn('last_message_at', 'text', (col) => col.notNull())
    .addColumn('last_text_back_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_conversations_last_message_idx').on('sms_conversations').column('last_message_at').execute();
  await db.schema.createIndex('sms_conversations_lead_idx').on('sms_conversations').columns(['lead_kind', 'lead_id']).execute();

  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('sms_conversations.id').onDelete('cascade'))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('media', 'text')
    .addColumn('twilio_sid', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error_code', 'text')
    .addColumn('sent_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_messages_conversation_idx').on('sms_messages').columns(['conversation_id', 'created_at']).execute();

  await db.schema
    .createTable('sms_calls')
    .addColumn('call_sid', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('sms_conversations.id').onDelete('cascade'))
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('texted_back', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sms_calls').execute();
  await db.schema.dropTable('sms_messages').execute();
  await db.schema.dropTable('sms_conversations').execute();
}
