import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import { uuidv7 } from '~/lib/uuid.server';
import { getCompany, servesZipCode } from '~/features/business/profile.server';
import { getBusinessCalendar, listStaffSchedules } from '~/features/calendar/calendar.server';
import { leadKinds } from '~/features/leads/lead-kinds';
import { recordFirstResponse } from '~/features/leads/inbox/leads.server';
import { sealLink } from '~/features/mail/links.server';
import { withdrawQueuedEmail } from '~/features/mail/outbox.server';
import { notifyStaff } from '~/features/notifications/staff-alerts.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import { type BusinessCalendar, instantIn, localTime, shiftDay } from '~/lib/business-hours';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { type BookingDay, type BookingRules, type Busy, bookingDays, estimatorsFree, type Slot } from './availability';
import { type CustomerDetails, visitTime } from './booking';
import { bookingEmail, confirmationEmail, type Office, reminderJobs } from './booking-emails.server';
import { type BusyElsewhere, lockStaffCalendars } from './staff-busy.server';
import { hashManageToken as hashToken, looksLikeManageToken as looksLikeToken, newManageToken as newToken, readVisitConfirmToken } from './manage-token.server';
import type { VisitsTable } from './tables';
import { visitMinutes } from './visit-length';

// Visits booked into the estimators' free time. Two guards against a double booking: inside the
// transaction that writes, a re-check of the estimator's visits and holds (SQLite's one writer
// makes it final; on PostgreSQL an advisory lock per estimator orders the re-checks), and on
// PostgreSQL the exclusion constraint `visits_no_overlap`, which refuses an overlapping booked
// visit whatever wrote it (docs/decisions/0038-booking.md).
//
// A visit a visitor books is tentative: its time is kept, and nothing else happens (no invitation,
// reminder, timeline entry or first response), until the link emailed to its address confirms it;
// one nobody confirms within BOOKING_CONFIRM_HOURS is cancelled by a job ('unconfirmed') and, in
// any case, stops keeping its time then. Staff bookings are confirmed as they are made.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A booked visit that keeps its time at `now`: any but a tentative one past its confirmation time (only tentative visits have one). */
function keepsTime(now: string) {
  return (eb: ExpressionBuilder<Database, 'visits'>) => eb.and([eb('status', '=', 'booked'), eb.or([eb('confirmBy', 'is', null), eb('confirmBy', '>', now)])]);
}

/** The last day (in the calendar's zone) a visit may be booked on: the day BOOKING_WINDOW_DAYS from now. */
export function lastBookableDay(env: Pick<Env, 'BOOKING_WINDOW_DAYS'>, now: Date, timeZone: string): string {
  return localTime(now.getTime() + env.BOOKING_WINDOW_DAYS * DAY, timeZone).day;
}

/** Whether a start is one anyone may book or move to: not more than a day past, not after the window's last day. */
function inWindow(env: Pick<Env, 'BOOKING_WINDOW_DAYS'>, start: number, now: Date, timeZone: string): boolean {
  const earliest = now.getTime() - DAY;
  const latest = now.getTime() + (env.BOOKING_WINDOW_DAYS + 2) * DAY;
  return start >= earliest && start <= latest && localTime(start, timeZone).day <= lastBookableDay(env, now, timeZone);
}

export type Visit = Omit<VisitsTable, 'manageTokenHash'>;

export function bookingRules(env: Env, service?: string | null): BookingRules {
  return {
    visitMinutes: visitMinutes(service, env.BOOKING_VISIT_MINUTES),
    bufferMinutes: env.BOOKING_BUFFER_MINUTES,
    minNoticeHours: env.BOOKING_MIN_NOTICE_HOURS,
    dailyCap: env.BOOKING_DAILY_CAP,
    stepMinutes: env.BOOKING_SLOT_STEP_MINUTES,
  };
}

interface Window {
  from: string;
  days: number;
}

/** The visit being moved: its own time is free to it, and every time offered fits its own length and travel buffer. */
export type Moving = Pick<Visit, 'id' | 'startsAt' | 'endsAt' | 'busyUntil'>;

/** A visit's own length and buffer, as it was booked (the settings or its service may have changed since). */
function ownLength(visit: Moving): Pick<BookingRules, 'visitMinutes' | 'bufferMinutes'> {
  const starts = Date.parse(visit.startsAt);
  const ends = Date.parse(visit.endsAt);
  return { visitMinutes: (ends - starts) / MINUTE, bufferMinutes: Math.max(0, Date.parse(visit.busyUntil) - ends) / MINUTE };
}

type AvailabilityServices = Pick<AppServices, 'db' | 'env' | 'busyElsewhere'>;

/**
 * Everything the availability is worked out from, for the days of `window`. The calendar and the
 * estimators' hours and time off come from this process's memory (the calendar feature clears it
 * on any change, in every process); the visits and live holds of the window are one query, the
 * estimators' time kept elsewhere (install visits) another.
 */
