import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import type { BusinessCalendar } from '~/lib/business-hours';
import type { WeekRange } from '~/features/calendar/business-dates';

/**
 * Past weeks' dashboard figures kept in lead_week_figures on PostgreSQL (decision 0042): a past
 * week changes only when one of its leads is stored, deleted, answered or marked or cleared as
 * spam (a trigger then deletes its row) or when the calendar changes (`calendar` no longer
 * matches), so eleven of the twelve weeks need not be read again.
 *
 * Figures read while a writer of that week had not committed must never be kept. So a missing week
 * is first reserved (a row with null figures, committed, which every later writer's trigger sees
 * and deletes), and the figures read afterwards are kept only if the read's snapshot is newer than
 * every transaction that was running when the reservation committed (its `xmin` is at least the
 * `xmax` taken just after): a writer whose trigger ran before the row existed has then finished,
 * and the read saw what it did.
 */
export interface PastWeeks<Figures> {
  /** The past weeks' figures still valid. */
  cached: Map<string, Figures>;
  /** Keeps freshly computed figures of past weeks, given the snapshot `xmin` of the read they came from. */
  keep(figures: Map<string, Figures>, readXmin: string | null): Promise<void>;
}

export async function pastWeeks<Figures>(db: Kysely<Database>, weeks: WeekRange[], calendar: BusinessCalendar): Promise<PastWeeks<Figures>> {
  if (dialectOf(db) !== 'postgres' || weeks.length === 0) return { cached: new Map(), keep: async () => {} };
  const fingerprint = createHash('sha256').update(JSON.stringify(calendar)).digest('base64url');
  const rows = await db
    .selectFrom('leadWeekFigures')
    .select(['week', 'figures'])
    .where('calendar', '=', fingerprint)
    .where('figures', 'is not', null)
    .where(
      'week',
      'in',
      weeks.map(({ week }) => week),
    )
    .execute();
  const cached = new Map(rows.map((row) => [row.week, JSON.parse(row.figures!) as Figures]));
  const missing = weeks.filter(({ week }) => !cached.has(week));
  if (missing.length === 0) return { cached, keep: async () => {} };
  await db
    .insertInto('leadWeekFigures')
    .values(missing.map(({ week, start, end }) => ({ week, calendar: fingerprint, startsAt: start, endsAt: end, figures: null })))
    .onConflict((oc) =>
      oc.column('week').doUpdateSet((eb) => ({
        calendar: eb.ref('excluded.calendar'),
        startsAt: eb.ref('excluded.startsAt'),
        endsAt: eb.ref('excluded.endsAt'),
        figures: null,
      })),
    )
    .execute();
  const reserved = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(db);
  const xmax = BigInt(reserved.rows[0]!.xmax);
  return {
    cached,
    async keep(figures, readXmin) {
      if (readXmin === null || BigInt(readXmin) < xmax) return;
      for (const { week } of missing) {
        const value = figures.get(week);
        if (!value) continue;
        await db
          .updateTable('leadWeekFigures')
          .set({ figures: JSON.stringify(value) })
          .where('week', '=', week)
          .where('calendar', '=', fingerprint)
          .where('figures', 'is', null)
          .execute();
      }
    },
  };
}

/** Selected beside a read of the lead tables on PostgreSQL: that statement's snapshot `xmin`. */
export const snapshotXmin = sql<string>`(select pg_snapshot_xmin(pg_current_snapshot())::text)`;
