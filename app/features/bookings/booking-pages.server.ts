import { createHash, randomBytes } from 'node:crypto';
import { data, redirect } from 'react-router';
import { servesZipCode } from '~/features/business/profile.server';
import { getBusinessCalendar, hasEstimator } from '~/features/calendar/calendar.server';
import { formatDayName, localTime } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { z } from '~/lib/schema';
import { getService } from '~/content/services';
import { visitMinutes } from './visit-length';
import type { BookingDay, Slot } from './availability';
import { quoteRequestFor } from './booking-api.server';
import type { BookingExtras } from './booking-extras';
import { bookingCopy, clock, customerSchema, parseInstant, visitTime, ZIP_PATTERN } from './booking';
import { formatWeekdayDate } from '~/features/calendar/business-dates';
import { addressLimit, bookingLimits, dayLimit, visitLimit } from './booking-limits.server';
import {
  bookVisit,
  cancelVisit,
  confirmVisit,
  findAvailability,
  findVisitByToken,
  findVisitToConfirm,
  holdTime,
  type Moving,
  moveVisit,
  type TimeRefused,
  type Visit,
} from './visits.server';

// The customer's pages: /book (days, then times, then their details, held meanwhile) and the
// manage link (/book/manage/<token>: reschedule or cancel). Plain forms: each day and each time
// is a button, so all of it works without JavaScript.

const DAYS_SHOWN = 14;

/**
 * The visitor's booking cookie: a random key this server sets when /book is first shown. A hold
 * needs it (a script that drops its cookies gets no hold), and one browser keeps one live hold.
 * Only its SHA-256 is stored, with the hold.
 */
export const BOOKING_COOKIE = 'gwc.booking';
const COOKIE_KEY = /^[A-Za-z0-9_-]{43}$/;

function bookingCookie(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === BOOKING_COOKIE) {
      const value = pair.slice(equals + 1).trim();
      if (COOKIE_KEY.test(value)) return value;
    }
  }
  return undefined;
}

/** The browser's holder key (the cookie's hash), or null without a cookie. */
function holderOf(request: Request): string | null {
  const key = bookingCookie(request);
  return key ? createHash('sha256').update(key).digest('hex') : null;
}

/** The Set-Cookie that gives a browser without a booking cookie its key (none when it has one). */
function cookieHeaders(request: Request, services: AppServices): Record<string, string> {
  if (bookingCookie(request)) return {};
  const secure = services.env.isSecureOrigin ? '; Secure' : '';
  return { 'Set-Cookie': `${BOOKING_COOKIE}=${randomBytes(32).toString('base64url')}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax${secure}` };
}

export interface TimeChoice {
  /** ISO 8601 UTC, posted back as `start`. */
  start: string;
  label: string;
  /** The day's full name with the time: the button's accessible name. */
  name: string;
  afternoon: boolean;
}

export interface DayChoice {
  day: string;
  label: string;
  full: boolean;
}

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
}

/** A service's id from a link (a service page's "Book a free estimate visit"), when it names one: it sets the visit's length. */
function serviceOf(value: string | null): string | null {
  return value && getService(value) ? value : null;
}

const emptyValues: CustomerValues = { name: '', email: '', phone: '', address: '', zipCode: '' };

function timeChoices(slots: readonly Slot[], language: Locale, timeZone: string): TimeChoice[] {
  return slots.map((slot) => {
    const local = localTime(slot.start, timeZone);
    return {
      start: new Date(slot.start).toISOString(),
      label: clock(slot.start, language, timeZone),
      name: bookingCopy[language].chooseTime(clock(slot.start, language, timeZone), formatDayName(local.day, language)),
      afternoon: local.minutes >= 12 * 60,
    };
  });
}

function dayChoices(days: readonly BookingDay[], language: Locale): DayChoice[] {
  return days.map((day) => ({ day: day.day, label: formatDayName(day.day, language), full: day.full }));
}

