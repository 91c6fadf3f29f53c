import { instantIn } from '~/lib/business-hours';
import { type DateFormat, localeDateFormat, type Locale } from '~/lib/locale';

/** The zone a new calendar is kept in (the migration seeds it), and what dates are shown in until the stored one is read. */
export const defaultTimeZone = 'America/New_York';

let zone = defaultTimeZone;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone every date and time of the business is shown in: the stored calendar's
 * (`calendar_settings.time_zone`). The server sets it whenever it reads the calendar; the browser
 * from the root loader's calendar, before the page renders, so both write a moment the same way.
 */
export function businessTimeZone(): string {
  return zone;
}

/** Shows dates from now on in `timeZone`, the stored calendar's; a zone this runtime does not know is ignored. */
export function setBusinessTimeZone(timeZone: string): void {
  if (timeZone !== zone && isTimeZone(timeZone)) zone = timeZone;
}

/**
 * The business's zone as a header names it: its place ('New York time' for America/New_York, also
 * when stored as 'america/new_york' or EST5EDT); 'UTC'; or the offset of a zone that names no
 * place ('GMT-5' for Etc/GMT+5, whose sign is the other way round).
 */
export function businessZoneLabel(): string {
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  const isPlace = (name: string) => name.includes('/') && !name.startsWith('Etc/');
  // The place as stored when the runtime knows it by an older name (Asia/Kolkata, not Asia/Calcutta); otherwise in its proper case.
  const name = isPlace(zone) && zone.toLowerCase() !== canonical.toLowerCase() ? zone : canonical;
  if (isPlace(name)) return `${(name.split('/').pop() ?? name).replaceAll('_', ' ')} time`;
  if (name === 'UTC') return 'UTC';
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date());
  return offset.find((part) => part.type === 'timeZoneName')?.value ?? name;
}

/** A formatter made on first use: each one with a time zone costs milliseconds on a phone. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A formatter made on first use in the business's zone, made again when the zone changes. */
function zoned<T>(make: (timeZone: string) => T): () => T {
  let made: { timeZone: string; value: T } | undefined;
  return () => {
    if (made?.timeZone !== zone) made = { timeZone: zone, value: make(zone) };
    return made.value;
  };
}

// Staff read every time in the business's own zone, formatted the same on the server and in
// the browser, so a page hydrates without a mismatch wherever the viewer is.

/** One formatter per language, with the same options, in the business's zone unless the options name one (Spanish times in the site's style, '9:00 a. m.'). */
function perLocale(options: Intl.DateTimeFormatOptions): Record<Locale, () => DateFormat> {
  const make = (locale: Locale) =>
    options.timeZone ? lazy(() => localeDateFormat(locale, options)) : zoned((timeZone) => localeDateFormat(locale, { ...options, timeZone }));
  return { en: make('en'), es: make('es') };
}

const dateTime = perLocale({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const dateOnly = perLocale({ month: 'short', day: 'numeric', year: 'numeric' });

const longDateTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const openingTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const longDateTime = perLocale(longDateTimeOptions);
const openingTime = perLocale(openingTimeOptions);

const timeOnly = zoned((timeZone) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }));

const calendarDate = perLocale({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const longCalendarDate = perLocale({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' in `format`, whatever the zone; the text as given when it is no day. */
function formatCalendarDay(day: string, format: DateFormat): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

const monthDay = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));

const numeric = zoned(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
);

const dayKey = zoned((timeZone) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }));

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Nov 21, 2026, 4:05 PM' ('21 nov 2026, 4:05 p. m.') in the business's zone. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const date = parse(iso);
  return date ? dateTime[locale]().format(date) : iso;
}

/** 'Nov 21, 2026' ('21 nov 2026') in the business's zone. */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const date = parse(iso);
  return date ? dateOnly[locale]().format(date) : iso;
}

/** 'Saturday, November 21, 2026 at 4:05 PM EST' ('sábado, 21 de noviembre de 2026, 4:05 p. m. EST'): for emails and the assistant's sense of now. */
export function formatLongDateTime(moment: string | Date, locale: Locale = 'en'): string {
  const date = typeof moment === 'string' ? parse(moment) : moment;
  return date ? longDateTime[locale]().format(date) : String(moment);
}

/** 'Monday, November 30 at 8:45 AM' ('lunes, 30 de noviembre, 8:45 a. m.') in the business's zone: when the office next opens. */
export function formatOpeningTime(moment: string | Date, locale: Locale = 'en'): string {
  const date = typeof moment === 'string' ? parse(moment) : moment;
  return date ? openingTime[locale]().format(date) : String(moment);
}

/** '4:05 PM' in the business's zone. */
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

/** The calendar day in the business's zone, 'YYYY-MM-DD'. */
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
 * The Mondays (the business's calendar) that start the last `count` weeks, oldest first; the last
 * one starts the current week.
 */
function recentWeekStarts(now: Date, count: number): string[] {
  const today = businessDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  return Array.from({ length: count }, (_, index) => addDays(thisMonday, (index - count + 1) * 7));
}

/** The UTC instant of midnight starting a day in the business's zone, whatever the change of clocks that day. */
export function startOfBusinessDay(day: string): string {
  return new Date(instantIn(day, '00:00', zone)).toISOString();
}

export interface WeekRange {
  /** The Monday that starts the week, 'YYYY-MM-DD'. */
  week: string;
  /** UTC instants: from `start` (included) to `end` (excluded). */
  start: string;
  end: string;
}

/** The last `count` weeks in the business's zone as UTC ranges, oldest first; the last one is under way. */
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
