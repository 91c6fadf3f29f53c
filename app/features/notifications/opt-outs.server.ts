import type { Kysely, Transaction } from 'kysely';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { normalEmail } from './unsubscribe-links.server';

type Db = Kysely<Database> | Transaction<Database>;

/** How an address came to opt out: its mail client's one-click POST, the unsubscribe page's button, or staff by hand (a mailto: request, a call). */
export type OptOutSource = 'one-click' | 'link' | 'staff';

export interface OptOut {
  email: string;
  optedOutAt: string;
  source: OptOutSource;
}

/** The address's opt-out, or undefined while it gets automated email. */
export async function getOptOut(db: Db, email: string): Promise<OptOut | undefined> {
  const row = await db.selectFrom('emailOptOuts').selectAll().where('email', '=', normalEmail(email)).executeTakeFirst();
  return row && { ...row, source: row.source as OptOutSource };
}

/** Whether the address asked for no more automated email. */
export async function isOptedOut(db: Db, email: string): Promise<boolean> {
  return (await getOptOut(db, email)) !== undefined;
}

/**
 * Stops all automated email to the address at once (mail already queued is dropped when its time
 * comes). Idempotent: a second opt-out keeps the first one's date. Audited with who did it.
 */
export async function optOut(db: Db, email: string, source: OptOutSource, { actor, now = new Date() }: { actor?: Actor; now?: Date } = {}): Promise<OptOut> {
  const address = normalEmail(email);
  const inserted = await db
    .insertInto('emailOptOuts')
    .values({ email: address, optedOutAt: now.toISOString(), source })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0)
    await recordAudit(db, {
      actor: actor?.userId ?? 'customer',
      actorEmail: actor?.email ?? null,
      action: 'notifications.opted-out',
      subjectType: 'email',
      subjectId: address,
      detail: { source },
      now,
    });
  return (await getOptOut(db, address))!;
}

/** Staff turn automated email back on when the customer asks; false when the address had not opted out. */
export async function optInAgain(db: Db, email: string, { actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<boolean> {
  const address = normalEmail(email);
  const removed = await db.deleteFrom('emailOptOuts').where('email', '=', address).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await recordAudit(db, {
    actor: actor.userId,
    actorEmail: actor.email,
    action: 'notifications.opted-in',
    subjectType: 'email',
    subjectId: address,
    detail: null,
    now,
  });
  return true;
}

/** The opt-outs among these addresses, by address as stored (lower-cased): what staff see on a lead or an order. */
export async function listOptOuts(db: Db, emails: readonly string[]): Promise<Map<string, OptOut>> {
  const addresses = [...new Set(emails.filter(Boolean).map(normalEmail))];
  if (addresses.length === 0) return new Map();
  const rows = await db.selectFrom('emailOptOuts').selectAll().where('email', 'in', addresses).execute();
  return new Map(rows.map((row) => [row.email, { ...row, source: row.source as OptOutSource }]));
}
