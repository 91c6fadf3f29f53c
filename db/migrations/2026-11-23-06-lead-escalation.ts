import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A lead still new some open minutes after it arrived is escalated once: `escalated_at` records
// that it was (set by a conditional update, so two processes cannot both do it). The settings
// row may override the number of minutes (null: LEAD_ALERT_AFTER_MINUTES).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const leadTables = ['quote_requests', 'contact_messages', 'chatbot_contacts'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of leadTables) {
    await db.schema.alterTable(table).addColumn('escalated_at', 'text').execute();
  }
  await db.schema.alterTable('settings').addColumn('lead_alert_after_minutes', 'real').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('lead_alert_after_minutes').execute();
  for (const table of leadTables) {
    await db.schema.alterTable(table).dropColumn('escalated_at').execute();
  }
}
