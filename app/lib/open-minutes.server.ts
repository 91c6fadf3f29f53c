import { type WeeklyHours, weeklyHours, businessTimeZone, type Weekday } from '~/content/hours';
import { addDays, businessDay, startOfBusinessDay } from './business-dates';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });

function localMinutes(at: Date): number {
  const parts = clock.formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** The instant a business-day clock reads `time` ('HH:MM'), whatever the change of clocks that day. */
export function instantOf(day: string, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wanted = hours * 60 + minutes;
  const guess = Date.parse(startOfBusinessDay(day)) + wanted * 60_000;
  // Midnight plus the minutes is an hour off after the clocks changed that night: correct by the difference.
  return guess + (wanted - localMinutes(new Date(guess))) * 60_000;
}

/**
 * Minutes the office was open between two instants, by the weekly schedule in the business's
 * time zone: a lead that arrives on Saturday evening has waited no open minute until Monday.
 */
export function openMinutesBetween(from: Date, to: Date, schedule: WeeklyHours = weeklyHours): number {
  if (to.getTime() <= from.getTime()) return 0;
  let total = 0;
  const last = businessDay(to);
  for (let day = businessDay(from), guard = 0; guard < 400; day = addDays(day, 1), guard += 1) {
    const hours = schedule[new Date(`${day}T12:00:00Z`).getUTCDay() as Weekday];
    if (hours) {
      const start = Math.max(instantOf(day, hours.opens), from.getTime());
      const end = Math.min(instantOf(day, hours.closes), to.getTime());
      if (end > start) total += (end - start) / 60_000;
    }
    if (day === last) break;
  }
  return total;
}

interface OpenPeriod {
  opens: number;
  closes: number;
}

/** The office's open periods on the business days from `first` to `last`, as instants, in order. */
function openPeriods(first: string, last: string, schedule: WeeklyHours): OpenPeriod[] {
  const periods: OpenPeriod[] = [];
  for (let day = first, guard = 0; guard < 40; day = addDays(day, 1), guard += 1) {
    const hours = schedule[new Date(`${day}T12:00:00Z`).getUTCDay() as Weekday];
    if (hours) periods.push({ opens: instantOf(day, hours.opens), closes: instantOf(day, hours.closes) });
    if (day === last) break;
  }
  return periods;
}

/** When the office next opens after `at`, or null when it is open at `at` (or never opens). */
export function closedUntil(at: Date, schedule: WeeklyHours = weeklyHours): Date | null {
  // Every lead's emails ask this; the answer only changes from one minute to the next, and the
  // time zone arithmetic behind it costs more than storing the lead does.
  const minute = Math.floor(at.getTime() / 60_000);
  if (schedule === weeklyHours && lastClosedUntil?.minute === minute) return lastClosedUntil.opens === null ? null : new Date(lastClosedUntil.opens);
  const today = businessDay(at);
  const time = at.getTime();
  const periods = openPeriods(today, addDays(today, 8), schedule);
  const open = periods.some((period) => period.opens <= time && time < period.closes);
  const next = open ? undefined : periods.find((period) => period.opens > time);
  const opens = next ? next.opens : null;
  // The hours change on whole minutes, so every moment of a minute has the same answer.
  if (schedule === weeklyHours) lastClosedUntil = { minute, opens };
  return opens === null ? null : new Date(opens);
}

let lastClosedUntil: { minute: number; opens: number | null } | undefined;

/**
 * The office's latest closed stretch as of `now`: the one under way while it is closed, or,
 * while it is open, the one that ended at this morning's opening (what staff catch up on).
 */
export function lastClosedStretch(now: Date, schedule: WeeklyHours = weeklyHours): { start: Date; end: Date } {
  const today = businessDay(now);
  const time = now.getTime();
  const periods = openPeriods(addDays(today, -8), today, schedule).filter((period) => period.opens <= time);
  const current = periods.find((period) => time < period.closes);
  const end = current ? current.opens : time;
  const previous = periods.filter((period) => period.closes <= end).at(-1);
  return { start: new Date(previous ? previous.closes : end - 7 * 24 * 60 * 60_000), end: new Date(end) };
}
