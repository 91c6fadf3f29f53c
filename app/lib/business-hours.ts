import type { Locale } from './locale';

// The business calendar's arithmetic: opening hours per weekday, closures on dated days, all
// read in the calendar's own time zone. The data lives in the database (app/features/calendar);
// these functions are pure, so the server, the emails and the browser's chat answer alike.

/** 0 = Sunday ... 6 = Saturday, matching Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const weekdays: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** 24-hour local times in the calendar's time zone, 'HH:MM'. */
export interface DailyHours {
  readonly opens: string;
  readonly closes: string;
}

export type WeeklyHours = Readonly<Record<Weekday, DailyHours | null>>;

/** Days the office is closed whatever the weekday: from `startsOn` to `endsOn`, both included ('YYYY-MM-DD'). */
export interface Closure {
  readonly id: string;
  readonly startsOn: string;
  readonly endsOn: string;
  /** What visitors are told, per language: "Closed for Thanksgiving". */
  readonly note: Readonly<Record<Locale, string>>;
}

export interface BusinessCalendar {
  /** An IANA zone, 'America/New_York'. */
  readonly timeZone: string;
  readonly weekly: WeeklyHours;
  /** In order of their first day, then of their id (time-ordered for the closures the site adds). */
  readonly closures: readonly Closure[];
}

export interface OpenStatus {
  readonly isOpen: boolean;
  /** 'Open now' or 'Closed now' (in Spanish 'Abierto ahora', 'Cerrado ahora'). */
  readonly label: string;
  /** 'Closes at 6:00 PM today' or 'Opens at 8:45 AM tomorrow'. */
  readonly detail: string;
  /** Why the office is closed today when a closure says so: 'Closed for Thanksgiving'; else null. */
  readonly note: string | null;
}

export interface NextOpening {
  /** The business day it opens, 'YYYY-MM-DD'. */
  readonly day: string;
  readonly weekday: Weekday;
  /** 0 = later today, 1 = tomorrow, and so on. */
  readonly daysAhead: number;
  readonly opens: string;
  readonly closes: string;
}

export interface OpeningHoursSpecification {
  readonly '@type': 'OpeningHoursSpecification';
  readonly dayOfWeek: readonly string[];
  readonly opens: string;
  readonly closes: string;
}

export interface HoursLine {
  readonly days: string;
  readonly hours: string;
}

/** How far ahead an opening is looked for: a closure longer than this reads as "temporarily closed". */
const HORIZON_DAYS = 400;

const MINUTE = 60_000;

