import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A quote request started from a service's pricing card keeps the package chosen there
// (null: none chosen), so staff know what the customer was looking at.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quote_requests').addColumn('service_package', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quote_requests').dropColumn('service_package').execute();
}
