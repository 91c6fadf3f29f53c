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
function instantOf(day: string, time: string): number {
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
