import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The manage link's key: 256 random bits the customer's email carries; only its SHA-256 is
// stored, so a database that leaks does not leak working links.

export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything that cannot be one of our tokens is refused before a lookup. */
export function looksLikeManageToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

// The confirmation link's key: the visit's id and an HMAC of it under the site's secret. Nothing
// is stored (the link is made again from the id when its email is written), so a database that
// leaks leaks no working link; it works while the visit is tentative.

function confirmSignature(secret: string, visitId: string): string {
  return createHmac('sha256', secret).update(`visit-confirm:${visitId}`).digest('base64url');
}

export function visitConfirmToken(secret: string, visitId: string): string {
  return `${visitId}.${confirmSignature(secret, visitId)}`;
}

/** The visit a confirmation link names, once its signature is ours. */
export function readVisitConfirmToken(secret: string, token: string): string | undefined {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(confirmSignature(secret, match[1]!));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? match[1] : undefined;
}
