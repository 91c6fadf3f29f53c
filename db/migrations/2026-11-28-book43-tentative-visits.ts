import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Tentative visits and holds kept per browser (docs/bookings.md, issue 43). A visit a visitor
// books is tentative until the link emailed to its address confirms it: `confirmed_at` is null
// and `confirm_by` says when its time is released if nobody confirms. Visits booked before this
// migration, and those staff book, are confirmed. A hold names the browser that made it
// (`holder`: the SHA-256 of the visitor's booking cookie), so one browser keeps one live hold.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('visits').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('visits').addColumn('confirm_by', 'text').execute();
  await sql`update visits set confirmed_at = created_at`.execute(db);
  await db.schema.alterTable('visit_holds').addColumn('holder', 'text').execute();
  await db.schema.createIndex('visit_holds_holder').on('visit_holds').column('holder').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('visit_holds_holder').execute();
  await db.schema.alterTable('visit_holds').dropColumn('holder').execute();
  await db.schema.alterTable('visits').dropColumn('confirm_by').execute();
  await db.schema.alterTable('visits').dropColumn('confirmed_at').execute();
}
