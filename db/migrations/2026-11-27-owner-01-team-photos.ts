import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The team's photos on the About page, uploaded by the owner in the back office and re-encoded as
// quote photos are (no EXIF, no location). A photo is never changed once stored: a new upload is a
// new row, so its URL can be cached for good. The company profile's team entries name their photo.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('team_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addColumn('thumbnail', sql.raw(bytes), (col) => col.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('team_photos').execute();
}