/** What the day-and-time picker shows for `zip` (and the chosen `day`), shared by /book and the manage page. */
async function picker(
  services: AppServices,
  { zip, day, language, now, moving, service }: { zip: string; day: string | null; language: Locale; now: Date; moving?: Moving; service?: string | null },
) {
  if (!ZIP_PATTERN.test(zip)) return { zip, inArea: null, days: [], day: null, times: [] };
  const availability = await findAvailability(services, { zipCode: zip, days: DAYS_SHOWN, now, moving, service });
  if (!availability.inArea) return { zip, inArea: false, days: [], day: null, times: [] };
  const chosen = availability.days.find((entry) => entry.day === day && !entry.full);
  return {
    zip,
    inArea: true,
    days: dayChoices(availability.days, language),
    day: chosen ? { day: chosen.day, label: formatDayName(chosen.day, language) } : null,
    times: chosen ? timeChoices(chosen.slots, language, availability.timeZone) : [],
  };
}

/** How long the visit takes, in minutes: the service's length, or (no service) the usual and the longer one. */
function visitLengthOf(env: AppServices['env'], service: string | null): { minutes: number } | { usual: number; longer: number } {
  if (service) return { minutes: visitMinutes(service, env.BOOKING_VISIT_MINUTES) };
  return { usual: env.BOOKING_VISIT_MINUTES, longer: visitMinutes('window-replacement', env.BOOKING_VISIT_MINUTES) };
}

export async function bookPageLoader(services: AppServices, request: Request, language: Locale, now = new Date()) {
  const url = new URL(request.url);
  const reference = url.searchParams.get('request');
  const quote = await quoteRequestFor(services, reference);
  const prefill: CustomerValues = quote
    ? {
        name: `${quote.firstName} ${quote.lastName}`.trim(),
        email: quote.email,
        phone: quote.phone,
        address: `${quote.address}, ${quote.city}`,
        zipCode: quote.zipCode,
      }
    : emptyValues;
  const zip = (url.searchParams.get('zip') ?? prefill.zipCode).trim();
  const service = quote?.projectType ?? serviceOf(url.searchParams.get('service'));
  return data(
    {
      request: quote ? reference : null,
      service: quote ? null : serviceOf(url.searchParams.get('service')),
      prefill,
      holdMinutes: services.env.BOOKING_HOLD_MINUTES,
      visitLength: visitLengthOf(services.env, service),
      // Nobody has working hours yet (a fresh site, or every estimator removed): the page says so, with the phone.
      estimators: await hasEstimator(services.db, now),
      ...(await picker(services, { zip, day: url.searchParams.get('day'), language, now, service })),
    },
    { headers: cookieHeaders(request, services) },
  );
}

type Refusal =
  { step: 'taken'; message: string; alternatives: TimeChoice[] } | { step: 'outside'; zip: string; message: string } | { step: 'limited'; message: string };

const outside = (zip: string, language: Locale): Refusal => ({ step: 'outside', zip, message: bookingCopy[language].outsideArea.text(zip) });

/** What a post to /book answers with (when it does not move on to the confirmation). */
export type BookReply =
  | Refusal
  | { step: 'error'; message: string }
  | {
      step: 'details';
      /** The time held: its ISO start, and its day and clock time in words. */
      chosen: { start: string; day: string; time: string };
      holdId: string | null;
      values: CustomerValues;
      errors: Record<string, string>;
      message?: string;
      /** A later feature's box (texting consent) was ticked: it stays ticked when the form comes back. */
      smsConsent?: boolean;
    };

const reply = (body: BookReply, status = 200, headers: Record<string, string> = {}) => data(body, { status, headers });

async function refusal(services: AppServices, result: TimeRefused, zip: string, language: Locale): Promise<Refusal | { step: 'error'; message: string }> {
  if (result.reason === 'outside-area') return outside(zip, language);
  if (result.reason === 'outside-window') return { step: 'error', message: bookingCopy[language].errors.window(formatWeekdayDate(result.lastDay, language)) };
  const { timeZone } = await getBusinessCalendar(services.db);
  return { step: 'taken', message: bookingCopy[language].taken, alternatives: timeChoices(result.alternatives, language, timeZone) };
}

const refusalStatus = (result: TimeRefused) => (result.reason === 'taken' ? 409 : 400);

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A start as the pages post it (an ISO string in UTC), naming a real day and time. */
function parseStart(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) ? parseInstant(text) : null;
}

