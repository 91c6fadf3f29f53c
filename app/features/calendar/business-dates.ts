import { businessTimeZone } from '~/content/hours';
import { type DateFormat, localeDateFormat, type Locale } from '~/lib/locale';

/** A formatter made on first use: each one with a time zone costs milliseconds on a phone. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Staff read every time in the business's own zone, formatted the same on the server and in
// the browser, so a page hydrates without a mismatch wherever the viewer is.

/** One lazy formatter per language, with the same options (Spanish times in the site's style, '9:00 a. m.'). */
function perLocale(options: Intl.DateTimeFormatOptions): Record<Locale, () => DateFormat> {
  return { en: lazy(() => localeDateFormat('en', options)), es: lazy(() => localeDateFormat('es', options)) };
}

const dateTime = perLocale({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: businessTimeZone });

const dateOnly = perLocale({ month: 'short', day: 'numeric', year: 'numeric', timeZone: businessTimeZone });

const longDateTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
  timeZoneName: 'short',
};

const openingTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
};

const longDateTime = perLocale(longDateTimeOptions);
const openingTime = perLocale(openingTimeOptions);

const timeOnly = lazy(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: businessTimeZone }));

const calendarDate = perLocale({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const longCalendarDate = perLocale({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' in `format`, whatever the zone; the text as given when it is no day. */
function formatCalendarDay(day: string, format: DateFormat): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

const monthDay = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));

const numeric = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: businessTimeZone,
    }),
);

const dayKey = lazy(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: businessTimeZone }));

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Nov 21, 2026, 4:05 PM' ('21 nov 2026, 4:05 p. m.') in New York time. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const date = parse(iso);
  return date ? dateTime[locale]().format(date) : iso;
}

/** 'Nov 21, 2026' ('21 nov 2026') in New York time. */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const date = parse(iso);
  return date ? dateOnly[locale]().format(date) : iso;
}

/** 'Saturday, November 21, 2026 at 4:05 PM EST' ('sábado, 21 de noviembre de 2026, 4:05 p. m. EST'): for emails and the assistant's sense of now. */
export function formatLongDateTime(moment: string | Date, locale: Locale = 'en'): string {
  const date = typeof moment === 'string' ? parse(moment) : moment;
  return date ? longDateTime[locale]().format(date) : String(moment);
}

/** 'Monday, November 30 at 8:45 AM' ('lunes, 30 de noviembre, 8:45 a. m.') in New York time: when the office next opens. */
export function formatOpeningTime(moment: string | Date, locale: Locale = 'en'): string {
  const date = typeof moment === 'string' ? parse(moment) : moment;
  return date ? openingTime[locale]().format(date) : String(moment);
}

/** '4:05 PM' in New York time. */
export function formatTime(iso: string): string {
  const date = parse(iso);
  return date ? timeOnly().format(date) : iso;
}

/** 'Nov 21, 2026' ('21 nov 2026') for a calendar day 'YYYY-MM-DD' (a job's date), whatever the zone. */
export function formatCalendarDate(day: string, locale: Locale = 'en'): string {
  return formatCalendarDay(day, calendarDate[locale]());
}

/** 'November 21, 2026' ('21 de noviembre de 2026') for a calendar day 'YYYY-MM-DD', written out as a sentence needs it. */
export function formatLongCalendarDate(day: string, locale: Locale = 'en'): string {
  return formatCalendarDay(day, longCalendarDate[locale]());
}

/** '11/21/2026 4:05 PM': what a spreadsheet set to en-US reads as a date and time. */
export function formatSpreadsheetDateTime(iso: string): string {
  const date = parse(iso);
  return date ? numeric().format(date).replace(', ', ' ') : iso;
}

/** The calendar day in New York, 'YYYY-MM-DD'. */
export function businessDay(date: Date): string {
  return dayKey().format(date);
}

/** The calendar day `days` after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Nov 3' for the day '2026-11-03'. */
export function formatDay(day: string): string {
  return monthDay().format(new Date(`${day}T00:00:00Z`));
}

/**
 * The Mondays (New York calendar) that start the last `count` weeks, oldest first; the last
 * one starts the current week.
 */
function recentWeekStarts(now: Date, count: number): string[] {
  const today = businessDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  return Array.from({ length: count }, (_, index) => addDays(thisMonday, (index - count + 1) * 7));
}

const hourOfDay = lazy(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: businessTimeZone }));

/** The UTC instant of midnight starting a New York day (4 or 5 hours after UTC midnight). */
export function startOfBusinessDay(day: string): string {
  for (const hours of [4, 5]) {
    const candidate = new Date(`${day}T0${hours}:00:00.000Z`);
    if (businessDay(candidate) === day && Number(hourOfDay().format(candidate)) === 0) return candidate.toISOString();
  }
  return `${day}T05:00:00.000Z`;
}

export interface WeekRange {
  /** The Monday that starts the week, 'YYYY-MM-DD'. */
  week: string;
  /** UTC instants: from `start` (included) to `end` (excluded). */
  start: string;
  end: string;
}

/** The last `count` New York weeks as UTC ranges, oldest first; the last one is under way. */
export function recentWeeks(now: Date, count: number): WeekRange[] {
  const mondays = recentWeekStarts(now, count);
  const starts = [...mondays, addDays(mondays[mondays.length - 1]!, 7)].map(startOfBusinessDay);
  return mondays.map((week, index) => ({ week, start: starts[index]!, end: starts[index + 1]! }));
}

const weekdayDate = perLocale({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Monday, November 30, 2026' ('lunes, 30 de noviembre de 2026') for a calendar day 'YYYY-MM-DD', whatever the zone. */
export function formatWeekdayDate(day: string, locale: Locale = 'en'): string {
  return formatCalendarDay(day, weekdayDate[locale]());
}
