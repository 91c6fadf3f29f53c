import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The photos sent with a quote request (docs/decisions/0019-photos-in-the-database.md): each
// re-encoded image and its thumbnail, written in the transaction that stores the request, so a
// request is never acknowledged without its photos and a photo never outlives its request.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('quote_request_photos')
    // Random (UUID v4): the id appears in URLs, which still check who is asking.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    // The name the visitor's file had, for staff; never used as a path.
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addColumn('thumbnail', sql.raw(bytes), (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('quote_request_photos_request_idx').on('quote_request_photos').columns(['quote_request_id', 'position']).unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('quote_request_photos').execute();
}
