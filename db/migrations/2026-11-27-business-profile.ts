import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The company profile as data (issue 34): one row holding the current profile as a JSON document,
// and one row per saved version (who, when, which fields changed, the whole profile then). The
// application writes the first version from app/content's sample values when it first reads the
// profile, so this migration depends on no content of today. Opening hours and closures stay in
// the calendar's tables; a version carries a copy of them so a restore brings them back.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('business_profile')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('business_profile_versions')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('changed_fields', 'text', (col) => col.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('business_profile_versions').execute();
  await db.schema.dropTable('business_profile').execute();
}
