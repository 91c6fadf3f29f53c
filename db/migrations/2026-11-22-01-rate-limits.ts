import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Rate limits shared by every server process on one PostgreSQL database: one row per limited
// key and window, counted by an atomic upsert (app/lib/rate-limit-database.server.ts). Rows whose
// window has ended are swept by the processes themselves.
//
// On PostgreSQL the table is UNLOGGED: a count is worth less than the WAL flush it would cost on
// every request, and a crash that empties the table only gives everyone a fresh window.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('rate_limits')
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_at_idx').on('rate_limits').column('window_ends_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
