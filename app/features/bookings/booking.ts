import { bookingWords as englishWords, type BookingWords } from '~/content/booking';
import { bookingWords as spanishWords } from '~/content/es/booking';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '~/lib/email-address';
import { type DateFormat, localeDateFormat, type Locale } from '~/lib/locale';
import { z } from '~/lib/schema';

// What a booking takes, checked the same way by the API, the /book form and the staff's form.

export const bookingCopy: Readonly<Record<Locale, BookingWords>> = { en: englishWords, es: spanishWords };

export const ZIP_PATTERN = /^\d{5}$/;

/** The customer's details, with messages in their language. */
export function customerSchema(language: Locale) {
  const errors = bookingCopy[language].errors;
  return z.object({
    name: z.string({ error: errors.name }).trim().min(1, errors.name).max(120, errors.name),
    email: z
      .string({ error: errors.email })
      .trim()
      .max(EMAIL_MAX_LENGTH, errors.email)
      .refine((value) => isEmailAddress(value), errors.email),
    phone: z
      .string({ error: errors.phone })
      .trim()
      .max(40, errors.phone)
      .refine((value) => value.replace(/\D/g, '').length >= 10, errors.phone),
    address: z.string({ error: errors.address }).trim().min(3, errors.address).max(200, errors.address),
    zipCode: z.string({ error: errors.zipCode }).trim().regex(ZIP_PATTERN, errors.zipCode),
  });
}
export type CustomerDetails = z.infer<ReturnType<typeof customerSchema>>;

/** Whether the year, month and day name a day of the calendar: no February 30, no month 13. */
function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real day (Date.parse would take 2027-02-30 as March 2). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_TEXT.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const INSTANT_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** An ISO 8601 instant with an offset (or Z) naming a real day and time, in epoch ms; null for anything else. */
export function parseInstant(text: string): number | null {
  const match = INSTANT_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match as unknown as string[];
  if (!isRealDay(Number(year), Number(month), Number(day))) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59 || Number(offsetHours) > 18 || Number(offsetMinutes) > 59) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

/** The first day any date is read from (the staff's lists and calendar): nothing was booked before it. */
export const EARLIEST_DAY = '2000-01-01';
/** How many years ahead the staff's lists and calendar may be read. */
const STAFF_YEARS_AHEAD = 10;

/** The last day the staff's lists and calendar may show: ten years after `today`. */
export function latestStaffDay(today: string): string {
  return `${Number(today.slice(0, 4)) + STAFF_YEARS_AHEAD}${today.slice(4)}`;
}

/** Whether the staff's lists and calendar may show `day`: a real day from EARLIEST_DAY to ten years after `today`. */
export function isStaffDay(day: string, today: string): boolean {
  return isCalendarDay(day) && day >= EARLIEST_DAY && day <= latestStaffDay(today);
}

/** A start as the API takes it: ISO 8601 with an offset (or Z), naming a real day and time. */
export function startSchema(language: Locale) {
  const message = bookingCopy[language].errors.start;
  return z
    .string({ error: message })
    .trim()
    .transform((value) => parseInstant(value))
    .refine((value): value is number => value !== null, message);
}

const dayFormats = new Map<string, DateFormat>();
function format(locale: Locale, key: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const id = `${locale}:${key}:${options.timeZone}`;
  let formatter = dayFormats.get(id);
  if (!formatter) {
    formatter = localeDateFormat(locale, options);
    dayFormats.set(id, formatter);
  }
  return formatter;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** '9:30 AM' ('9:30 a. m.') in the calendar's zone. */
export function clock(at: number, locale: Locale, timeZone: string): string {
  return format(locale, 'time', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

/** 'Monday, November 30, 2026, 9:30 AM' in the calendar's zone: the visit's time in emails and confirmations. */
export function visitTime(at: number, locale: Locale, timeZone: string): string {
  return format(locale, 'when', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

const offsets = new Map<string, string>();

/** The zone's offset from UTC at `at` ('-05:00'); it changes only on the hour, so it is remembered per hour. */
function offsetAt(at: number, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(at / 3_600_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    let offsetFormat = offsetFormats.get(timeZone);
    if (!offsetFormat) {
      offsetFormat = new Intl.DateTimeFormat('en-US', { timeZoneName: 'longOffset', timeZone });
      offsetFormats.set(timeZone, offsetFormat);
    }
    const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    offset = name.replace('GMT', '') || '+00:00';
    offsets.set(key, offset);
  }
  return offset;
}

const isoStrings = new Map<string, string>();

/** The start as the API answers it: ISO 8601 with the calendar zone's offset ('2026-11-30T09:30:00-05:00'). Remembered: the same starts are answered again and again. */
export function isoWithOffset(at: number, timeZone: string): string {
  const key = `${timeZone}|${at}`;
  let iso = isoStrings.get(key);
  if (iso === undefined) {
    if (isoStrings.size > 50_000) isoStrings.clear();
    const offset = offsetAt(at, timeZone);
    const sign = offset.startsWith('-') ? -1 : 1;
    const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
    const local = new Date(at + sign * (Number(hours) * 60 + Number(minutes)) * 60_000);
    iso = `${local.toISOString().slice(0, 19)}${offset}`;
    isoStrings.set(key, iso);
  }
  return iso;
}
