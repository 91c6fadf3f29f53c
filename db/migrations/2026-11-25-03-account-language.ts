import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// An account keeps the language it was created in ('en' or 'es'), so its verification and
// password-reset emails are written in it. Accounts from before this change were all in English.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user').dropColumn('language').execute();
}
