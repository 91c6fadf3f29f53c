import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The notification feature (docs/notifications.md, decision 0034):
// - email_opt_outs: a customer's address that asked for no more automated email (follow-ups,
//   review requests, reminders); one row per lower-cased address, removed if they ask again.
// - staff_alert_preferences: a staff member's choice of channel (email, push) per event (new lead,
//   escalation, hand-off); no row is the default.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('opted_out_at', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_alert_preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_alert_preferences_pk', ['user_id', 'event', 'channel'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_alert_preferences').execute();
  await db.schema.dropTable('email_opt_outs').execute();
}