async function availabilityInput(
  { db, env, busyElsewhere }: AvailabilityServices,
  { from, days }: Window,
  now: Date,
  options: { service?: string | null; exceptHold?: string; moving?: Moving; calendar?: BusinessCalendar } = {},
) {
  const calendar = options.calendar ?? (await getBusinessCalendar(db));
  const first = new Date(instantIn(shiftDay(from, -1), '00:00', calendar.timeZone)).toISOString();
  const last = new Date(instantIn(shiftDay(from, days + 1), '00:00', calendar.timeZone)).toISOString();
  const estimators = await listStaffSchedules(db, from);
  const [rows, elsewhere] = await Promise.all([
    db
      .selectFrom('visits')
      .select(['id', 'estimatorId', 'startsAt', 'busyUntil', sql<number>`1`.as('visit')])
      .where(keepsTime(now.toISOString()))
      .where('startsAt', '>=', first)
      .where('startsAt', '<', last)
      .unionAll(
        db
          .selectFrom('visitHolds')
          .select(['id', 'estimatorId', 'startsAt', 'busyUntil', sql<number>`0`.as('visit')])
          .where('expiresAt', '>', now.toISOString())
          .where('startsAt', '>=', first)
          .where('startsAt', '<', last),
      )
      .execute(),
    busyElsewhere(db, { userIds: estimators.map((estimator) => estimator.userId), from: first, to: last }),
  ]);
  const busy: Busy[] = [];
  for (const row of rows) {
    const visit = Number(row.visit) === 1;
    if (row.id === (visit ? options.moving?.id : options.exceptHold)) continue;
    busy.push({ id: row.id, estimatorId: row.estimatorId, start: Date.parse(row.startsAt), until: Date.parse(row.busyUntil), visit });
  }
  for (const kept of elsewhere) busy.push({ estimatorId: kept.userId, start: Date.parse(kept.startsAt), until: Date.parse(kept.endsAt), visit: false });
  const rules = options.moving ? { ...bookingRules(env), ...ownLength(options.moving) } : bookingRules(env, options.service);
  return { calendar, estimators, busy, rules, now: now.getTime() };
}

export interface Availability {
  inArea: boolean;
  timeZone: string;
  days: BookingDay[];
}

/** The days from `from` ('YYYY-MM-DD', default today in the calendar's zone) with their free starts; none outside the service area. */
export async function findAvailability(
  services: AvailabilityServices,
  {
    zipCode,
    from,
    days,
    now = new Date(),
    service,
    exceptHold,
    moving,
  }: {
    zipCode: string;
    from?: string;
    days: number;
    now?: Date;
    service?: string | null;
    exceptHold?: string;
    /** The visit being moved: left out of the busy time, and its own length and buffer used. */
    moving?: Moving;
  },
): Promise<Availability> {
  const { db, env } = services;
  const calendar = await getBusinessCalendar(db);
  const today = localTime(now, calendar.timeZone).day;
  const first = from && from > today ? from : today;
  if (!(await servesZipCode(db, zipCode))) return { inArea: false, timeZone: calendar.timeZone, days: [] };
  // Nothing beyond the booking window is offered (nor worked out: a year-9999 day has no instant).
  const last = lastBookableDay(env, now, calendar.timeZone);
  if (first > last) return { inArea: true, timeZone: calendar.timeZone, days: [] };
  const shown = Math.min(days, Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY) + 1);
  const input = await availabilityInput(services, { from: first, days: shown }, now, { service, exceptHold, moving, calendar });
  return { inArea: true, timeZone: calendar.timeZone, days: bookingDays({ ...input, from: first, days: shown }) };
}

/**
 * Up to `count` free starts after `refused`, for a visitor whose time was taken: the next week
 * first, then the next month. Worked out by the same rules as the refusal (the service's length,
 * or the moved visit's own length and buffer with its own time free), and never `refused` itself:
 * a time just refused is not offered again in the same answer.
 */
export async function nextFreeSlots(
  services: AvailabilityServices,
  zipCode: string,
  refused: number,
  now: Date,
  { count = 5, service, moving }: { count?: number; service?: string | null; moving?: Moving } = {},
): Promise<Slot[]> {
  const calendar = await getBusinessCalendar(services.db);
  const from = localTime(refused, calendar.timeZone).day;
  let found: Slot[] = [];
  for (const days of [7, 30]) {
    const availability = await findAvailability(services, { zipCode, from, days, now, service, moving });
    found = availability.days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.start > refused)
      .slice(0, count);
    if (found.length === count) break;
  }
  return found;
}

/**
 * The staff's Move menus: for each visit still to come, the free starts of its own day, worked
 * out for its own length and buffer with its own time left free (the times moveVisit takes).
 * Days outside the booking window offer none. One read of the visits and holds for all of them.
 */
