import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// A quote request or contact message shows under "My Requests" only once it is confirmed from
// its address: sent while signed in to that verified account, or confirmed through the link its
// confirmation email carries. Leads from before this change were never confirmed, and stay so:
// any of them may have been sent by a stranger with someone else's address.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quote_requests').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('confirmed_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('quote_requests').dropColumn('confirmed_at').execute();
}