// An explicit timeZone makes the result independent of the server's TZ setting; hourCycle h23
// avoids the '24' hour some engines print for midnight. Made on first use, one per zone: a
// formatter with a time zone costs tens of milliseconds on a phone.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` reads at `at`: its day 'YYYY-MM-DD' and minutes past midnight. */
export function localTime(at: Date | number, timeZone: string): { day: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of wallClock(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function toMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes past midnight as 'HH:MM', the other way from `toMinutes`. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The calendar day `days` after (or before) a 'YYYY-MM-DD' day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(day: string): Weekday {
  return new Date(`${day}T12:00:00Z`).getUTCDay() as Weekday;
}

/** The instant a clock in `timeZone` reads `time` ('HH:MM') on `day`, whatever the change of clocks that day. */
export function instantIn(day: string, time: string, timeZone: string): number {
  const wanted = Date.parse(`${day}T00:00:00Z`) + toMinutes(time) * MINUTE;
  // The zone's offset at a first guess, then again at the corrected instant (they differ across a change of clocks).
  const offsetAt = (instant: number) => {
    const local = localTime(instant, timeZone);
    return Date.parse(`${local.day}T00:00:00Z`) + local.minutes * MINUTE - Math.floor(instant / MINUTE) * MINUTE;
  };
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  return second;
}

/**
 * The closure that covers `day`, if any. Where closures overlap, the one that began last (of those
 * that began the same day, the one added last) says why: a holiday within a longer closure names itself.
 */
export function closureOn(calendar: BusinessCalendar, day: string): Closure | undefined {
  return calendar.closures.findLast((closure) => closure.startsOn <= day && day <= closure.endsOn);
}

/** The hours the office keeps on `day`: its weekday's, or none when it is closed that day. */
export function hoursOn(calendar: BusinessCalendar, day: string): DailyHours | null {
  return closureOn(calendar, day) ? null : calendar.weekly[weekdayOf(day)];
}

/** The next opening after `now` (tomorrow's or later when open now), or null when none comes within the horizon. */
export function nextOpening(now: Date, calendar: BusinessCalendar): NextOpening | null {
  const local = localTime(now, calendar.timeZone);
  for (let daysAhead = 0; daysAhead <= HORIZON_DAYS; daysAhead += 1) {
    const day = shiftDay(local.day, daysAhead);
    const hours = hoursOn(calendar, day);
    if (hours === null) continue;
    if (daysAhead === 0 && local.minutes >= toMinutes(hours.opens)) continue;
    return { day, weekday: weekdayOf(day), daysAhead, opens: hours.opens, closes: hours.closes };
  }
  return null;
}

/** '08:45' -> '8:45 AM', '18:00' -> '6:00 PM'. */
export function formatClockTime(time: string): string {
  const total = toMinutes(time);
  const hours24 = Math.floor(total / 60);
  const minutes = total % 60;
  const period = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** '18:00' -> '6:00 PM' in English, '6:00 p. m.' in Spanish. */
export function clockTime(time: string, locale: Locale): string {
  const english = formatClockTime(time);
  return locale === 'es' ? english.replace(' AM', ' a. m.').replace(' PM', ' p. m.') : english;
}

/** A Spanish time after "a": 'la 1:00 p. m.', 'las 9:00 a. m.' (one o'clock is singular). */
export function laHora(time: string): string {
  return `${/^1:/.test(time) ? 'la' : 'las'} ${time}`;
}

export const weekdayNames: Readonly<Record<Locale, Readonly<Record<Weekday, string>>>> = {
  en: { 0: 'Sunday', 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday' },
  es: { 0: 'domingo', 1: 'lunes', 2: 'martes', 3: 'miércoles', 4: 'jueves', 5: 'viernes', 6: 'sábado' },
};

const shortWeekdayNames: Readonly<Record<Locale, Readonly<Record<Weekday, string>>>> = {
  en: { 0: 'Sun', 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat' },
  es: { 0: 'dom', 1: 'lun', 2: 'mar', 3: 'mié', 4: 'jue', 5: 'vie', 6: 'sáb' },
};

const months: Readonly<Record<Locale, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** 'Monday, January 4' ('lunes 4 de enero') for a 'YYYY-MM-DD' day. */
export function formatDayName(day: string, locale: Locale): string {
  const [, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = weekdayNames[locale][weekdayOf(day)];
  return locale === 'es' ? `${weekday} ${date} de ${months.es[month - 1]}` : `${weekday}, ${months.en[month - 1]} ${date}`;
}

/** How the open status is put into words, per language. */
const statusWords: Readonly<
  Record<
    Locale,
    {
      open: string;
      closed: string;
      closesToday: (time: string) => string;
      opens: (time: string, opening: NextOpening) => string;
      temporarilyClosed: string;
    }
  >
> = {
  en: {
    open: 'Open now',
    closed: 'Closed now',
    closesToday: (time) => `Closes at ${time} today`,
    opens: (time, opening) => {
      const name = weekdayNames.en[opening.weekday];
      const day =
        opening.daysAhead === 0
          ? 'today'
          : opening.daysAhead === 1
            ? 'tomorrow'
            : opening.daysAhead < 7
              ? name
              : opening.daysAhead === 7
                ? `next ${name}`
                : `on ${formatDayName(opening.day, 'en')}`;
      return `Opens at ${time} ${day}`;
    },
    temporarilyClosed: 'Temporarily closed',
  },
  es: {
    open: 'Abierto ahora',
    closed: 'Cerrado ahora',
    closesToday: (time) => `Hoy cerramos a ${laHora(time)}`,
    opens: (time, opening) => {
      const name = weekdayNames.es[opening.weekday];
      const day =
        opening.daysAhead === 0
          ? 'hoy'
          : opening.daysAhead === 1
            ? 'mañana'
            : opening.daysAhead < 7
              ? `el ${name}`
              : opening.daysAhead === 7
                ? `el próximo ${name}`
                : `el ${formatDayName(opening.day, 'es')}`;
      return `Abrimos ${day} a ${laHora(time)}`;
    },
    temporarilyClosed: 'Cerrado temporalmente',
  },
};

/** Whether the business is open at `now`, judged in the calendar's time zone, in the page's language. */
export function getOpenStatus(now: Date, calendar: BusinessCalendar, locale: Locale = 'en'): OpenStatus {
  const words = statusWords[locale];
  const local = localTime(now, calendar.timeZone);
  const closure = closureOn(calendar, local.day);
  const today = closure ? null : calendar.weekly[weekdayOf(local.day)];
  if (today !== null && local.minutes >= toMinutes(today.opens) && local.minutes < toMinutes(today.closes)) {
    return { isOpen: true, label: words.open, detail: words.closesToday(clockTime(today.closes, locale)), note: null };
  }
  const opening = nextOpening(now, calendar);
  return {
    isOpen: false,
    label: words.closed,
    detail: opening === null ? words.temporarilyClosed : words.opens(clockTime(opening.opens, locale), opening),
    note: closure ? closure.note[locale] : null,
  };
}

// schema.org lists Monday first, and so does the site; consecutive days with equal hours share one entry.
const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** Runs of consecutive weekdays (Monday first) with the same hours. */
function runs(weekly: WeeklyHours): { days: Weekday[]; hours: DailyHours | null }[] {
  const result: { days: Weekday[]; hours: DailyHours | null }[] = [];
  for (const weekday of weekOrder) {
    const hours = weekly[weekday];
    const previous = result.at(-1);
    if (previous && previous.hours?.opens === hours?.opens && previous.hours?.closes === hours?.closes) previous.days.push(weekday);
    else result.push({ days: [weekday], hours });
  }
  return result;
}

/** schema.org openingHoursSpecification entries; closed days are omitted, which schema.org reads as closed. */
export function openingHoursSpecification(weekly: WeeklyHours): OpeningHoursSpecification[] {
  return runs(weekly).flatMap(({ days, hours }) =>
    hours
      ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: days.map((day) => weekdayNames.en[day]), opens: hours.opens, closes: hours.closes }]
      : [],
  );
}

const closedWord: Readonly<Record<Locale, string>> = { en: 'Closed', es: 'cerrado' };

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The weekly hours as the site writes them: 'Mon-Fri' / '8:45 AM - 6:00 PM', 'Saturday' /
 * '9:00 AM - 4:00 PM', 'Sunday' / 'Closed' (in Spanish 'lun-vie', '8:45 a. m. - 6:00 p. m.', 'domingo' / 'cerrado').
 */
export function hoursLines(weekly: WeeklyHours, locale: Locale): HoursLine[] {
  return runs(weekly).map(({ days, hours }) => {
    const first = days[0]!;
    const last = days.at(-1)!;
    // Spanish writes weekdays in lower case, in lists too ('lun-vie', 'domingo', 'cerrado').
    const single = locale === 'es' ? weekdayNames.es[first] : capitalized(weekdayNames.en[first]);
    const name = days.length === 1 ? single : `${shortWeekdayNames[locale][first]}-${shortWeekdayNames[locale][last]}`;
    return { days: name, hours: hours ? `${clockTime(hours.opens, locale)} - ${clockTime(hours.closes, locale)}` : closedWord[locale] };
  });
}

/** The hours in one line: "Mon-Fri: 8:45 AM - 6:00 PM; Saturday: 9:00 AM - 4:00 PM; Sunday: Closed". */
export function hoursText(weekly: WeeklyHours, locale: Locale): string {
  return hoursLines(weekly, locale)
    .map((line) => `${line.days}: ${line.hours}`)
    .join('; ');
}
