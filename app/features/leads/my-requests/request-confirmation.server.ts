import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { FormLeadKind } from '../lead-kinds';

// Anyone can type anyone's address into a form, so a lead shows under that address's "My
// Requests" only once it is confirmed from the address: sent while signed in to that verified
// account, or through the link in its confirmation email. The link is the lead's kind and id with
// an expiry, signed with the site's secret (nothing to store); it is spent by use, since a lead is
// confirmed once.

/** How long the emailed link works. */
export const CONFIRMATION_LINK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const kindCodes = { 'quote-requests': 'q', 'contact-messages': 'm' } as const satisfies Record<FormLeadKind, string>;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`request-confirmation:${payload}`).digest('base64url');
}

export function requestConfirmationToken(secret: string, kind: FormLeadKind, id: string, now = Date.now()): string {
  const payload = `${kindCodes[kind]}.${id}.${Math.floor((now + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type ConfirmationLink = { ok: true; kind: FormLeadKind; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** What a link names, once its signature is ours and it has not expired. */
export function readRequestConfirmationToken(secret: string, token: string | null, now = Date.now()): ConfirmationLink {
  const match = token ? /^([qm])\.([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return { ok: false, reason: 'invalid' };
  const [, code, id, expires, signature] = match as unknown as [string, 'q' | 'm', string, string, string];
  const expected = Buffer.from(sign(secret, `${code}.${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, kind: code === 'q' ? 'quote-requests' : 'contact-messages', id };
}

const tables = { 'quote-requests': 'quoteRequests', 'contact-messages': 'contactMessages' } as const satisfies Record<FormLeadKind, keyof Database>;

export type ConfirmationState = 'unconfirmed' | 'confirmed' | 'missing';

/** Whether the lead a link names is still waiting for its confirmation. */
export async function confirmationState(db: Kysely<Database>, kind: FormLeadKind, id: string): Promise<ConfirmationState> {
  const row = await db.selectFrom(tables[kind]).select('confirmedAt').where('id', '=', id).executeTakeFirst();
  if (!row) return 'missing';
  return row.confirmedAt === null ? 'unconfirmed' : 'confirmed';
}

/** Confirms the lead once; true only for the use that confirmed it. */
export async function confirmRequest(db: Kysely<Database>, kind: FormLeadKind, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable(tables[kind])
    .set({ confirmedAt: now.toISOString() })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A lead sent while signed in to a verified account with the lead's own address is confirmed as it is stored. */
export function sentFromOwnAccount(sender: { email: string; emailVerified: boolean } | null | undefined, leadEmail: string): boolean {
  return Boolean(sender?.emailVerified) && sender!.email.trim().toLowerCase() === leadEmail.trim().toLowerCase();
}
