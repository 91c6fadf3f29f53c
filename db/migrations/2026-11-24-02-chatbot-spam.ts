import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Contacts left with the assistant are judged for spam like the form leads (links, advertising
// words, the same address again and again) and kept with a `spam_reason` when flagged. The
// chatbot list's indexes now lead with spam_reason, as the other two lists' do, so the inbox,
// the spam view and their counts are each one index range.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chatbot_contacts').addColumn('spam_reason', 'text').execute();
  await db.schema.dropIndex('chatbot_contacts_status_created_id_idx').execute();
  await db.schema.dropIndex('chatbot_contacts_created_id_idx').execute();
  await db.schema.createIndex('chatbot_contacts_spam_created_idx').on('chatbot_contacts').columns(['spam_reason', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('chatbot_contacts_spam_status_created_idx')
    .on('chatbot_contacts')
    .columns(['spam_reason', 'status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('chatbot_contacts_email_idx').on('chatbot_contacts').column('email').execute();
  await db.schema
    .createIndex('chatbot_contacts_spam_created_response_idx')
    .on('chatbot_contacts')
    .columns(['spam_reason', 'created_at', 'first_response_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('chatbot_contacts_spam_created_response_idx').execute();
  await db.schema.dropIndex('chatbot_contacts_email_idx').execute();
  await db.schema.dropIndex('chatbot_contacts_spam_status_created_idx').execute();
  await db.schema.dropIndex('chatbot_contacts_spam_created_idx').execute();
  await db.schema.createIndex('chatbot_contacts_created_id_idx').on('chatbot_contacts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('chatbot_contacts_status_created_id_idx').on('chatbot_contacts').columns(['status', 'created_at', 'id']).execute();
  await db.schema.alterTable('chatbot_contacts').dropColumn('spam_reason').execute();
}
