import { instantIn, localTime, shiftDay, toMinutes } from '~/lib/business-hours';
import type { QuietHours } from '~/lib/env.server';

/**
 * When automated customer email may leave if it is ready at `at`: `at` itself outside quiet
 * hours, else the end of the quiet hours it falls in, on the clock of `timeZone` (the business
 * calendar's). Quiet hours may span midnight (20:00-08:00); null quiet hours never hold mail.
 */
export function afterQuietHours(at: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet) return at;
  const { day, minutes } = localTime(at, timeZone);
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  const spansMidnight = start > end;
  const quietNow = spansMidnight ? minutes >= start || minutes < end : minutes >= start && minutes < end;
  if (!quietNow) return at;
  // Before midnight in a span across it, the quiet hours end tomorrow.
  const endDay = spansMidnight && minutes >= start ? shiftDay(day, 1) : day;
  return new Date(instantIn(endDay, quiet.end, timeZone));
}
