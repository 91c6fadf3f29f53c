import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The network addresses each account has signed in from, so that a sign-in from one of them
// still works while guessers on other addresses have used up the account's attempts
// (app/features/accounts/sign-in/sign-in-addresses.server.ts). An address is stored only as a keyed
// hash of its network (the IPv4 address, the IPv6 /64), never as it was seen.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('last_signed_in_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_addresses_pkey', ['user_id', 'address_hash'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_in_addresses').execute();
}