export async function bookPageAction(services: AppServices, request: Request, clientIp: string, language: Locale, now = new Date(), extras?: BookingExtras) {
  const words = bookingCopy[language];
  const form = await readFormBody(request, MAX_JSON_BYTES);
  if (!form) return reply({ step: 'error', message: words.errors.form }, 400);
  const intent = field(form, 'intent');
  const start = parseStart(field(form, 'start'));
  const reference = field(form, 'request') || null;
  const { timeZone } = await getBusinessCalendar(services.db);
  const quote = await quoteRequestFor(services, reference);
  const service = quote?.projectType ?? serviceOf(field(form, 'service'));
  if (start === null) return reply({ step: 'error', message: words.errors.start }, 400);
  const chosen = { start: new Date(start).toISOString(), day: formatDayName(localTime(start, timeZone).day, language), time: clock(start, language, timeZone) };
  const values: CustomerValues = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    phone: field(form, 'phone'),
    address: field(form, 'address'),
    zipCode: field(form, 'zipCode'),
  };

  if (intent === 'hold') {
    const refused = (await addressLimit(services, clientIp, language)) ?? null;
    if (refused) return reply({ step: 'limited', message: refused.message }, 429, { 'Retry-After': String(refused.retryAfterSeconds) });
    const zip = field(form, 'zip').trim();
    if (!(await servesZipCode(services.db, zip))) return reply(outside(zip, language), 400);
    const holder = holderOf(request);
    // A browser that did not keep the cookie /book gave it (or a script) holds nothing; it gets one to try again with.
    if (!holder) return reply({ step: 'error', message: words.cookiesNeeded }, 400, cookieHeaders(request, services));
    const today = await dayLimit(services, language);
    if (today) return reply({ step: 'limited', message: today.message }, 429, { 'Retry-After': String(today.retryAfterSeconds) });
    const hold = await holdTime(services, { start, zipCode: zip, holder, service, now });
    if (!hold.ok) return reply(await refusal(services, hold, zip, language), refusalStatus(hold));
    return reply({ step: 'details', chosen, holdId: hold.id, values: { ...values, zipCode: values.zipCode || zip }, errors: {} });
  }

  if (intent === 'book') {
    const holdId = field(form, 'holdId') || null;
    const parsed = customerSchema(language).safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return reply({ step: 'details', chosen, holdId, values, errors, message: words.errors.form, smsConsent: form.get('smsConsent') === 'on' }, 400);
    }
    const refused = (await addressLimit(services, clientIp, language)) ?? (await bookingLimits(services, parsed.data.email, language));
    if (refused) return reply({ step: 'limited', message: refused.message }, 429, { 'Retry-After': String(refused.retryAfterSeconds) });
    const result = await bookVisit(services, {
      customer: parsed.data,
      start,
      language,
      quoteRequestId: quote?.id ?? null,
      service,
      holdId,
      holder: holderOf(request),
      now,
    });
    if (!result.ok) return reply(await refusal(services, result, parsed.data.zipCode, language), refusalStatus(result));
    await extras?.stored({ id: result.visit.id, language, path: new URL(request.url).pathname, read: (name) => form.get(name) });
    const token = result.manageUrl.split('/').pop()!;
    return redirect(`${language === 'es' ? '/es' : ''}/book/manage/${token}?booked=1`);
  }
  return reply({ step: 'error', message: words.errors.form }, 400);
}

/** Whether the visit has begun: from then on its link no longer moves or cancels it. */
const hasBegun = (visit: Visit, now: Date) => Date.parse(visit.startsAt) <= now.getTime();

function visitSummary(visit: Visit, language: Locale, timeZone: string, now: Date) {
  return {
    status: visit.status,
    when: visitTime(Date.parse(visit.startsAt), language, timeZone),
    address: `${visit.address}, ${visit.zipCode}`,
    email: visit.customerEmail,
    zipCode: visit.zipCode,
    /** While tentative: until when the emailed link confirms it. */
    confirmBy: visit.confirmedAt === null && visit.confirmBy ? visitTime(Date.parse(visit.confirmBy), language, timeZone) : null,
    begun: hasBegun(visit, now),
  };
}

