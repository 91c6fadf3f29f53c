import { data, redirect } from 'react-router';
import { waitWords as englishWait } from '~/content/wait';
import { waitWords as spanishWait } from '~/content/es/wait';
import { servesZipCode } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { localTime } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { Locale } from '~/lib/locale';
import { addressLimitKey } from '~/lib/network-address.server';
import type { AppServices } from '~/lib/request-context';
import { z } from '~/lib/schema';
import { getService } from '~/content/services';
import type { BookingDay, Slot } from './availability';
import { quoteRequestFor } from './booking-api.server';
import { bookingCopy, clock, customerSchema, dayName, visitTime, ZIP_PATTERN } from './booking';
import { bookVisit, cancelVisit, findAvailability, findVisitByToken, holdTime, moveVisit, type TimeRefused, type Visit } from './visits.server';

// The customer's pages: /book (days, then times, then their details, held meanwhile) and the
// manage link (/book/manage/<token>: reschedule or cancel). Plain forms: each day and each time
// is a button, so all of it works without JavaScript.

const DAYS_SHOWN = 14;

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
      name: bookingCopy[language].chooseTime(clock(slot.start, language, timeZone), dayName(local.day, language)),
      afternoon: local.minutes >= 12 * 60,
    };
  });
}

function dayChoices(days: readonly BookingDay[], language: Locale): DayChoice[] {
  return days.map((day) => ({ day: day.day, label: dayName(day.day, language), full: day.full }));
}

/** What the day-and-time picker shows for `zip` (and the chosen `day`), shared by /book and the manage page. */
async function picker(
  services: AppServices,
  {
    zip,
    day,
    language,
    now,
    exceptVisit,
    service,
  }: { zip: string; day: string | null; language: Locale; now: Date; exceptVisit?: string; service?: string | null },
) {
  if (!ZIP_PATTERN.test(zip)) return { zip, inArea: null, days: [], day: null, times: [] };
  const availability = await findAvailability(services, { zipCode: zip, days: DAYS_SHOWN, now, exceptVisit, service });
  if (!availability.inArea) return { zip, inArea: false, days: [], day: null, times: [] };
  const chosen = availability.days.find((entry) => entry.day === day && !entry.full);
  return {
    zip,
    inArea: true,
    days: dayChoices(availability.days, language),
    day: chosen ? { day: chosen.day, label: dayName(chosen.day, language) } : null,
    times: chosen ? timeChoices(chosen.slots, language, availability.timeZone) : [],
  };
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
  return {
    request: quote ? reference : null,
    service: quote ? null : serviceOf(url.searchParams.get('service')),
    prefill,
    holdMinutes: services.env.BOOKING_HOLD_MINUTES,
    ...(await picker(services, { zip, day: url.searchParams.get('day'), language, now, service })),
  };
}

type Refusal = { step: 'taken'; message: string; alternatives: TimeChoice[] } | { step: 'outside'; zip: string } | { step: 'limited'; message: string };

/** What a post to /book answers with (when it does not move on to the confirmation). */
export type BookReply =
  | Refusal
  | { step: 'error'; message: string }
  | {
      step: 'details';
      chosen: { start: string; label: string };
      holdId: string | null;
      values: CustomerValues;
      errors: Record<string, string>;
      message?: string;
    };

const reply = (body: BookReply, status = 200) => data(body, { status });

async function refusal(services: AppServices, result: TimeRefused, zip: string, language: Locale): Promise<Refusal> {
  if (result.reason === 'outside-area') return { step: 'outside', zip };
  const { timeZone } = await getBusinessCalendar(services.db);
  return { step: 'taken', message: bookingCopy[language].taken, alternatives: timeChoices(result.alternatives, language, timeZone) };
}

async function limited(services: AppServices, clientIp: string, language: Locale): Promise<Refusal | null> {
  const limit = await services.bookingLimiter.hit(addressLimitKey('booking', clientIp));
  if (limit.allowed) return null;
  return { step: 'limited', message: bookingCopy[language].tooMany((language === 'es' ? spanishWait : englishWait)(limit.retryAfterSeconds)) };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function parseStart(text: string): number | null {
  const start = Date.parse(text);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) && Number.isFinite(start) ? start : null;
}

