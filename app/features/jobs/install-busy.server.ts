import type { BusyElsewhere } from '~/features/bookings/staff-busy.server';

// The install visits' side of bookings' busyElsewhere (server/services.ts passes it in): an
// estimate visit is neither offered nor booked while its estimator is on a booked install visit.
// The booking asks inside its transaction after taking the person's calendar lock, the one an
// install's write takes (install-visits.server.ts), so the two never both get one hour.

/** The booked install visits of these people that overlap [from, to), earliest first. */
export const installVisitsBusy: BusyElsewhere = async (db, { userIds, from, to }) => {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('installVisitCrew')
    .select(['userId', 'startsAt', 'endsAt'])
    .where('userId', 'in', [...userIds])
    .where('status', '=', 'booked')
    .where('endsAt', '>', from)
    .where('startsAt', '<', to)
    .orderBy('startsAt')
    .execute();
};
