import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Evidence behind an estimate's electronic signature (docs/estimates.md):
// - estimate_events: each estimate's append-only, hash-chained trail (sent, opened, consent,
//   signed, sealed, downloaded). Each row's hash covers the previous row's hash and its own
//   content; the database refuses any update or delete of a row.
// - signing_keys: the company's PDF signing key and self-signed certificate, generated on first
//   start unless SIGNING_P12 is given, shared by every process.
// - estimate_approvals gain the ESIGN consent (its version and time) and the SHA-256 of the
//   signed PDF, by which /verify finds the estimate a file belongs to.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('estimate_events')
    .addColumn('estimate_id', 'text', (col) => col.notNull().references('estimates.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('estimate_events_pk', ['estimate_id', 'seq'])
    .execute();
  if (postgres) {
    await sql`create function estimate_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'estimate_events is append-only'; end $$`.execute(db);
    await sql`create trigger estimate_events_no_change before update or delete on estimate_events
      for each row execute function estimate_events_append_only()`.execute(db);
  } else {
    await sql`create trigger estimate_events_no_update before update on estimate_events
      begin select raise(abort, 'estimate_events is append-only'); end`.execute(db);
    await sql`create trigger estimate_events_no_delete before delete on estimate_events
      begin select raise(abort, 'estimate_events is append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('certificate', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('estimate_approvals').addColumn('consent_version', 'text').execute();
  await db.schema.alterTable('estimate_approvals').addColumn('consented_at', 'text').execute();
  await db.schema.alterTable('estimate_approvals').addColumn('pdf_sha256', 'text').execute();
  await db.schema.createIndex('estimate_approvals_pdf_sha256_idx').on('estimate_approvals').column('pdf_sha256').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('estimate_approvals_pdf_sha256_idx').execute();
  for (const column of ['pdf_sha256', 'consented_at', 'consent_version']) {
    await db.schema.alterTable('estimate_approvals').dropColumn(column).execute();
  }
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropTable('estimate_events').execute();
  if (postgres) await sql`drop function estimate_events_append_only()`.execute(db);
}
