import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Estimate visits and the holds of a time being confirmed (docs/bookings.md). On PostgreSQL the
// database itself refuses two booked visits of one estimator whose times (plus travel buffer)
// overlap: an exclusion constraint over a tstzrange, which needs btree_gist for the estimator's
// equality (docs/decisions/0038-booking.md). SQLite has one writer; the booking re-checks inside it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('estimator_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('busy_until', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('quote_request_id', 'text')
    .addColumn('manage_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    .execute();
  await db.schema.createIndex('visits_estimator_starts').on('visits').columns(['estimator_id', 'starts_at']).execute();
  await db.schema.createIndex('visits_starts').on('visits').column('starts_at').execute();
  await db.schema.createIndex('visits_quote_request').on('visits').column('quote_request_id').execute();
  await db.schema
    .createTable('visit_holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('estimator_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('busy_until', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('visit_holds_estimator').on('visit_holds').columns(['estimator_id', 'starts_at']).execute();

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // One migrator at a time creates the extension (test schemas migrate side by side); it lives in
  // public, once per database, and serves every schema.
  await sql`select pg_advisory_xact_lock(hashtext('btree_gist'))`.execute(db);
  await sql`create extension if not exists btree_gist with schema public`.execute(db);
  // ISO-8601 UTC text reads the same whatever the session's settings, so the cast is immutable in fact.
  await sql`create function visit_span(text, text) returns tstzrange language sql immutable parallel safe
    as $$ select tstzrange($1::timestamptz, $2::timestamptz, '[)') $$`.execute(db);
  await sql`alter table visits add constraint visits_no_overlap
    exclude using gist (estimator_id with =, visit_span(starts_at, busy_until) with &&) where (status = 'booked')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('visit_holds').execute();
  await db.schema.dropTable('visits').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function if exists visit_span(text, text)`.execute(db);
}
