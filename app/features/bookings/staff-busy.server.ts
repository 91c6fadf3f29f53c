import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';

// The estimate visits' calendar and the other calendars a person is on (install visits,
// docs/jobs-and-crews.md). Other features ask whether a staff member has an estimate visit at a
// time, under the same lock the booking takes; and bookings asks, through `busyElsewhere` (filled
// by the composition root: the features that keep people busy come after bookings), whether a
// person is kept elsewhere, so an estimate visit is neither offered nor booked over an install.

/** Time another feature keeps a person (an install visit they are on): ISO-8601 UTC instants. */
export interface TimeElsewhere {
  userId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The times these people are kept elsewhere that overlap [from, to), earliest first. Called with a
 * writing transaction, after lockStaffCalendars, when a booking re-checks its estimator.
 */
export type BusyElsewhere = (db: Kysely<Database>, range: { userIds: readonly string[]; from: string; to: string }) => Promise<TimeElsewhere[]>;

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
