import { type BusinessCalendar, getOpenStatus, type HoursLine, hoursLines, localTime } from '~/lib/business-hours';
import type { Locale } from '~/lib/locale';

/** A closure of today's, as the site's frame tells visitors: "Closed for Thanksgiving" · "Opens at 8:45 AM tomorrow". */
export interface ClosureNotice {
  note: string;
  detail: string;
}

/** What every public page shows of the calendar, in the page's language. */
export interface OfficeFrame {
  hours: HoursLine[];
  notice: ClosureNotice | null;
  /** The calendar from today on, for what the browser works out itself (the chat's "open now"). */
  calendar: BusinessCalendar;
}

/**
 * The frame's view of the calendar at `now`. It changes only when the calendar does or the day
 * turns (a whole day is closed or not), which is when cached pages are rendered anew.
 */
export function officeFrame(calendar: BusinessCalendar, now: Date, locale: Locale): OfficeFrame {
  const status = getOpenStatus(now, calendar, locale);
  const today = localTime(now, calendar.timeZone).day;
  return {
    hours: hoursLines(calendar.weekly, locale),
    notice: status.note === null ? null : { note: status.note, detail: status.detail },
    calendar: { ...calendar, closures: calendar.closures.filter((closure) => closure.endsOn >= today) },
  };
}
