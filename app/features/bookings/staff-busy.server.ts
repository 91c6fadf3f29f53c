import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';

// What other features ask of the estimate visits' calendar (install visits, docs/jobs-and-crews.md):
// whether a staff member has an estimate visit at a time, under the same lock the booking takes.

/** An estimate visit that keeps a person's time, as a clash names it. */
export interface EstimateVisitClash {
  id: string;
  estimatorId: string;
  startsAt: string;
  endsAt: string;
  customerName: string;
  address: string;
}

/**
 * Inside a writing transaction on PostgreSQL: takes the lock each booking of these people's
 * estimate visits takes (bookings' stillFree), in one order, so a booking and another write for
 * the same person wait for each other. SQLite's single writer needs none.
 */
export async function lockStaffCalendars(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const id of [...new Set(userIds)].sort()) await sql`select pg_advisory_xact_lock(hashtext(${`visits:${id}`}))`.execute(trx);
}

/**
 * The estimate visits (booked, and tentative ones still kept) of these people whose time with its
 * travel buffer overlaps [startsAt, endsAt), earliest first.
 */
export async function estimateVisitsOverlapping(
  db: Kysely<Database>,
  { userIds, startsAt, endsAt, now = new Date() }: { userIds: readonly string[]; startsAt: string; endsAt: string; now?: Date },
): Promise<EstimateVisitClash[]> {
  if (userIds.length === 0) return [];
  const at = now.toISOString();
  return db
    .selectFrom('visits')
    .select(['id', 'estimatorId', 'startsAt', 'endsAt', 'customerName', 'address'])
    .where('estimatorId', 'in', [...userIds])
    .where('status', '=', 'booked')
    .where((eb) => eb.or([eb('confirmBy', 'is', null), eb('confirmBy', '>', at)]))
    .where('startsAt', '<', endsAt)
    .where('busyUntil', '>', startsAt)
    .orderBy('startsAt')
    .execute();
}
