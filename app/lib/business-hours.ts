import {
  businessTimeZone,
  weekdayNames,
  weeklyHours,
  type Weekday,
  type WeeklyHours,
} from '~/content/hours';
import type { Locale } from './locale';

export interface OpenStatus {
  readonly isOpen: boolean;
  /** 'Open now' or 'Closed now' (in Spanish 'Abierto ahora', 'Cerrado ahora'). */
  readonly label: string;
  readonly detail: string;
}

export interface NextOpening {
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

interface LocalTime {
  readonly weekday: Weekday;
  readonly minutes: number;
}

const weekdayByShortName: Readonly<Record<string, Weekday>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

// An explicit timeZone makes the result independent of the server's TZ setting;
// hourCycle h23 avoids the '24' hour some engines print for midnight with hour12: false.
// Made on first use: a formatter with a time zone costs tens of milliseconds on a phone, and
// most pages that load this module never ask whether the office is open.
let localPartsFormat: Intl.DateTimeFormat | undefined;
function localParts(now: Date): Intl.DateTimeFormatPart[] {
  localPartsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return localPartsFormat.formatToParts(now);
}

function toLocalTime(now: Date): LocalTime {
  let weekdayName = '';
  let hour = 0;
  let minute = 0;
  for (const part of localParts(now)) {
    if (part.type === 'weekday') weekdayName = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  const weekday = weekdayByShortName[weekdayName];
  if (weekday === undefined) {
    throw new Error(`Unexpected weekday '${weekdayName}' from Intl.DateTimeFormat`);
  }
  return { weekday, minutes: hour * 60 + minute };
}

function toMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function addDays(weekday: Weekday, days: number): Weekday {
  return ((weekday + days) % 7) as Weekday;
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

/** The next opening time after `now` (tomorrow's if open now), or null if the schedule never opens. */
export function nextOpening(now: Date, schedule: WeeklyHours = weeklyHours): NextOpening | null {
  const local = toLocalTime(now);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const weekday = addDays(local.weekday, daysAhead);
    const hours = schedule[weekday];
    if (hours === null) continue;
    if (daysAhead === 0 && local.minutes >= toMinutes(hours.opens)) continue;
    return { weekday, daysAhead, opens: hours.opens, closes: hours.closes };
  }
  return null;
}

/** How the open status is put into words, per language. */
const statusWords: Readonly<Record<Locale, {
  open: string;
  closed: string;
  closesToday: (time: string) => string;
  opens: (time: string, opening: NextOpening) => string;
  temporarilyClosed: string;
}>> = {
  en: {
    open: 'Open now',
    closed: 'Closed now',
    closesToday: (time) => `Closes at ${time} today`,
    opens: (time, opening) => {
      const day =
        opening.daysAhead === 0
          ? 'today'
          : opening.daysAhead === 1
            ? 'tomorrow'
            : opening.daysAhead === 7
              ? `next ${weekdayNames[opening.weekday]}`
              : weekdayNames[opening.weekday];
      return `Opens at ${time} ${day}`;
    },
    temporarilyClosed: 'Temporarily closed',
  },
  es: {
    open: 'Abierto ahora',
    closed: 'Cerrado ahora',
    closesToday: (time) => `Hoy cierra a las ${time}`,
    opens: (time, opening) => {
      const day =
        opening.daysAhead === 0
          ? 'hoy'
          : opening.daysAhead === 1
            ? 'mañana'
            : opening.daysAhead === 7
              ? `el próximo ${spanishWeekdayNames[opening.weekday]}`
              : `el ${spanishWeekdayNames[opening.weekday]}`;
      return `Abre ${day} a las ${time}`;
    },
    temporarilyClosed: 'Cerrado temporalmente',
  },
};

const spanishWeekdayNames: Readonly<Record<Weekday, string>> = {
  0: 'domingo',
  1: 'lunes',
  2: 'martes',
  3: 'miércoles',
  4: 'jueves',
  5: 'viernes',
  6: 'sábado',
};

/** '18:00' -> '6:00 PM' in English, '6:00 p. m.' in Spanish. */
function clockTime(time: string, locale: Locale): string {
  const english = formatClockTime(time);
  return locale === 'es' ? english.replace(' AM', ' a. m.').replace(' PM', ' p. m.') : english;
}

/** Whether the business is open at `now`, judged in the business's own time zone, in the page's language. */
export function getOpenStatus(now: Date, schedule: WeeklyHours = weeklyHours, locale: Locale = 'en'): OpenStatus {
  const words = statusWords[locale];
  const local = toLocalTime(now);
  const today = schedule[local.weekday];
  if (
    today !== null &&
    local.minutes >= toMinutes(today.opens) &&
    local.minutes < toMinutes(today.closes)
  ) {
    return { isOpen: true, label: words.open, detail: words.closesToday(clockTime(today.closes, locale)) };
  }
  const opening = nextOpening(now, schedule);
  return {
    isOpen: false,
    label: words.closed,
    detail: opening === null ? words.temporarilyClosed : words.opens(clockTime(opening.opens, locale), opening),
  };
}

// schema.org lists Monday first; consecutive days with equal hours share one entry.
const schemaWeekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** schema.org openingHoursSpecification entries; closed days are omitted, which schema.org reads as closed. */
export function openingHoursSpecification(
  schedule: WeeklyHours = weeklyHours,
): OpeningHoursSpecification[] {
  const entries: { dayOfWeek: string[]; opens: string; closes: string }[] = [];
  let previous: { dayOfWeek: string[]; opens: string; closes: string } | undefined;
  for (const weekday of schemaWeekOrder) {
    const hours = schedule[weekday];
    if (hours === null) {
      previous = undefined;
      continue;
    }
    if (previous && previous.opens === hours.opens && previous.closes === hours.closes) {
      previous.dayOfWeek.push(weekdayNames[weekday]);
      continue;
    }
    previous = { dayOfWeek: [weekdayNames[weekday]], opens: hours.opens, closes: hours.closes };
    entries.push(previous);
  }
  return entries.map((entry) => ({ '@type': 'OpeningHoursSpecification', ...entry }));
}
