import { createHash, randomBytes } from 'node:crypto';

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
