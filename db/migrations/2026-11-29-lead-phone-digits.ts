import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A text or a call from a number looks for the newest lead with that phone, however it was typed
// (leads/intake/text-leads.server.ts). Without an index on the phone's digits each of the three
// lead tables was read whole. The expression here is the query's, character for character: both
// databases use an expression index only when the query's expression is the same.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const TABLES = ['quote_requests', 'contact_messages', 'chatbot_contacts'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .createIndex(`${table}_phone_digits_idx`)
      .on(table)
      .expression(sql`replace(replace(replace(replace(replace(replace(${sql.ref('phone')}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_phone_digits_idx`).execute();
}
