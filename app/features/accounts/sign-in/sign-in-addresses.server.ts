import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { addressNetwork } from '~/lib/network-address.server';

/** A network that has not signed in to the account for this long is a stranger again. */
export const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The network as stored: keyed with the site's secret, so the table names no address. */
function networkHash(secret: string, network: string): string {
  return createHmac('sha256', secret).update(network).digest('base64url');
}

/** Remembers that the account signed in from this address, and forgets networks unused for too long. */
export async function rememberSignInAddress(db: Kysely<Database>, secret: string, userId: string, ip: string, now = new Date()): Promise<void> {
  const network = addressNetwork(ip);
  if (!network) return;
  const at = now.toISOString();
  await db
    .insertInto('signInAddresses')
    .values({ userId, addressHash: networkHash(secret, network), lastSignedInAt: at })
    .onConflict((conflict) => conflict.columns(['userId', 'addressHash']).doUpdateSet({ lastSignedInAt: at }))
    .execute();
  await db
    .deleteFrom('signInAddresses')
    .where('userId', '=', userId)
    .where('lastSignedInAt', '<', new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS).toISOString())
    .execute();
}

/** Whether the account with this email has signed in from this address's network within KNOWN_ADDRESS_DAYS. */
export async function hasSignedInFrom(db: Kysely<Database>, secret: string, email: string, ip: string, now = new Date()): Promise<boolean> {
  const network = addressNetwork(ip);
  if (!network) return false;
  const row = await db
    .selectFrom('signInAddresses')
    .innerJoin('user', 'user.id', 'signInAddresses.userId')
    .select('signInAddresses.userId')
    .where('user.email', '=', email.trim().toLowerCase())
    .where('signInAddresses.addressHash', '=', networkHash(secret, network))
    .where('signInAddresses.lastSignedInAt', '>=', new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
