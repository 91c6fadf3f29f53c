import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Every lead keeps the language the visitor wrote in ('en' or 'es'), so their emails are sent in
// it and staff know to call in Spanish. Leads from before this change were all in English. A
// conversation with the assistant keeps the language the visitor last wrote in, which its contact takes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const tables = ['quote_requests', 'contact_messages', 'chatbot_contacts'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
  }
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('language').execute();
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
