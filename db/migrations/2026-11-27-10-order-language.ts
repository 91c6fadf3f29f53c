import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// An order keeps the language its customer is written to in, set when it is made: that of the
// quote request it comes from, else that of its account. Orders feature code then reads its own
// table only, instead of asking the leads' and accounts' tables at every status change.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  await sql`
    update orders set language = coalesce(
      (select language from quote_requests where quote_requests.id = orders.quote_request_id),
      (select language from "user" where "user".id = orders.user_id),
      'en')
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
