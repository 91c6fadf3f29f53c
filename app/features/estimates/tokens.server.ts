import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the system's generator, in URL-safe base64 (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Only this is stored: a database that leaks does not leak working links. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** Anything that cannot be one of our tokens is refused before a lookup. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Compares two hex digests without an early exit, so timing tells nothing about how much matched. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
