import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature a link's token carries: HMAC-SHA256 of what the token names, keyed by its purpose
// and the site's secret (SESSION_SECRET), so a token made for one kind of link opens no other.

/** The signature of `payload` for `purpose` ("order-link", "invoice-link", …), base64url. */
export function signatureOf(purpose: string, payload: string, secret: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');
}

/** Whether `given` is our signature of `payload` for `purpose`, compared in constant time. */
export function isSignatureOf(purpose: string, payload: string, given: string, secret: string): boolean {
  const expected = Buffer.from(signatureOf(purpose, payload, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
