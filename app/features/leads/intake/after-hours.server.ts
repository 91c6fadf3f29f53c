import { type BusinessCalendar, type Closure, closureOn, localTime } from '~/lib/business-hours';
import { closedUntil } from '~/features/calendar/open-minutes.server';

/** When the office next opens after `at` (null: it is open then), and the closure that keeps it shut that day, if any. */
export function officeClosedAt(calendar: BusinessCalendar, at: Date): { opensAt: Date; closure: Closure | undefined } | null {
  const opensAt = closedUntil(at, calendar);
  return opensAt ? { opensAt, closure: closureOn(calendar, localTime(at, calendar.timeZone).day) } : null;
}
