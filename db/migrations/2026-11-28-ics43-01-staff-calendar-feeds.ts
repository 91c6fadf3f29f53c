import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Each staff member's calendar feed has its own random id, replaced when they ask for a new
// address (the old one then answers 404). The address is the id and a signature made with the
// server's secret, so these rows alone open no feed (docs/bookings.md). A member gets their row
// the first time they open /admin/calendar; the addresses made from the user id before this stop
// working at once.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff_calendar_feeds')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('feed_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_calendar_feeds').execute();
}
