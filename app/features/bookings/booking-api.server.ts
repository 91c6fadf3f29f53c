import type { BookingExtras } from './booking-extras';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { readRequestConfirmationToken } from '~/features/leads/my-requests/request-confirmation.server';
import { getQuoteRequest } from '~/features/leads/intake/quote-requests.server';
import { type BodySource, readJsonObject } from '~/lib/json-body.server';
import { instantIn, shiftDay } from '~/lib/business-hours';
import { isLocale, type Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { z } from '~/lib/schema';
import type { Slot } from './availability';
import { bookingCopy, customerSchema, EARLIEST_DAY, isCalendarDay, isoWithOffset, isStaffDay, latestStaffDay, startSchema, ZIP_PATTERN } from './booking';
import { formatWeekdayDate } from '~/features/calendar/business-dates';
import { addressLimit, bookingLimits, type Limited } from './booking-limits.server';
import { bookVisit, findAvailability, lastBookableDay, listVisits, type Visit } from './visits.server';
import { listStaffMembers } from '~/features/accounts/roles/roles.server';

// The booking API (docs/bookings.md): availability, booking, and the staff's list. Answers are
// plain data; the route modules send them.

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const invalid = (fieldErrors: Record<string, string[]>, error = 'Some fields are missing or invalid.'): ApiAnswer => ({
  status: 400,
  body: { error, fieldErrors },
});

export const MAX_DAYS = 90;

function slotsAnswer(slots: readonly Slot[], timeZone: string) {
  return slots.map((slot) => ({ start: isoWithOffset(slot.start, timeZone), end: isoWithOffset(slot.end, timeZone) }));
}

/** GET /api/availability?zip=33134&from=YYYY-MM-DD&days=14 */
export async function availabilityApi(services: AppServices, url: URL, now = new Date()): Promise<ApiAnswer> {
  const zip = (url.searchParams.get('zip') ?? '').trim();
  const from = url.searchParams.get('from') ?? undefined;
  const daysText = url.searchParams.get('days') ?? '14';
  const fieldErrors: Record<string, string[]> = {};
  if (!ZIP_PATTERN.test(zip)) fieldErrors.zip = ['Give a 5-digit ZIP code, such as 33134.'];
  if (from !== undefined && !isCalendarDay(from)) fieldErrors.from = ['Give a date as YYYY-MM-DD.'];
  else if (from !== undefined) {
    // Days before today start today; none after the booking window's last day is offered.
    const { timeZone } = await getBusinessCalendar(services.db);
    const last = lastBookableDay(services.env, now, timeZone);
    if (from < EARLIEST_DAY || from > last) fieldErrors.from = [`Give a date from today to ${last}.`];
  }
  const days = Number(daysText);
  if (!/^\d{1,3}$/.test(daysText) || days < 1 || days > MAX_DAYS) fieldErrors.days = [`Give a number of days from 1 to ${MAX_DAYS}.`];
  if (Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);
  const availability = await findAvailability(services, { zipCode: zip, from, days, now });
  return {
    status: 200,
    body: {
      slots: slotsAnswer(
        availability.days.flatMap((day) => day.slots),
        availability.timeZone,
      ),
    },
  };
}

const optionalReference = z.string().trim().max(300).nullish();

const tooMany = (limited: Limited): ApiAnswer => ({
  status: 429,
  body: { error: limited.message },
  headers: { 'Retry-After': String(limited.retryAfterSeconds) },
});

/**
 * The quote request a /book link names by its signed reference (the one its confirmation email
 * carries), for the prefill: a bare id would show anyone who guessed it the customer's details.
 */
export async function quoteRequestFor(services: AppServices, reference: string | null | undefined) {
  const link = readRequestConfirmationToken(services.secret, reference ?? null);
  return link.ok && link.kind === 'quote-requests' ? getQuoteRequest(services.db, link.id) : undefined;
}

/**
 * POST /api/bookings. The booking is tentative until the link emailed to its address confirms it
 * (docs/bookings.md). A quote request is named only by its signed reference (`request`, as /book
 * takes it): a bare id would let anyone who knew one book on that lead's behalf.
 */
export async function bookingApi(services: AppServices, request: BodySource, clientIp: string, now = new Date(), extras?: BookingExtras): Promise<ApiAnswer> {
  const body = await readJsonObject(request);
  if (!body.ok) return { status: body.status, body: { error: body.message } };
  const fields = body.body;
  const given = fields.language ?? 'en';
  if (!isLocale(given)) return invalid({ language: ['Use "en" (English) or "es" (Spanish).'] });
  const language: Locale = given;
  const words = bookingCopy[language];
  const address = await addressLimit(services, clientIp, language);
  if (address) return tooMany(address);
  const parsed = customerSchema(language)
    .extend({ start: startSchema(language), request: optionalReference })
    .safeParse({ ...fields, zipCode: fields.zipCode });
  const fieldErrors = parsed.success ? {} : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
  if (fields.quoteRequestId !== undefined) fieldErrors.quoteRequestId = [words.errors.quoteRequestId];
  Object.assign(
    fieldErrors,
    extras?.check?.((name) => fields[name], language),
  );
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors, words.errors.form);
  const { start, request: reference, ...customer } = parsed.data;
  const quote = reference ? await quoteRequestFor(services, reference) : undefined;
  if (reference && !quote) return invalid({ request: [words.errors.request] }, words.errors.form);
  const limited = await bookingLimits(services, customer.email, language);
  if (limited) return tooMany(limited);
  const { timeZone } = await getBusinessCalendar(services.db);
  const result = await bookVisit(services, { customer, start, language, quoteRequestId: quote?.id ?? null, service: quote?.projectType, now });
  if (result.ok) {
    const { visit } = result;
    await extras?.stored({ id: visit.id, language, path: '/api/bookings', read: (name) => fields[name] });
    return {
      status: 201,
      body: {
        booking: {
          id: visit.id,
          start: isoWithOffset(Date.parse(visit.startsAt), timeZone),
          end: isoWithOffset(Date.parse(visit.endsAt), timeZone),
          manageUrl: result.manageUrl,
          status: 'tentative',
          confirmBy: isoWithOffset(Date.parse(visit.confirmBy!), timeZone),
        },
      },
    };
  }
  if (result.reason === 'outside-area') return invalid({ zipCode: [words.outsideArea.text(customer.zipCode)] }, words.outsideArea.heading);
  if (result.reason === 'outside-window') return invalid({ start: [words.errors.window(formatWeekdayDate(result.lastDay, language))] }, words.errors.form);
  return { status: 409, body: { error: words.taken, alternatives: slotsAnswer(result.alternatives, timeZone) } };
}

