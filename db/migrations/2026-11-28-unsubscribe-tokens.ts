import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// An automated email's unsubscribe link is a random token (docs/notifications.md), no longer the
// customer's address signed: a forwarded email or a log line shows no address. Only the token's
// SHA-256 is kept, with the address it stops, as every working link is kept; links sent before
// this (the signed address) keep working.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('unsubscribe_tokens').execute();
}
