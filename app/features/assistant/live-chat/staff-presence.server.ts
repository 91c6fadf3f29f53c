import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';

// Staff say in the back office whether they are available to chat with visitors. Someone counts
// as available only while a back-office page of theirs is open: each page's live stream touches
// `last_seen_at` as it connects and every 25 seconds after, and a staff member whose pages have
// all been closed for 10 minutes is away, whatever they last chose. Signing out sets them away, and
// so does letting a visitor's request for a person time out: whoever was available the whole wait
// did not come, so the chat stops telling visitors that someone is online.

/** After this long with no back-office page open, a staff member is away. */
export const PRESENCE_TIMEOUT_MS = 10 * 60_000;

type Db = Kysely<Database>;

/** The oldest `last_seen_at` that still counts as a back-office page being open. */
function seenSince(now: Date): string {
  return new Date(now.getTime() - PRESENCE_TIMEOUT_MS).toISOString();
}

/** What a staff member chose: available only if they said so and are still around. */
export async function isAvailable(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('staffPresence').select(['status', 'lastSeenAt']).where('userId', '=', userId).executeTakeFirst();
  return row?.status === 'available' && row.lastSeenAt >= seenSince(now);
}

/** Sets a staff member available or away; either way they are seen now. */
export async function setAvailability(db: Db, userId: string, available: boolean, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const status = available ? 'available' : 'away';
  await db
    .insertInto('staffPresence')
    .values({ userId, status, lastSeenAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ status, lastSeenAt: at, updatedAt: at }))
    .execute();
}

/** A back-office page of theirs is open now. Someone who never chose starts away. */
export async function touchPresence(db: Db, userId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('staffPresence')
    .values({ userId, status: 'away', lastSeenAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ lastSeenAt: at }))
    .execute();
}

/** Whether anyone on the staff is available to chat right now: what the chat tells visitors. */
export async function anyoneAvailable(db: Db, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('staffPresence')
    .select('userId')
    .where('status', '=', 'available')
    .where('lastSeenAt', '>=', seenSince(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The staff members available to chat right now: who is alerted when a visitor asks for a person. */
export async function availableStaffIds(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db.selectFrom('staffPresence').select('userId').where('status', '=', 'available').where('lastSeenAt', '>=', seenSince(now)).execute();
  return rows.map((row) => row.userId);
}

/**
 * A visitor's request for a person timed out: everyone who had been available since before the
 * request (`availableSince`) missed it, and is set away until they switch themselves on again.
 * In the caller's transaction, with the time-out. Resolves to how many were set away.
 */
export async function setAwayAfterMissedChat(trx: Db | Transaction<Database>, availableSince: Date, now = new Date()): Promise<number> {
  const rows = await trx
    .updateTable('staffPresence')
    .set({ status: 'away', updatedAt: now.toISOString() })
    .where('status', '=', 'available')
    .where('updatedAt', '<=', availableSince.toISOString())
    .returning('userId')
    .execute();
  return rows.length;
}
