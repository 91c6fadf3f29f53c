import { createHmac, timingSafeEqual } from 'node:crypto';

/** Faster than a person can read and fill a form. */
export const MIN_FILL_MS = 3000;

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url').slice(0, 22);
}

/** A signed "form shown at" time, rendered into the form so its fill time can be checked. */
export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

/**
 * Why a form submission looks like spam, or null. Suspected spam is still stored (flagged),
 * so a false positive can be restored by staff.
 */
export function formSpamReason(fields: { honeypot: unknown; token: unknown }, secret: string, now = Date.now()): string | null {
  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') return 'honeypot';
  if (typeof fields.token !== 'string') return 'missing-form-token';
  const [issued, signature] = fields.token.split('.');
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || !signature) return 'invalid-form-token';
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid-form-token';
  if (now - issuedAt < MIN_FILL_MS) return 'submitted-too-fast';
  return null;
}

/** The JSON API has no rendered form: only the honeypot applies, when an integration sends it. */
export function apiSpamReason(honeypot: unknown): string | null {
  return typeof honeypot === 'string' && honeypot.trim() !== '' ? 'honeypot' : null;
}
