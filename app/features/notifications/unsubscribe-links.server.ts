import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { isSignatureOf, signatureOf } from '~/lib/signed-tokens.server';
import { type Locale, pathIn } from '~/lib/locale';

// The unsubscribe link in an automated customer email stops that address's automated email
// without signing in. Its token is random (32 bytes, base64url): the address is not in the link,
// so a forwarded email or a proxy's log shows none. Only the token's SHA-256 is stored, with the
// address. It does not expire: an old email's link keeps working, as mail clients expect of
// List-Unsubscribe (RFC 8058). Links sent before carried the address signed with the site's secret
// (HMAC-SHA256, "<address, base64url>.<signature>"); they are still read, so they keep working.

/** The form an address is compared and stored in. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

// The older links' signature is lib/signed-tokens' for the purpose "unsubscribe": the same
// HMAC-SHA256 keyed by "unsubscribe:<secret>", so every link already sent still reads.
const PURPOSE = 'unsubscribe';

/** "<address, base64url>.<signature>": how links were made before the random token; still read. */
export function signUnsubscribeToken(email: string, secret: string): string {
  const payload = Buffer.from(normalEmail(email)).toString('base64url');
  return `${payload}.${signatureOf(PURPOSE, payload, secret)}`;
}

/** The address a token stops, or undefined when we did not sign it or it was altered. */
export function readUnsubscribeToken(token: string, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, payload, given] = match;
  if (!isSignatureOf(PURPOSE, payload!, given!, secret)) return undefined;
  const email = Buffer.from(payload!, 'base64url').toString('utf8');
  return email.includes('@') ? email : undefined;
}

const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token that stops `email`, stored (as its hash) in the transaction that queues the email. */
export async function issueUnsubscribeToken(db: Kysely<Database> | Transaction<Database>, email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('unsubscribeTokens')
    .values({ tokenHash: hashOf(token), email: normalEmail(email), createdAt: now.toISOString() })
    .execute();
  return token;
}

/** The address a link's token stops: a random token we issued, or an older link's signed address; undefined for anything else. */
export async function unsubscribeAddress(db: Kysely<Database>, token: string, secret: string): Promise<string | undefined> {
  if (!RANDOM_TOKEN.test(token)) return readUnsubscribeToken(token, secret);
  const row = await db.selectFrom('unsubscribeTokens').select('email').where('tokenHash', '=', hashOf(token)).executeTakeFirst();
  return row?.email;
}

/** The page (and one-click POST target) a token opens, in the email's language. */
export function unsubscribeUrl(publicUrl: string, language: Locale, token: string): string {
  return `${publicUrl}${pathIn(language, '/unsubscribe')}/${token}`;
}
