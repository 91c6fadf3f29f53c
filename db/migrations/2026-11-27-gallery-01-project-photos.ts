import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The owner's photos of finished jobs (a photo, or a before/after pair), with their captions and
// alt text in both languages; each image is kept as a few WebP copies of different widths, in the
// database as the quote photos are (docs/decisions/0019-photos-in-the-database.md).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('project_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('service_id', 'text', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('taken_on', 'text')
    .addColumn('caption_en', 'text', (col) => col.notNull())
    .addColumn('caption_es', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('project_photos_order').on('project_photos').columns(['published', 'position']).execute();
  await db.schema
    .createTable('project_photo_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('photo_id', 'text', (col) => col.notNull().references('project_photos.id').onDelete('cascade'))
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('alt_en', 'text', (col) => col.notNull())
    .addColumn('alt_es', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('project_photo_images_photo').on('project_photo_images').columns(['photo_id', 'side']).unique().execute();
  await db.schema
    .createTable('project_photo_files')
    .addColumn('image_id', 'text', (col) => col.notNull().references('project_photo_images.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addPrimaryKeyConstraint('project_photo_files_pk', ['image_id', 'width'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('project_photo_files').execute();
  await db.schema.dropTable('project_photo_images').execute();
  await db.schema.dropTable('project_photos').execute();
}
