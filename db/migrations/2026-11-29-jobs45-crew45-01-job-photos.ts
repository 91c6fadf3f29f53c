import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Named to sort after
// 2026-11-29-jobs45-01-jobs (its tables are referenced here).
//
// The photos a crew member takes on an install visit from the phone's camera (/crew,
// docs/jobs-and-crews.md): re-encoded as quote photos are (upright JPEG, at most 2048 px, no EXIF)
// and stored with the job, in the database as quote photos are (decision 0019).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('job_photos')
    // Random (UUID v4): the id appears in URLs, which still check who is asking.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('window_jobs.id').onDelete('cascade'))
    .addColumn('visit_id', 'text', (col) => col.references('install_visits.id').onDelete('set null'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addColumn('thumbnail', sql.raw(bytes), (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_photos_job_idx').on('job_photos').columns(['job_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_photos').execute();
}