export async function bookPageAction(services: AppServices, request: Request, clientIp: string, language: Locale, now = new Date()) {
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
  const chosen = { start: new Date(start).toISOString(), label: visitTime(start, language, timeZone) };
  const values: CustomerValues = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    phone: field(form, 'phone'),
    address: field(form, 'address'),
    zipCode: field(form, 'zipCode'),
  };

  if (intent === 'hold') {
    const refused = await limited(services, clientIp, language);
    if (refused) return reply(refused, 429);
    const zip = field(form, 'zip').trim();
    if (!(await servesZipCode(services.db, zip))) return reply({ step: 'outside', zip }, 400);
    const hold = await holdTime(services, { start, zipCode: zip, service, now });
    if (!hold.ok) return reply(await refusal(services, hold, zip, language), 409);
    return reply({ step: 'details', chosen, holdId: hold.id, values: { ...values, zipCode: values.zipCode || zip }, errors: {} });
  }

  if (intent === 'book') {
    const holdId = field(form, 'holdId') || null;
    const parsed = customerSchema(language).safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return reply({ step: 'details', chosen, holdId, values, errors, message: words.errors.form }, 400);
    }
    const refused = await limited(services, clientIp, language);
    if (refused) return reply(refused, 429);
    const result = await bookVisit(services, {
      customer: parsed.data,
      start,
      language,
      quoteRequestId: quote?.id ?? null,
      service,
      holdId,
      now,
    });
    if (!result.ok) return reply(await refusal(services, result, parsed.data.zipCode, language), result.reason === 'taken' ? 409 : 400);
    const token = result.manageUrl.split('/').pop()!;
    return redirect(`${language === 'es' ? '/es' : ''}/book/manage/${token}?booked=1`);
  }
  return reply({ step: 'error', message: words.errors.form }, 400);
}

function visitSummary(visit: Visit, language: Locale, timeZone: string) {
  return {
    status: visit.status,
    when: visitTime(Date.parse(visit.startsAt), language, timeZone),
    address: `${visit.address}, ${visit.zipCode}`,
    email: visit.customerEmail,
    zipCode: visit.zipCode,
  };
}

export async function managePageLoader(services: AppServices, request: Request, token: string, language: Locale, now = new Date()) {
  const visit = await findVisitByToken(services.db, token);
  if (!visit) throw data({ message: bookingCopy[language].manage.notFound }, { status: 404 });
  const url = new URL(request.url);
  const { timeZone } = await getBusinessCalendar(services.db);
  const booked = url.searchParams.get('booked') === '1';
  return {
    booked,
    visit: visitSummary(visit, language, timeZone),
    ...(visit.status === 'booked'
      ? await picker(services, { zip: visit.zipCode, day: url.searchParams.get('day'), language, now, exceptVisit: visit.id })
      : { days: [], day: null, times: [], zip: visit.zipCode, inArea: true }),
  };
}

const manageIntent = z.enum(['cancel', 'move']);

export async function managePageAction(services: AppServices, request: Request, token: string, clientIp: string, language: Locale, now = new Date()) {
  const words = bookingCopy[language];
  const visit = await findVisitByToken(services.db, token);
  if (!visit) throw data({ message: words.manage.notFound }, { status: 404 });
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const intent = manageIntent.safeParse(form?.get('intent'));
  if (!form || !intent.success) return data({ done: null, message: words.errors.form, alternatives: [] as TimeChoice[] }, { status: 400 });
  const refused = await limited(services, clientIp, language);
  if (refused?.step === 'limited') return data({ done: null, message: refused.message, alternatives: [] as TimeChoice[] }, { status: 429 });
  const { timeZone } = await getBusinessCalendar(services.db);
  if (intent.data === 'cancel') {
    await cancelVisit(services, { visitId: visit.id, token, now });
    return { done: 'cancelled' as const, message: words.manage.cancelDone, alternatives: [] as TimeChoice[] };
  }
  const start = parseStart(field(form, 'start'));
  if (start === null) return data({ done: null, message: words.errors.start, alternatives: [] as TimeChoice[] }, { status: 400 });
  const moved = await moveVisit(services, { visitId: visit.id, start, token, now });
  if (moved.ok) return { done: 'moved' as const, message: words.manage.moved(visitTime(start, language, timeZone)), alternatives: [] as TimeChoice[] };
  if (moved.reason === 'taken')
    return data({ done: null, message: words.taken, alternatives: timeChoices(moved.alternatives, language, timeZone) }, { status: 409 });
  return data({ done: null, message: words.manage.cancelled, alternatives: [] as TimeChoice[] }, { status: 409 });
}