/** GET /api/admin/bookings?from=YYYY-MM-DD&to=YYYY-MM-DD (staff): the booked visits starting on those days. */
export async function adminBookingsApi(services: AppServices, url: URL, now = new Date()): Promise<ApiAnswer> {
  const { timeZone } = await getBusinessCalendar(services.db);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const from = url.searchParams.get('from') ?? today;
  const to = url.searchParams.get('to') ?? from;
  const fieldErrors: Record<string, string[]> = {};
  const range = `Give a date as YYYY-MM-DD from ${EARLIEST_DAY} to ${latestStaffDay(today)}.`;
  if (!isStaffDay(from, today)) fieldErrors.from = [range];
  if (!isStaffDay(to, today)) fieldErrors.to = [range];
  else if (isStaffDay(from, today) && (to < from || (Date.parse(to) - Date.parse(from)) / 86_400_000 > 366))
    fieldErrors.to = ['Give a last day on or after the first, at most a year later.'];
  if (Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);
  const visits = await listVisits(services.db, {
    from: new Date(instantIn(from, '00:00', timeZone)).toISOString(),
    to: new Date(instantIn(shiftDay(to, 1), '00:00', timeZone)).toISOString(),
  });
  const staff = new Map((await listStaffMembers(services.db, [...new Set(visits.map((visit) => visit.estimatorId))])).map((member) => [member.id, member]));
  return { status: 200, body: { bookings: visits.map((visit) => bookingJson(visit, timeZone, staff.get(visit.estimatorId)?.name ?? null)) } };
}

function bookingJson(visit: Visit, timeZone: string, estimatorName: string | null) {
  return {
    id: visit.id,
    start: isoWithOffset(Date.parse(visit.startsAt), timeZone),
    end: isoWithOffset(Date.parse(visit.endsAt), timeZone),
    status: visit.status,
    confirmed: visit.confirmedAt !== null,
    confirmBy: visit.confirmBy === null ? null : isoWithOffset(Date.parse(visit.confirmBy), timeZone),
    estimator: { id: visit.estimatorId, name: estimatorName },
    customer: { name: visit.customerName, email: visit.customerEmail, phone: visit.customerPhone, address: visit.address, zipCode: visit.zipCode },
    language: visit.language,
    quoteRequestId: visit.quoteRequestId,
  };
}
