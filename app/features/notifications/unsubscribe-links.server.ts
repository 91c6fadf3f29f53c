import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, pathIn } from '~/lib/locale';

// The unsubscribe link in an automated customer email stops that address's automated email
// without signing in: the token carries the address, signed with the site's secret
// (HMAC-SHA256). Nothing is stored and it does not expire: an old email's link keeps working,
// as mail clients expect of List-Unsubscribe (RFC 8058). A token altered in any way opens nothing.

/** The form an address is compared and stored in. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
}

/** "<address, base64url>.<signature>". */
export function signUnsubscribeToken(email: string, secret: string): string {
  const payload = Buffer.from(normalEmail(email)).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The address a token stops, or undefined when we did not sign it or it was altered. */
export function readUnsubscribeToken(token: string, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, payload, given] = match;
  const expected = Buffer.from(signature(payload!, secret));
  const received = Buffer.from(given!);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined;
  const email = Buffer.from(payload!, 'base64url').toString('utf8');
  return email.includes('@') ? email : undefined;
}

/** The page (and one-click POST target) that unsubscribes `email`, in the email's language. */
export function unsubscribeUrl(publicUrl: string, language: Locale, email: string, secret: string): string {
  return `${publicUrl}${pathIn(language, '/unsubscribe')}/${signUnsubscribeToken(email, secret)}`;
}
