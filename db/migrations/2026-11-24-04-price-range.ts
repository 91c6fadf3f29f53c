import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A quote request keeps how many windows the visitor said and the price range the form showed
// them for it (integer cents; null when no count was given or the service has no price list),
// so staff see what the customer already expects.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quote_requests').addColumn('window_count', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('price_low_cents', 'integer').execute();
  await db.schema.alterTable('quote_requests').addColumn('price_high_cents', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quote_requests').dropColumn('price_high_cents').execute();
  await db.schema.alterTable('quote_requests').dropColumn('price_low_cents').execute();
  await db.schema.alterTable('quote_requests').dropColumn('window_count').execute();
}
