import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// follow_ups (docs/follow-ups.md, decision 0040): what is sent to a customer after the first
// answer, one row per email planned (an estimate's follow-ups, an order's review request and its
// reminder) and per call staff are asked to make after the last follow-up. Each email row is sent
// by one job (followups.send) that re-checks, when it runs, whether it should still go.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('follow_ups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('quote_request_id', 'text')
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('settled_by', 'text')
    .addColumn('link', 'text')
    .addColumn('link_hash', 'text')
    .addColumn('click_token_hash', 'text', (col) => col.unique())
    .addColumn('clicked_at', 'text')
    .addColumn('feedback_clicked_at', 'text')
    .addColumn('opened', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('follow_ups_subject_idx').on('follow_ups').columns(['subject_type', 'subject_id']).execute();
  await db.schema.createIndex('follow_ups_quote_request_idx').on('follow_ups').column('quote_request_id').execute();
  await db.schema.createIndex('follow_ups_kind_created_idx').on('follow_ups').columns(['kind', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('follow_ups').execute();
}
