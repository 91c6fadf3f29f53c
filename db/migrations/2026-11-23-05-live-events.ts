import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// What the live back office announces (a lead arrived, a lead changed), written in the same
// transaction as the change, so an event exists exactly when its change was committed. Every
// process reads new rows when woken (PostgreSQL NOTIFY, Redis or in-process) and a browser that
// reconnects catches up from the last id it saw (app/lib/live-events.server.ts).
//
// On PostgreSQL each row also keeps the id of the transaction that wrote it: ids are handed out
// before commit, so a reader takes only rows older than every transaction still running, and a
// slower transaction's row is never skipped.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('live_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .$call((table) => (postgres ? table.addColumn('tx_id', sql`xid8`, (col) => col.notNull().defaultTo(sql`pg_current_xact_id()`)) : table))
    .execute();
  await db.schema.createIndex('live_events_created_at_idx').on('live_events').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