export async function moveChoices(services: AvailabilityServices, visits: readonly Visit[], now = new Date()): Promise<Map<string, Slot[]>> {
  const choices = new Map<string, Slot[]>();
  const upcoming = visits.filter((visit) => visit.status === 'booked' && Date.parse(visit.startsAt) > now.getTime());
  if (upcoming.length === 0) return choices;
  const calendar = await getBusinessCalendar(services.db);
  const today = localTime(now, calendar.timeZone).day;
  const last = lastBookableDay(services.env, now, calendar.timeZone);
  const dayOf = (visit: Visit) => localTime(Date.parse(visit.startsAt), calendar.timeZone).day;
  const days = [...new Set(upcoming.map(dayOf))].filter((day) => day >= today && day <= last).sort();
  if (days.length === 0) return choices;
  const span = Math.round((Date.parse(`${days.at(-1)}T00:00:00Z`) - Date.parse(`${days[0]}T00:00:00Z`)) / DAY) + 1;
  const input = await availabilityInput(services, { from: days[0]!, days: span }, now, { calendar });
  for (const visit of upcoming) {
    const day = dayOf(visit);
    if (!days.includes(day)) continue;
    const busy = input.busy.filter((entry) => !(entry.visit && entry.id === visit.id));
    const [found] = bookingDays({ ...input, busy, rules: { ...input.rules, ...ownLength(visit) }, from: day, days: 1 });
    const current = Date.parse(visit.startsAt);
    choices.set(
      visit.id,
      (found?.slots ?? []).filter((slot) => slot.start !== current),
    );
  }
  return choices;
}

function dayBounds(start: number, calendar: BusinessCalendar): { dayStart: string; dayEnd: string } {
  const day = localTime(start, calendar.timeZone).day;
  return {
    dayStart: new Date(instantIn(day, '00:00', calendar.timeZone)).toISOString(),
    dayEnd: new Date(instantIn(shiftDay(day, 1), '00:00', calendar.timeZone)).toISOString(),
  };
}

interface Claim {
  estimatorId: string;
  startsAt: string;
  busyUntil: string;
  dayStart: string;
  dayEnd: string;
  dailyCap: number;
  now: string;
  exceptHold?: string;
  exceptVisit?: string;
}

/** Cancels the estimator's tentative visits overlapping the claim whose confirmation time passed: their time is free, and the database's overlap guard must see it so. */
async function releaseLapsed(trx: Trx, claim: Claim): Promise<void> {
  await trx
    .updateTable('visits')
    .set((eb) => ({ status: 'cancelled', cancelledAt: claim.now, cancelledBy: 'unconfirmed', updatedAt: claim.now, sequence: eb('sequence', '+', 1) }))
    .where('estimatorId', '=', claim.estimatorId)
    .where('status', '=', 'booked')
    .where('confirmedAt', 'is', null)
    .where('confirmBy', '<=', claim.now)
    .where('startsAt', '<', claim.busyUntil)
    .where('busyUntil', '>', claim.startsAt)
    .execute();
}

/**
 * Inside the writing transaction: whether the estimator is still free for the time (visits, others'
 * holds, the daily cap, time kept elsewhere). The lock is the one an install visit's write takes
 * for its crew (lockStaffCalendars), so a booking and an install for one person's hour take turns.
 */
async function stillFree(trx: Trx, claim: Claim, busyElsewhere: BusyElsewhere): Promise<boolean> {
  await lockStaffCalendars(trx, [claim.estimatorId]);
  await releaseLapsed(trx, claim);
  const [visits, holds, sameDay, elsewhere] = await Promise.all([
    trx
      .selectFrom('visits')
      .select('id')
      .where('estimatorId', '=', claim.estimatorId)
      .where(keepsTime(claim.now))
      .where('startsAt', '<', claim.busyUntil)
      .where('busyUntil', '>', claim.startsAt)
      .where('id', '!=', claim.exceptVisit ?? '')
      .execute(),
    trx
      .selectFrom('visitHolds')
      .select('id')
      .where('estimatorId', '=', claim.estimatorId)
      .where('expiresAt', '>', claim.now)
      .where('startsAt', '<', claim.busyUntil)
      .where('busyUntil', '>', claim.startsAt)
      .where('id', '!=', claim.exceptHold ?? '')
      .execute(),
    trx
      .selectFrom('visits')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('estimatorId', '=', claim.estimatorId)
      .where(keepsTime(claim.now))
      .where('startsAt', '>=', claim.dayStart)
      .where('startsAt', '<', claim.dayEnd)
      .where('id', '!=', claim.exceptVisit ?? '')
      .executeTakeFirstOrThrow(),
    busyElsewhere(trx, { userIds: [claim.estimatorId], from: claim.startsAt, to: claim.busyUntil }),
  ]);
  return visits.length === 0 && holds.length === 0 && Number(sameDay.count) < claim.dailyCap && elsewhere.length === 0;
}

