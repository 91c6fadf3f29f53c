import { type BusinessCalendar, hoursOn, instantIn, localTime, shiftDay } from '~/lib/business-hours';
import { businessTimeZone } from './business-dates';

/** The instant a business-day clock reads `time` ('HH:MM'), whatever the change of clocks that day. */
export function instantOf(day: string, time: string, timeZone: string = businessTimeZone()): number {
  return instantIn(day, time, timeZone);
}

interface OpenPeriod {
  opens: number;
  closes: number;
}

/** The office's open periods on the business days from `first` to `last` (at most `limit` days), as instants, in order. */
function openPeriods(first: string, last: string, calendar: BusinessCalendar, limit: number): OpenPeriod[] {
  const periods: OpenPeriod[] = [];
  for (let day = first, guard = 0; guard < limit; day = shiftDay(day, 1), guard += 1) {
    const hours = hoursOn(calendar, day);
    if (hours) periods.push({ opens: instantIn(day, hours.opens, calendar.timeZone), closes: instantIn(day, hours.closes, calendar.timeZone) });
    if (day === last) break;
  }
  return periods;
}

/**
 * Minutes the office was open between two instants, by the calendar: a lead that arrives on
 * Saturday evening has waited no open minute until Monday, nor through a closed holiday.
 */
export function openMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (to.getTime() <= from.getTime()) return 0;
  let total = 0;
  const last = localTime(to, calendar.timeZone).day;
  for (const period of openPeriods(localTime(from, calendar.timeZone).day, last, calendar, 400)) {
    const start = Math.max(period.opens, from.getTime());
    const end = Math.min(period.closes, to.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return total;
}

/**
 * Open minutes between any two instants from `from` to `to`, counted against open periods worked
 * out once: what a figure over thousands of leads needs (each count is two binary searches).
 */
export function openMinutesCounter(from: Date, to: Date, calendar: BusinessCalendar): (start: number, end: number) => number {
  const first = shiftDay(localTime(from, calendar.timeZone).day, -1);
  const last = shiftDay(localTime(to, calendar.timeZone).day, 1);
  const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
  const periods = openPeriods(first, last, calendar, days);
  // before[i]: the open milliseconds of every period before the i-th.
  const before = [0];
  for (const period of periods) before.push(before.at(-1)! + period.closes - period.opens);
  const openUpTo = (time: number) => {
    let low = 0;
    let high = periods.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (periods[middle]!.opens <= time) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return 0;
    const period = periods[low - 1]!;
    return before[low - 1]! + Math.min(time, period.closes) - period.opens;
  };
  return (start, end) => (end <= start ? 0 : (openUpTo(end) - openUpTo(start)) / 60_000);
}

/** How far ahead an opening is looked for, as the open status does. */
const HORIZON_DAYS = 400;

/** When the office next opens after `at`, or null when it is open at `at` (or does not open within the horizon). */
export function closedUntil(at: Date, calendar: BusinessCalendar): Date | null {
  // Every lead's emails ask this; the answer only changes from one minute to the next (the hours
  // change on whole minutes), and the time zone arithmetic behind it costs more than storing the lead does.
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastClosedUntil?.calendar === calendar && lastClosedUntil.minute === minute)
    return lastClosedUntil.opens === null ? null : new Date(lastClosedUntil.opens);
  const opens = nextOpeningAfter(at, calendar);
  lastClosedUntil = { calendar, minute, opens };
  return opens === null ? null : new Date(opens);
}

let lastClosedUntil: { calendar: BusinessCalendar; minute: number; opens: number | null } | undefined;

function nextOpeningAfter(at: Date, calendar: BusinessCalendar): number | null {
  const today = localTime(at, calendar.timeZone).day;
  const time = at.getTime();
  // Day by day, so a long closure costs only the days it covers.
  for (let day = today, guard = 0; guard <= HORIZON_DAYS; day = shiftDay(day, 1), guard += 1) {
    const hours = hoursOn(calendar, day);
    if (!hours) continue;
    const opens = instantIn(day, hours.opens, calendar.timeZone);
    const closes = instantIn(day, hours.closes, calendar.timeZone);
    if (opens <= time && time < closes) return null;
    if (opens > time) return opens;
  }
  return null;
}

/**
 * The office's latest closed stretch as of `now`: the one under way while it is closed, or,
 * while it is open, the one that ended at this morning's opening (what staff catch up on).
 */
export function lastClosedStretch(now: Date, calendar: BusinessCalendar): { start: Date; end: Date } {
  const today = localTime(now, calendar.timeZone).day;
  const time = now.getTime();
  // Day by day back from today (each day's hours lie within it, so periods never overlap), up to
  // 40 days: usually the first or second business day back ends the search.
  let end = time;
  for (let day = today, guard = 0; guard <= 40; day = shiftDay(day, -1), guard += 1) {
    const hours = hoursOn(calendar, day);
    if (!hours) continue;
    const opens = instantIn(day, hours.opens, calendar.timeZone);
    if (opens > time) continue;
    const closes = instantIn(day, hours.closes, calendar.timeZone);
    // Open now: the stretch is the one that ended at this opening.
    if (end === time && time < closes) end = opens;
    else if (closes <= end) return { start: new Date(closes), end: new Date(end) };
  }
  return { start: new Date(end - 7 * 24 * 60 * 60_000), end: new Date(end) };
}
