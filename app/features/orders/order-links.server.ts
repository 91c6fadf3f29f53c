import { isSignatureOf, signatureOf } from '~/lib/signed-tokens.server';

// The "See your order" link in a customer's approval email opens that one order without signing
// in: the link carries the order's id and when it stops working, signed with the site's secret
// (HMAC-SHA256). Nothing is stored; a link altered in any way, or past its time, opens nothing.

/** "<order id>.<expiry, seconds since 1970>.<signature>": the token of a link that works until `expiresAt`. */
export function signOrderLink(orderId: string, expiresAt: Date, secret: string): string {
  const payload = `${orderId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf('order-link', payload, secret)}`;
}

/** The order a link's token opens, or undefined when it was not signed by us, was altered or has expired. */
export function readOrderLink(token: string, secret: string, now: Date = new Date()): string | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, orderId, expires, given] = match;
  if (!isSignatureOf('order-link', `${orderId}.${expires}`, given!, secret)) return undefined;
  return Number(expires) * 1000 > now.getTime() ? orderId : undefined;
}