export async function managePageLoader(services: AppServices, request: Request, token: string, language: Locale, now = new Date()) {
  const visit = await findVisitByToken(services.db, token);
  if (!visit) throw data({ message: bookingCopy[language].manage.notFound }, { status: 404 });
  const url = new URL(request.url);
  const { timeZone } = await getBusinessCalendar(services.db);
  const booked = url.searchParams.get('booked') === '1';
  // Times to move to only for a confirmed visit still to come.
  const movable = visit.status === 'booked' && visit.confirmedAt !== null && !hasBegun(visit, now);
  return {
    booked,
    visit: visitSummary(visit, language, timeZone, now),
    bookAgain: `${language === 'es' ? '/es' : ''}/book?${new URLSearchParams({ zip: visit.zipCode })}`,
    ...(movable
      ? await picker(services, { zip: visit.zipCode, day: url.searchParams.get('day'), language, now, moving: visit })
      : { days: [], day: null, times: [], zip: visit.zipCode, inArea: true }),
  };
}

const manageIntent = z.enum(['cancel', 'move']);

export async function managePageAction(services: AppServices, request: Request, token: string, language: Locale, now = new Date()) {
  const words = bookingCopy[language];
  const visit = await findVisitByToken(services.db, token);
  if (!visit) throw data({ message: words.manage.notFound }, { status: 404 });
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const intent = manageIntent.safeParse(form?.get('intent'));
  const refusedWith = (message: string, status: number) => data({ done: null, message, alternatives: [] as TimeChoice[] }, { status });
  if (!form || !intent.success) return refusedWith(words.errors.form, 400);
  // The customer's own moves and cancels count against their visit's budget, not the address's
  // holds and bookings: a move refused as taken must never leave them unable to cancel.
  const refused = await visitLimit(services, visit.id, language);
  if (refused) return refusedWith(refused.message, 429);
  // A visit that has begun is the estimator's and the customer's to settle by phone.
  if (visit.status === 'booked' && hasBegun(visit, now)) return refusedWith(words.manage.begun, 409);
  const { timeZone } = await getBusinessCalendar(services.db);
  if (intent.data === 'cancel') {
    await cancelVisit(services, { visitId: visit.id, token, now });
    return { done: 'cancelled' as const, message: words.manage.cancelDone, alternatives: [] as TimeChoice[] };
  }
  if (visit.status === 'booked' && visit.confirmedAt === null) return refusedWith(words.manage.confirmFirst, 409);
  const start = parseStart(field(form, 'start'));
  if (start === null) return refusedWith(words.errors.start, 400);
  const moved = await moveVisit(services, { visitId: visit.id, start, token, now });
  if (moved.ok) return { done: 'moved' as const, message: words.manage.moved(visitTime(start, language, timeZone)), alternatives: [] as TimeChoice[] };
  if (moved.reason === 'taken')
    return data({ done: null, message: words.taken, alternatives: timeChoices(moved.alternatives, language, timeZone) }, { status: 409 });
  if (moved.reason === 'outside-window') return refusedWith(words.errors.window(formatWeekdayDate(moved.lastDay, language)), 400);
  return refusedWith(words.manage.cancelled, 409);
}

/** What the confirmation link's page shows: the visit to confirm, or why it cannot be. */
export async function confirmPageLoader(services: AppServices, token: string, language: Locale, now = new Date()) {
  const found = await findVisitToConfirm(services, token, now);
  if (!found.ok && found.reason === 'not-found') throw data({ message: bookingCopy[language].confirmPage.notFound }, { status: 404 });
  const { timeZone } = await getBusinessCalendar(services.db);
  const visit = found.visit!;
  return {
    state: found.ok ? ('tentative' as const) : (found.reason as 'expired' | 'already-confirmed'),
    when: visitTime(Date.parse(visit.startsAt), language, timeZone),
    address: `${visit.address}, ${visit.zipCode}`,
  };
}

/**
 * Confirms the visit (a button, never the link alone: mail scanners open links), then shows it on
 * its new manage link. Not rate-limited: the link is unguessable and confirms one visit once.
 */
export async function confirmPageAction(services: AppServices, token: string, language: Locale, now = new Date()) {
  const words = bookingCopy[language];
  const confirmed = await confirmVisit(services, token, now);
  if (confirmed.ok) return redirect(`${language === 'es' ? '/es' : ''}/book/manage/${confirmed.manageUrl.split('/').pop()!}?booked=1`);
  if (confirmed.reason === 'not-found') throw data({ message: words.confirmPage.notFound }, { status: 404 });
  return data({ message: confirmed.reason === 'expired' ? words.confirmPage.expired : words.confirmPage.already }, { status: 409 });
}