/** PostgreSQL's answer when the exclusion constraint refuses a visit. */
function isOverlap(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** Tries each estimator in turn: the first whose write commits wins; undefined when none could. */
async function firstThatCommits<T>(
  services: Pick<AppServices, 'transact'>,
  estimators: readonly string[],
  write: (trx: Trx, estimatorId: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  for (const estimatorId of estimators) {
    try {
      const written = await services.transact((trx) => write(trx, estimatorId));
      if (written !== undefined) return written;
    } catch (error) {
      if (!isOverlap(error)) throw error;
    }
  }
  return undefined;
}

export type TimeRefused =
  | { ok: false; reason: 'outside-area' }
  | { ok: false; reason: 'taken'; alternatives: Slot[] }
  /** Before yesterday or after the booking window's last day. */
  | { ok: false; reason: 'outside-window'; lastDay: string };

function outsideWindow(env: Pick<Env, 'BOOKING_WINDOW_DAYS'>, now: Date, timeZone: string): TimeRefused {
  return { ok: false, reason: 'outside-window', lastDay: lastBookableDay(env, now, timeZone) };
}

export interface Hold {
  id: string;
  start: number;
  end: number;
  expiresAt: string;
}

/**
 * Keeps `start` for a visitor for BOOKING_HOLD_MINUTES while they confirm. `holder` names their
 * browser (the hash of its booking cookie): a new hold releases the browser's earlier one.
 */
export async function holdTime(
  services: AppServices,
  { start, zipCode, holder, service, now = new Date() }: { start: number; zipCode: string; holder: string; service?: string | null; now?: Date },
): Promise<({ ok: true } & Hold) | TimeRefused> {
  if (!(await servesZipCode(services.db, zipCode))) return { ok: false, reason: 'outside-area' };
  const calendar = await getBusinessCalendar(services.db);
  if (!inWindow(services.env, start, now, calendar.timeZone)) return outsideWindow(services.env, now, calendar.timeZone);
  const input = await availabilityInput(services, { from: localTime(start, calendar.timeZone).day, days: 1 }, now, { service });
  const rules = input.rules;
  const end = start + rules.visitMinutes * MINUTE;
  const busyUntil = new Date(end + rules.bufferMinutes * MINUTE).toISOString();
  const expiresAt = new Date(now.getTime() + services.env.BOOKING_HOLD_MINUTES * MINUTE).toISOString();
  const held = await firstThatCommits(services, estimatorsFree(input, start), async (trx, estimatorId) => {
    const claim = {
      estimatorId,
      startsAt: new Date(start).toISOString(),
      busyUntil,
      dailyCap: rules.dailyCap,
      now: now.toISOString(),
      ...dayBounds(start, calendar),
    };
    // One live hold per browser: choosing another time lets the first go.
    await trx.deleteFrom('visitHolds').where('holder', '=', holder).execute();
    if (!(await stillFree(trx, claim, services.busyElsewhere))) return undefined;
    const id = newToken();
    await trx
      .deleteFrom('visitHolds')
      .where('expiresAt', '<', new Date(now.getTime() - DAY).toISOString())
      .execute();
    await trx
      .insertInto('visitHolds')
      .values({ id, estimatorId, startsAt: claim.startsAt, busyUntil, expiresAt, createdAt: now.toISOString(), holder })
      .execute();
    return id;
  });
  if (!held) return { ok: false, reason: 'taken', alternatives: await nextFreeSlots(services, zipCode, start, now, { service }) };
  return { ok: true, id: held, start, end, expiresAt };
}

/** A hold still in force, of this browser: its time and estimator. */
export async function findHold(db: Db, id: string, holder: string | null, now = new Date()) {
  if (!looksLikeToken(id) || !holder) return undefined;
  return db
    .selectFrom('visitHolds')
    .select(['id', 'estimatorId', 'startsAt', 'expiresAt'])
    .where('id', '=', id)
    .where('holder', '=', holder)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

export interface NewVisit {
  customer: CustomerDetails;
  start: number;
  language: Locale;
  quoteRequestId?: string | null;
  service?: string | null;
  holdId?: string | null;
  /** The browser that holds `holdId` (the hash of its booking cookie). */
  holder?: string | null;
  /** The staff member who booked it for the customer (confirmed at once); none when a visitor did (tentative). */
  actor?: Actor | null;
  now?: Date;
}

export type BookResult = { ok: true; visit: Visit; manageUrl: string } | TimeRefused;

/** Each tentative visit's job: cancel it when nobody confirmed it in time (its time is free from then on anyway). */
export const expireVisitKind = defineJobKind({ kind: 'bookings.expire-unconfirmed', schema: z.object({ visitId: z.string() }), maxAttempts: 5 });

export function manageUrl(env: Pick<Env, 'PUBLIC_URL'>, language: Locale, token: string): string {
  return `${env.PUBLIC_URL}${language === 'es' ? '/es' : ''}/book/manage/${token}`;
}

/** Books a visit at `start` with an estimator who is free then; a time taken meanwhile answers the next free ones. */
export async function bookVisit(
  services: AppServices,
  { customer, start, language, quoteRequestId = null, service, holdId, holder = null, actor = null, now = new Date() }: NewVisit,
): Promise<BookResult> {
  if (!(await servesZipCode(services.db, customer.zipCode))) return { ok: false, reason: 'outside-area' };
  // Read before the transaction: the customer's email and invitation name the company as it is now.
  const [calendar, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
  if (!inWindow(services.env, start, now, calendar.timeZone)) return outsideWindow(services.env, now, calendar.timeZone);
  const hold = holdId ? await findHold(services.db, holdId, holder, now) : undefined;
  const ownHold = hold && Date.parse(hold.startsAt) === start ? hold : undefined;
  const input = await availabilityInput(services, { from: localTime(start, calendar.timeZone).day, days: 1 }, now, {
    service,
    exceptHold: ownHold?.id,
  });
  const rules = input.rules;
  const free = estimatorsFree(input, start);
  // The estimator the visitor's hold kept comes first.
  const order = ownHold && free.includes(ownHold.estimatorId) ? [ownHold.estimatorId, ...free.filter((id) => id !== ownHold.estimatorId)] : free;
  const token = newToken();
  const startsAt = new Date(start).toISOString();
  const endsAt = new Date(start + rules.visitMinutes * MINUTE).toISOString();
  const busyUntil = new Date(start + (rules.visitMinutes + rules.bufferMinutes) * MINUTE).toISOString();
  const url = manageUrl(services.env, language, token);
  const visit = await firstThatCommits(services, order, async (trx, estimatorId) => {
    const claim = {
      estimatorId,
      startsAt,
      busyUntil,
      dailyCap: rules.dailyCap,
      now: now.toISOString(),
      exceptHold: ownHold?.id,
      ...dayBounds(start, calendar),
    };
    if (!(await stillFree(trx, claim, services.busyElsewhere))) return undefined;
    const at = now.toISOString();
    const tentative = !actor;
    const row: Visit = {
      id: uuidv7(),
      estimatorId,
      startsAt,
      endsAt,
      busyUntil,
      status: 'booked',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      address: customer.address,
      zipCode: customer.zipCode,
      language,
      quoteRequestId,
      sequence: 0,
      createdAt: at,
      createdBy: actor?.userId ?? null,
      updatedAt: at,
      cancelledAt: null,
      cancelledBy: null,
      confirmedAt: tentative ? null : at,
      confirmBy: tentative ? new Date(now.getTime() + services.env.BOOKING_CONFIRM_HOURS * HOUR).toISOString() : null,
    };
    await trx
      .insertInto('visits')
      .values({ ...row, manageTokenHash: hashToken(token) })
      .execute();
    if (ownHold) await trx.deleteFrom('visitHolds').where('id', '=', ownHold.id).execute();
    const office = { timeZone: calendar.timeZone, company };
    if (row.confirmBy) {
      await confirmationEmail(trx, services, row, office, now);
      await enqueueJob(trx, expireVisitKind, { visitId: row.id }, { key: `visit-expire:${row.id}`, runAt: new Date(row.confirmBy), now });
    } else await afterChange(trx, services, row, url, 'booked', actor, now, office);
    return row;
  });
  if (!visit) return { ok: false, reason: 'taken', alternatives: await nextFreeSlots(services, customer.zipCode, start, now, { service }) };
  return { ok: true, visit, manageUrl: url };
}

type Change = 'booked' | 'moved' | 'cancelled';

/**
 * What every change of a confirmed visit does in its transaction: the customer's email, the
 * reminders, the lead's timeline. A tentative visit has none of them: its address has not said it
 * wants the visit (moving or cancelling it emails nobody).
 */
async function afterChange(
  trx: Trx,
  services: AppServices,
  visit: Visit,
  url: string,
  change: Change,
  actor: Actor | null | undefined,
  now: Date,
  office: Office,
  { notBefore }: { notBefore?: Date } = {},
) {
  if (visit.confirmedAt === null) return;
  // The customer changed it themselves: staff hear of it (notifyStaff's channels; by email by default).
  if (!actor) await tellStaff(trx, visit, change, office, now);
  // The manage link is sealed until each email is sent (features/mail/links): no job or email in the queue holds a working one.
  const link = sealLink(url, services.secret);
  await bookingEmail(trx, services, visit, link, change, office, now, notBefore);
  if (change !== 'cancelled') await reminderJobs(trx, services.env, visit, now, link, office.timeZone);
  if (visit.quoteRequestId) {
    await recordAudit(trx, {
      actor: actor?.userId ?? 'customer',
      actorEmail: actor?.email ?? null,
      action: `visit.${change}`,
      subjectType: leadKinds['quote-requests'].entityType,
      subjectId: visit.quoteRequestId,
      detail: { visitId: visit.id, startsAt: visit.startsAt, estimatorId: visit.estimatorId },
      now,
    });
    // A booked visit is an answer to the request: it counts as the first response.
    if (change === 'booked') await recordFirstResponse(trx, 'quote-requests', visit.quoteRequestId, now);
  }
}

const staffWords: Readonly<Record<Change, string>> = { booked: 'Visit booked', moved: 'Visit moved', cancelled: 'Visit cancelled' };

/** Staff's alert of a customer's own booking, move or cancel: who, when and where, and the calendar's day. */
async function tellStaff(trx: Trx, visit: Visit, change: Change, { timeZone }: Office, now: Date) {
  const start = Date.parse(visit.startsAt);
  const when = visitTime(start, 'en', timeZone);
  const by = change === 'booked' ? 'Booked' : change === 'moved' ? 'Moved' : 'Cancelled';
  await notifyStaff(
    trx,
    {
      event: 'visit',
      title: `${staffWords[change]}: ${visit.customerName}`,
      body: `${when} (Eastern Time) at ${visit.address}, ${visit.zipCode}. ${by} by the customer online; phone ${visit.customerPhone}.`,
      url: `/admin/calendar?date=${localTime(start, timeZone).day}`,
      idempotencyKey: `visit-${change}:${visit.id}:${visit.sequence}`,
    },
    now,
  );
}

const visitColumns = [
  'id',
  'estimatorId',
  'startsAt',
  'endsAt',
  'busyUntil',
  'status',
  'customerName',
  'customerEmail',
  'customerPhone',
  'address',
  'zipCode',
  'language',
  'quoteRequestId',
  'sequence',
  'createdAt',
  'createdBy',
  'updatedAt',
  'cancelledAt',
  'cancelledBy',
  'confirmedAt',
  'confirmBy',
] as const;

export async function getVisit(db: Db, id: string): Promise<Visit | undefined> {
  return db.selectFrom('visits').select(visitColumns).where('id', '=', id).executeTakeFirst();
}

/** The visit a manage link names. */
export async function findVisitByToken(db: Db, token: string): Promise<Visit | undefined> {
  if (!looksLikeToken(token)) return undefined;
  return db.selectFrom('visits').select(visitColumns).where('manageTokenHash', '=', hashToken(token)).executeTakeFirst();
}

type NotConfirmable = { ok: false; reason: 'not-found' | 'expired' | 'already-confirmed'; visit?: Visit };
export type ConfirmResult = { ok: true; visit: Visit; manageUrl: string } | NotConfirmable;

/** The visit a confirmation link names, as its page shows it before the customer presses Confirm. */
export async function findVisitToConfirm(
  services: Pick<AppServices, 'db' | 'secret'>,
  token: string,
  now = new Date(),
): Promise<{ ok: true; visit: Visit } | NotConfirmable> {
  const id = readVisitConfirmToken(services.secret, token);
  const visit = id ? await getVisit(services.db, id) : undefined;
  if (!visit) return { ok: false, reason: 'not-found' };
  if (visit.confirmedAt !== null) return { ok: false, reason: 'already-confirmed', visit };
  if (visit.status !== 'booked' || visit.confirmBy === null || visit.confirmBy <= now.toISOString()) return { ok: false, reason: 'expired', visit };
  return { ok: true, visit };
}

/**
 * Confirms a tentative visit from the link emailed to its address: from now on it is booked as a
 * staff booking is (the invitation, the reminders, the lead's timeline and first response). The
 * manage link is replaced (the one the booking page showed stops working): only the address's
 * owner gets the new one, in the confirmation's email.
 */
export async function confirmVisit(services: AppServices, token: string, now = new Date()): Promise<ConfirmResult> {
  const found = await findVisitToConfirm(services, token, now);
  if (!found.ok) return found;
  const [calendar, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
  const link = newToken();
  const at = now.toISOString();
  const confirmed = await services.transact(async (trx) => {
    const updated = await trx
      .updateTable('visits')
      .set({ confirmedAt: at, confirmBy: null, updatedAt: at, manageTokenHash: hashToken(link) })
      .where('id', '=', found.visit.id)
      .where('status', '=', 'booked')
      .where('confirmedAt', 'is', null)
      .where('confirmBy', '>', at)
      .returning(visitColumns)
      .executeTakeFirst();
    if (!updated) return undefined;
    await afterChange(trx, services, updated, manageUrl(services.env, updated.language, link), 'booked', null, now, { timeZone: calendar.timeZone, company });
    return updated;
  });
  // Confirmed meanwhile by another click (or expired): what the link now names.
  if (!confirmed) {
    const found = await findVisitToConfirm(services, token, now);
    return found.ok ? { ok: false, reason: 'expired', visit: found.visit } : found;
  }
  return { ok: true, visit: confirmed, manageUrl: manageUrl(services.env, confirmed.language, link) };
}

/** The job that cancels a tentative visit nobody confirmed by its time. */
export function expireVisitJob(services: Pick<AppServices, 'db'>) {
  return handleJob(expireVisitKind, async ({ visitId }, run) => {
    const at = run.now.toISOString();
    await services.db
      .updateTable('visits')
      .set((eb) => ({ status: 'cancelled', cancelledAt: at, cancelledBy: 'unconfirmed', updatedAt: at, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', visitId)
      .where('status', '=', 'booked')
      .where('confirmedAt', 'is', null)
      .where('confirmBy', '<=', at)
      .execute();
  });
}

/** The booked visit of each of these quote requests that has one (the next, when there are several), by request id. */
export async function bookedVisitsFor(db: Db, quoteRequestIds: readonly string[], now = new Date()): Promise<Map<string, Visit>> {
  if (quoteRequestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('visits')
    .select(visitColumns)
    .where('quoteRequestId', 'in', [...quoteRequestIds])
    .where('status', '=', 'booked')
    .where('confirmedAt', 'is not', null)
    .where('endsAt', '>', now.toISOString())
    .orderBy('startsAt', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.quoteRequestId!, row]));
}

/** Visits starting in [from, to), with their estimators, in order; cancelled ones too when asked. */
export async function listVisits(
  db: Db,
  { from, to, estimatorId, withCancelled = false }: { from: string; to: string; estimatorId?: string; withCancelled?: boolean },
): Promise<Visit[]> {
  let query = db.selectFrom('visits').select(visitColumns).where('startsAt', '>=', from).where('startsAt', '<', to);
  if (estimatorId) query = query.where('estimatorId', '=', estimatorId);
  if (!withCancelled) query = query.where('status', '=', 'booked');
  return query.orderBy('startsAt').orderBy('id').execute();
}

/**
 * Cancels a booked visit: its time is free at once, the customer is emailed (with the invitation's
 * cancellation). Staff give a reason (audited), and their cancel's email waits BOOKING_UNDO_SECONDS,
 * while they may undo it (undoStaffCancel).
 */
export async function cancelVisit(
  services: AppServices,
  { visitId, token, actor = null, reason, now = new Date() }: { visitId: string; token?: string; actor?: Actor | null; reason?: string; now?: Date },
): Promise<Visit | undefined> {
  const [calendar, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
  return services.transact(async (trx) => {
    const at = now.toISOString();
    const updated = await trx
      .updateTable('visits')
      .set((eb) => ({ status: 'cancelled', cancelledAt: at, cancelledBy: actor?.userId ?? 'customer', updatedAt: at, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', visitId)
      .where('status', '=', 'booked')
      .returning(visitColumns)
      .executeTakeFirst();
    if (!updated) return undefined;
    const url = token ? manageUrl(services.env, updated.language, token) : bookUrl(services.env, updated.language);
    const notBefore = actor ? new Date(now.getTime() + services.env.BOOKING_UNDO_SECONDS * 1000) : undefined;
    await afterChange(trx, services, updated, url, 'cancelled', actor, now, { timeZone: calendar.timeZone, company }, { notBefore });
    if (actor)
      await recordAudit(trx, {
        actor: actor.userId,
        actorEmail: actor.email,
        action: 'visit.cancelled',
        subjectType: 'visit',
        subjectId: updated.id,
        detail: { reason: reason ?? null, startsAt: updated.startsAt, customer: updated.customerName },
        now,
      });
    return updated;
  });
}

export type UndoResult = { ok: true; visit: Visit } | { ok: false; reason: 'too-late' | 'taken'; message: string };

/**
 * Puts back a visit this staff member cancelled less than BOOKING_UNDO_SECONDS ago, before its
 * email left: the email is taken back (the customer hears nothing) and the visit is booked again at
 * its time, if nobody took the time meanwhile. Its reminders, still queued, send as before.
 */
export async function undoStaffCancel(
  services: AppServices,
  { visitId, actor, now = new Date() }: { visitId: string; actor: Actor; now?: Date },
): Promise<UndoResult> {
  const tooLate: UndoResult = {
    ok: false,
    reason: 'too-late',
    message: 'Too late to undo: the customer has been emailed. Book the visit again if it should stay.',
  };
  const visit = await getVisit(services.db, visitId);
  const since = now.getTime() - services.env.BOOKING_UNDO_SECONDS * 1000;
  if (!visit || visit.status !== 'cancelled' || visit.cancelledBy !== actor.userId || !visit.cancelledAt || Date.parse(visit.cancelledAt) < since)
    return tooLate;
  const calendar = await getBusinessCalendar(services.db);
  const start = Date.parse(visit.startsAt);
  const result = await services.transact(async (trx): Promise<UndoResult> => {
    const claim = {
      estimatorId: visit.estimatorId,
      startsAt: visit.startsAt,
      busyUntil: visit.busyUntil,
      dailyCap: services.env.BOOKING_DAILY_CAP,
      now: now.toISOString(),
      exceptVisit: visit.id,
      ...dayBounds(start, calendar),
    };
    if (!(await stillFree(trx, claim, services.busyElsewhere)))
      return { ok: false, reason: 'taken', message: 'Cannot undo: the time was booked meanwhile. The customer will be emailed the cancellation.' };
    // A confirmed visit's cancellation email is queued; once a runner took it, the customer knows.
    if (visit.confirmedAt !== null && !(await withdrawQueuedEmail(trx, 'visit.cancelled', `${visit.id}:${visit.sequence}`))) return tooLate;
    const at = now.toISOString();
    const restored = await trx
      .updateTable('visits')
      .set({ status: 'booked', cancelledAt: null, cancelledBy: null, updatedAt: at })
      .where('id', '=', visit.id)
      .where('status', '=', 'cancelled')
      .where('cancelledAt', '=', visit.cancelledAt)
      .returning(visitColumns)
      .executeTakeFirst();
    if (!restored) return tooLate;
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'visit.cancel-undone',
      subjectType: 'visit',
      subjectId: visit.id,
      detail: { startsAt: visit.startsAt },
      now,
    });
    return { ok: true, visit: restored };
  });
  return result;
}

export function bookUrl(env: Pick<Env, 'PUBLIC_URL'>, language: Locale): string {
  return `${env.PUBLIC_URL}${language === 'es' ? '/es' : ''}/book`;
}

export type MoveResult = { ok: true; visit: Visit } | { ok: false; reason: 'not-found' } | TimeRefused;

/** Moves a booked visit to `start` (the same estimator if free, else another); the customer gets the updated invitation. */
export async function moveVisit(
  services: AppServices,
  {
    visitId,
    start,
    token,
    actor = null,
    estimatorId,
    now = new Date(),
  }: { visitId: string; start: number; token?: string; actor?: Actor | null; estimatorId?: string; now?: Date },
): Promise<MoveResult> {
  const current = await getVisit(services.db, visitId);
  if (!current || current.status !== 'booked') return { ok: false, reason: 'not-found' };
  const [calendar, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
  if (!inWindow(services.env, start, now, calendar.timeZone)) return outsideWindow(services.env, now, calendar.timeZone);
  const length = Date.parse(current.endsAt) - Date.parse(current.startsAt);
  // The visit's own length and buffer, its own time free: the times its manage page and the staff's Move menu offered.
  const input = await availabilityInput(services, { from: localTime(start, calendar.timeZone).day, days: 1 }, now, { moving: current });
  const rules = input.rules;
  const free = estimatorsFree(input, start);
  const wanted = estimatorId ?? current.estimatorId;
  const order = free.includes(wanted) ? [wanted, ...(estimatorId ? [] : free.filter((id) => id !== wanted))] : estimatorId ? [] : free;
  const startsAt = new Date(start).toISOString();
  const endsAt = new Date(start + length).toISOString();
  const busyUntil = new Date(start + length + rules.bufferMinutes * MINUTE).toISOString();
  // Staff moving a visit do not know the customer's link: a new one goes in the email, and the old one stops working.
  const link = token ?? newToken();
  const moved = await firstThatCommits(services, order, async (trx, estimator) => {
    const claim = {
      estimatorId: estimator,
      startsAt,
      busyUntil,
      dailyCap: rules.dailyCap,
      now: now.toISOString(),
      exceptVisit: visitId,
      ...dayBounds(start, calendar),
    };
    if (!(await stillFree(trx, claim, services.busyElsewhere))) return undefined;
    const at = now.toISOString();
    const updated = await trx
      .updateTable('visits')
      .set((eb) => ({ estimatorId: estimator, startsAt, endsAt, busyUntil, updatedAt: at, sequence: eb('sequence', '+', 1), manageTokenHash: hashToken(link) }))
      .where('id', '=', visitId)
      .where('status', '=', 'booked')
      .returning(visitColumns)
      .executeTakeFirst();
    if (!updated) return undefined;
    const url = manageUrl(services.env, updated.language, link);
    await afterChange(trx, services, updated, url, 'moved', actor, now, { timeZone: calendar.timeZone, company });
    return updated;
  });
  if (!moved) return { ok: false, reason: 'taken', alternatives: await nextFreeSlots(services, current.zipCode, start, now, { moving: current }) };
  return { ok: true, visit: moved };
}
