import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import { isStaffMember, listStaffMembers, STAFF_CHANGED } from '~/features/accounts/roles/roles.server';
import { findUserByEmail, listSuperAdminEmails } from '~/features/accounts/users.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import {
  type BusinessCalendar,
  type Closure,
  type DailyHours,
  instantIn,
  localTime,
  shiftDay,
  type Weekday,
  type WeeklyHours,
  weekdays,
} from '~/lib/business-hours';
import type { Database } from '~/lib/db-schema';
import { type LiveEventHub, recordLiveEvent } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import { publicContentChanged } from '~/lib/public-content.server';
import {
  closureSchema,
  type ClosureInput,
  invalidInput,
  type InvalidCalendarInput,
  staffHoursSchema,
  type StaffHoursInput,
  timeOffSchema,
  type TimeOffInput,
  weeklyHoursSchema,
} from './calendar';
import { holidaysOf } from './holidays';
import { isTimeZone, setBusinessTimeZone } from './business-dates';

const SETTINGS_ID = 'calendar';

type Db = Kysely<Database>;

// Everything that asks "open now?" reads the calendar, so each process keeps it in memory: a
// change made here replaces the copy at once, and records a live event in its transaction that
// every process hears (watchBusinessCalendar) and reads the calendar again.
/** What a process's live events are called when the office's hours or closures changed. */
export const CALENDAR_CHANGED = 'calendar.changed';

const cached = new WeakMap<Db, { calendar: BusinessCalendar; fingerprint: string }>();
const loading = new WeakMap<Db, Promise<BusinessCalendar>>();

function toWeekly(rows: readonly { weekday: number; opens: string; closes: string }[]): WeeklyHours {
  const weekly = Object.fromEntries(weekdays.map((day) => [day, null])) as Record<Weekday, DailyHours | null>;
  for (const row of rows) weekly[row.weekday as Weekday] = { opens: row.opens, closes: row.closes };
  return weekly;
}

/** Adds the holidays of this year and the next as closures, once per year, whichever process comes first. */
async function addDueHolidays(db: Db, now: Date): Promise<void> {
  const settings = await db.selectFrom('calendarSettings').select(['timeZone', 'holidaysThrough']).where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow();
  const thisYear = Number(localTime(now, settings.timeZone).day.slice(0, 4));
  const through = settings.holidaysThrough === null ? null : Number(settings.holidaysThrough);
  if (through !== null && through >= thisYear + 1) return;
  await db.transaction().execute(async (trx) => {
    // Only the process whose update finds the year it read adds the holidays; the others find it moved on.
    const claimed = await trx
      .updateTable('calendarSettings')
      .set({ holidaysThrough: thisYear + 1 })
      .where('id', '=', SETTINGS_ID)
      .where('holidaysThrough', through === null ? 'is' : '=', through)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const createdAt = now.toISOString();
    const years = [thisYear, thisYear + 1].filter((year) => through === null || year > through);
    const rows = years.flatMap(holidaysOf).map((holiday) => ({
      id: uuidv7(),
      startsOn: holiday.day,
      endsOn: holiday.day,
      noteEn: holiday.note.en,
      noteEs: holiday.note.es,
      holiday: holiday.holiday,
      createdAt,
      createdBy: null,
    }));
    if (rows.length > 0) await trx.insertInto('closures').values(rows).execute();
  });
}

/** The calendar as stored, read in `db` or a transaction (the company profile reads it in its own). */
export async function readCalendar(db: Db | Transaction<Database>): Promise<BusinessCalendar> {
  const [settings, hours, closures] = await Promise.all([
    db.selectFrom('calendarSettings').select('timeZone').where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow(),
    db.selectFrom('openingHours').select(['weekday', 'opens', 'closes']).execute(),
    db.selectFrom('closures').select(['id', 'startsOn', 'endsOn', 'noteEn', 'noteEs']).orderBy('startsOn').orderBy('id').execute(),
  ]);
  return {
    timeZone: settings.timeZone,
    weekly: toWeekly(hours.map((row) => ({ ...row, weekday: Number(row.weekday) }))),
    closures: closures.map((row): Closure => ({ id: row.id, startsOn: row.startsOn, endsOn: row.endsOn, note: { en: row.noteEn, es: row.noteEs } })),
  };
}

/**
 * Reads the calendar from the database into this process's copy; tells the page cache when it
 * differs from the copy it replaces (changed by another process). Returns the fresh calendar.
 */
export async function refreshBusinessCalendar(db: Db, now = new Date()): Promise<BusinessCalendar> {
  await addDueHolidays(db, now);
  const calendar = await readCalendar(db);
  // Dates are shown in the stored zone from here on, in this process.
  setBusinessTimeZone(calendar.timeZone);
  const fingerprint = JSON.stringify(calendar);
  const previous = cached.get(db);
  if (previous?.fingerprint === fingerprint) return previous.calendar;
  cached.set(db, { calendar, fingerprint });
  if (previous) publicContentChanged();
  return calendar;
}

/** The business calendar: opening hours, closures and zone. From memory once read. */
export function getBusinessCalendar(db: Db): Promise<BusinessCalendar> {
  const copy = cached.get(db);
  if (copy) return Promise.resolve(copy.calendar);
  let pending = loading.get(db);
  if (!pending) {
    pending = refreshBusinessCalendar(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}

/** The next midnight in the calendar's zone after `now`, whatever the change of clocks that night. */
export function nextMidnight(now: Date, calendar: BusinessCalendar): number {
  return instantIn(shiftDay(localTime(now, calendar.timeZone).day, 1), '00:00', calendar.timeZone);
}

/**
 * Keeps this process's copy fresh: reads it again when any process changes it (a live event),
 * and at each midnight in the calendar's zone reads it again (a new year adds the next year's
 * holidays) and tells the page cache, since what a cached page says about today (a closure's
 * notice) changes with the day. `clock` is the process's clock. Returns a function that stops it.
 */
export async function watchBusinessCalendar(
  db: Db,
  live: Pick<LiveEventHub, 'subscribe' | 'onCommitted'>,
  clock: () => Date = () => new Date(),
): Promise<() => void> {
  let midnight: ReturnType<typeof setTimeout> | undefined;
  const scheduleMidnight = (calendar: BusinessCalendar) => {
    clearTimeout(midnight);
    const now = clock();
    midnight = setTimeout(
      () => {
        publicContentChanged();
        // The next tick is set now, and again from the fresh copy when the read succeeds.
        scheduleMidnight(calendar);
        void refresh();
      },
      Math.max(1000, nextMidnight(now, calendar) - now.getTime()),
    );
    midnight.unref();
  };
  const refresh = () =>
    refreshBusinessCalendar(db, clock()).then(scheduleMidnight, (error: unknown) => logger.error({ err: error }, 'business calendar could not be read'));
  await refresh();
  // Read again as soon as the change commits, and once more when its event is read in order (a
  // notification missed while the process reconnected is made up for then).
  const stopHearing = live.onCommitted(CALENDAR_CHANGED, () => void refresh());
  const stop = await live.subscribe(undefined, (event) => {
    if (event.type === CALENDAR_CHANGED) void refresh();
    // Another process changed someone's hours or time off, or who is on the staff.
    if (event.type === STAFF_SCHEDULES_CHANGED || event.type === STAFF_CHANGED) staffSchedulesChanged(db);
  });
  return () => {
    stopHearing();
    stop();
    clearTimeout(midnight);
  };
}

/** After a change: this process's copy is replaced at once and cached pages are rendered anew. */
export async function calendarChanged(db: Db): Promise<void> {
  cached.delete(db);
  await getBusinessCalendar(db);
  publicContentChanged();
}

interface Change {
  actor: Actor;
  now?: Date;
}

type Result<T> = ({ ok: true } & T) | InvalidCalendarInput | { ok: false; reason: 'not-found'; message: string };

function toRows(hours: Record<string, DailyHours | null>) {
  return weekdays.flatMap((weekday) => {
    const day = hours[String(weekday)];
    return day ? [{ weekday, opens: day.opens, closes: day.closes }] : [];
  });
}

/** Sets the office's hours for every weekday ('0' Sunday … '6' Saturday; null: closed that day). */
export async function setWeeklyHours(
  db: Db,
  { hours, actor, now = new Date() }: { hours: Record<string, DailyHours | null> } & Change,
): Promise<Result<{ weekly: WeeklyHours }>> {
  const parsed = weeklyHoursSchema.safeParse(hours);
  if (!parsed.success) return invalidInput(parsed.error);
  const rows = toRows(parsed.data);
  await db.transaction().execute(async (trx) => {
    const before = toWeekly(
      (await trx.selectFrom('openingHours').select(['weekday', 'opens', 'closes']).execute()).map((row) => ({ ...row, weekday: Number(row.weekday) })),
    );
    await trx.deleteFrom('openingHours').execute();
    if (rows.length > 0) await trx.insertInto('openingHours').values(rows).execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.hours',
      subjectType: 'calendar',
      subjectId: SETTINGS_ID,
      detail: { from: before, to: toWeekly(rows) },
      now,
    });
    await recordLiveEvent(trx, CALENDAR_CHANGED, {}, now);
  });
  await calendarChanged(db);
  return { ok: true, weekly: toWeekly(rows) };
}

/**
 * Moves the calendar to another IANA zone ('America/Chicago'): the hours are then kept, and every
 * date and time shown, in that zone. The hours themselves stay as written (8:45 is 8:45 there).
 */
export async function setTimeZone(db: Db, { timeZone, actor, now = new Date() }: { timeZone: string } & Change): Promise<Result<{ timeZone: string }>> {
  const zone = timeZone.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || !isTimeZone(zone)) {
    const message = 'Enter a time zone by its IANA name, such as America/New_York.';
    return { ok: false, reason: 'invalid', message, fieldErrors: { timeZone: message } };
  }
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('calendarSettings').select('timeZone').where('id', '=', SETTINGS_ID).executeTakeFirstOrThrow();
    await trx
      .updateTable('calendarSettings')
      .set({ timeZone: zone, updatedAt: now.toISOString(), updatedBy: actor.userId })
      .where('id', '=', SETTINGS_ID)
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.time-zone',
      subjectType: 'calendar',
      subjectId: SETTINGS_ID,
      detail: { from: before.timeZone, to: zone },
      now,
    });
    await recordLiveEvent(trx, CALENDAR_CHANGED, {}, now);
  });
  await calendarChanged(db);
  return { ok: true, timeZone: zone };
}

/** Closes the office from `startsOn` to `endsOn`, telling visitors why in English and Spanish. */
export async function addClosure(db: Db, { actor, now = new Date(), ...input }: ClosureInput & Change): Promise<Result<{ closure: Closure }>> {
  const parsed = closureSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { startsOn, endsOn, note } = parsed.data;
  const closure: Closure = { id: uuidv7(), startsOn, endsOn, note };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('closures')
      .values({ id: closure.id, startsOn, endsOn, noteEn: note.en, noteEs: note.es, holiday: null, createdAt: now.toISOString(), createdBy: actor.userId })
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.closure-added',
      subjectType: 'calendar',
      subjectId: closure.id,
      detail: { startsOn, endsOn, note },
      now,
    });
    await recordLiveEvent(trx, CALENDAR_CHANGED, {}, now);
  });
  await calendarChanged(db);
  return { ok: true, closure };
}

/** Opens the office again on a closure's days (a holiday the owner works, a closure added by mistake). */
export async function removeClosure(db: Db, { id, actor, now = new Date() }: { id: string } & Change): Promise<Result<object>> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('closures').where('id', '=', id).returning(['startsOn', 'endsOn', 'noteEn']).executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.closure-removed',
      subjectType: 'calendar',
      subjectId: id,
      detail: { ...row },
      now,
    });
    await recordLiveEvent(trx, CALENDAR_CHANGED, {}, now);
    return true;
  });
  if (!removed) return { ok: false, reason: 'not-found', message: 'That closure no longer exists.' };
  await calendarChanged(db);
  return { ok: true };
}

const NOT_STAFF = { ok: false, reason: 'not-found', message: 'No staff member has that account.' } as const;

/** A staff member's working hours per weekday (null: a day off), as booking will read them. */
export async function getStaffHours(db: Db, userId: string): Promise<WeeklyHours> {
  const rows = await db.selectFrom('staffHours').select(['weekday', 'starts', 'ends']).where('userId', '=', userId).execute();
  return toWeekly(rows.map((row) => ({ weekday: Number(row.weekday), opens: row.starts, closes: row.ends })));
}

/** Sets a staff member's working hours for every weekday. */
export async function setStaffHours(db: Db, { actor, now = new Date(), ...input }: StaffHoursInput & Change): Promise<Result<{ weekly: WeeklyHours }>> {
  const parsed = staffHoursSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { userId, hours } = parsed.data;
  if (!(await isStaffMember(db, userId))) return NOT_STAFF;
  const rows = toRows(hours).map((row) => ({ userId, weekday: row.weekday, starts: row.opens, ends: row.closes }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staffHours').where('userId', '=', userId).execute();
    if (rows.length > 0) await trx.insertInto('staffHours').values(rows).execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.staff-hours',
      subjectType: 'user',
      subjectId: userId,
      detail: { hours: toWeekly(toRows(hours)) },
      now,
    });
    await recordLiveEvent(trx, STAFF_SCHEDULES_CHANGED, { userId }, now);
  });
  staffSchedulesChanged(db);
  return { ok: true, weekly: toWeekly(toRows(hours)) };
}

/**
 * Whether anyone has working hours (and so visits can be booked online): without an estimator,
 * /book gives the phone instead of times, the quote confirmation does not offer booking, and the
 * dashboard says so.
 */
export async function hasEstimator(db: Db, now = new Date()): Promise<boolean> {
  const { timeZone } = await getBusinessCalendar(db);
  const schedules = await listStaffSchedules(db, localTime(now, timeZone).day);
  return schedules.some((schedule) => Object.values(schedule.weekly).some((hours) => hours !== null));
}

/** What the audit log records when the first administrator is given the office hours. */
export const FIRST_ESTIMATOR = 'calendar.first-estimator';

/**
 * On first start, so /book offers times out of the box: the first administrator (the oldest
 * superAdmin account) gets the office hours as working hours. Once only: not when anyone has
 * working hours, nor once anyone's hours were ever set or this was done (the audit log says so),
 * so an owner who took everyone off the calendar is not overruled at the next start. Resolves to
 * the administrator's id when it gave them hours.
 */
export async function giveFirstAdministratorOfficeHours(db: Kysely<Database>, now = new Date()): Promise<string | undefined> {
  const [anyHours, done, [email]] = await Promise.all([
    db.selectFrom('staffHours').select('userId').limit(1).executeTakeFirst(),
    db.selectFrom('auditLog').select('id').where('action', 'in', [FIRST_ESTIMATOR, 'calendar.staff-hours']).limit(1).executeTakeFirst(),
    listSuperAdminEmails(db),
  ]);
  if (anyHours || done || !email) return undefined;
  const administrator = await findUserByEmail(db, email);
  if (!administrator) return undefined;
  const { weekly } = await getBusinessCalendar(db);
  const rows = toRows(weekly as Record<string, DailyHours | null>).map((row) => ({
    userId: administrator.id,
    weekday: row.weekday,
    starts: row.opens,
    ends: row.closes,
  }));
  if (rows.length === 0) return undefined;
  const given = await db.transaction().execute(async (trx) => {
    // Several processes starting together: the first to write wins, the others find it done.
    const again = await trx.selectFrom('auditLog').select('id').where('action', '=', FIRST_ESTIMATOR).limit(1).executeTakeFirst();
    if (again) return false;
    await trx
      .insertInto('staffHours')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await recordAudit(trx, {
      actor: 'startup',
      action: FIRST_ESTIMATOR,
      subjectType: 'user',
      subjectId: administrator.id,
      detail: { hours: weekly },
      now,
    });
    await recordLiveEvent(trx, STAFF_SCHEDULES_CHANGED, { userId: administrator.id }, now);
    return true;
  });
  if (!given) return undefined;
  staffSchedulesChanged(db);
  return administrator.id;
}

export interface TimeOff {
  id: string;
  userId: string;
  startsOn: string;
  endsOn: string;
  note: string;
}

/** Records days a staff member is away. */
export async function addTimeOff(db: Db, { actor, now = new Date(), ...input }: TimeOffInput & Change): Promise<Result<{ timeOff: TimeOff }>> {
  const parsed = timeOffSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { userId, startsOn, endsOn, note } = parsed.data;
  if (!(await isStaffMember(db, userId))) return NOT_STAFF;
  const timeOff: TimeOff = { id: uuidv7(), userId, startsOn, endsOn, note };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staffTimeOff')
      .values({ ...timeOff, createdAt: now.toISOString(), createdBy: actor.userId })
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.time-off-added',
      subjectType: 'user',
      subjectId: userId,
      detail: { startsOn, endsOn, note },
      now,
    });
    await recordLiveEvent(trx, STAFF_SCHEDULES_CHANGED, { userId }, now);
  });
  staffSchedulesChanged(db);
  return { ok: true, timeOff };
}

export async function removeTimeOff(db: Db, { id, actor, now = new Date() }: { id: string } & Change): Promise<Result<object>> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('staffTimeOff').where('id', '=', id).returning(['userId', 'startsOn', 'endsOn']).executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.time-off-removed',
      subjectType: 'user',
      subjectId: row.userId,
      detail: { startsOn: row.startsOn, endsOn: row.endsOn },
      now,
    });
    await recordLiveEvent(trx, STAFF_SCHEDULES_CHANGED, { userId: row.userId }, now);
    return true;
  });
  if (!removed) return { ok: false, reason: 'not-found', message: 'That time off no longer exists.' };
  staffSchedulesChanged(db);
  return { ok: true };
}

/** A staff member's time off that ends on or after `from` ('YYYY-MM-DD'), in order. */
export async function listTimeOff(db: Db, userId: string, from: string): Promise<TimeOff[]> {
  return db
    .selectFrom('staffTimeOff')
    .select(['id', 'userId', 'startsOn', 'endsOn', 'note'])
    .where('userId', '=', userId)
    .where('endsOn', '>=', from)
    .orderBy('startsOn')
    .execute();
}

/**
 * Sets the office's hours and its list of closures in the caller's transaction, as the company
 * profile saves them (already checked by its schema; it writes the audit entry). A closure kept
 * as it was keeps its row, so a holiday stays known as one; the others are removed or added.
 * Call calendarChanged after the commit.
 */
export async function replaceOfficeCalendar(
  trx: Transaction<Database>,
  { weekly, closures, actor, now }: { weekly?: Record<string, DailyHours | null>; closures?: readonly Omit<Closure, 'id'>[]; actor: Actor; now: Date },
): Promise<void> {
  if (weekly) {
    const rows = toRows(weekly);
    await trx.deleteFrom('openingHours').execute();
    if (rows.length > 0) await trx.insertInto('openingHours').values(rows).execute();
  }
  if (!closures) return;
  const key = (closure: { startsOn: string; endsOn: string; noteEn: string; noteEs: string }) =>
    JSON.stringify([closure.startsOn, closure.endsOn, closure.noteEn, closure.noteEs]);
  const wanted = closures.map((closure) => ({ startsOn: closure.startsOn, endsOn: closure.endsOn, noteEn: closure.note.en, noteEs: closure.note.es }));
  const unmatched = new Map<string, number>();
  for (const closure of wanted) unmatched.set(key(closure), (unmatched.get(key(closure)) ?? 0) + 1);
  const existing = await trx.selectFrom('closures').select(['id', 'startsOn', 'endsOn', 'noteEn', 'noteEs']).execute();
  const removed: string[] = [];
  for (const row of existing) {
    const left = unmatched.get(key(row)) ?? 0;
    if (left > 0) unmatched.set(key(row), left - 1);
    else removed.push(row.id);
  }
  if (removed.length > 0) await trx.deleteFrom('closures').where('id', 'in', removed).execute();
  const added = wanted.filter((closure) => {
    const left = unmatched.get(key(closure)) ?? 0;
    if (left === 0) return false;
    unmatched.set(key(closure), left - 1);
    return true;
  });
  if (added.length > 0) {
    await trx
      .insertInto('closures')
      .values(added.map((closure) => ({ id: uuidv7(), ...closure, holiday: null, createdAt: now.toISOString(), createdBy: actor.userId })))
      .execute();
  }
}

export interface StaffSchedule {
  userId: string;
  weekly: WeeklyHours;
  /** Days away that end on or after the day asked about. */
  timeOff: { startsOn: string; endsOn: string }[];
}

// Booking reads every estimator's hours and time off for each availability request; they change
// only through the functions above (or a role change), so each process keeps them in memory like
// the calendar: a change clears this process's copy at once and records STAFF_SCHEDULES_CHANGED
// in its transaction, which every other process hears (watchBusinessCalendar).
/** What a process's live events are called when a staff member's hours or time off changed. */
export const STAFF_SCHEDULES_CHANGED = 'calendar.staff-schedules-changed';

interface ScheduleRows {
  staff: StaffSchedule[];
  /** Every time off, with its days, by staff member (filtered by day when read). */
  away: Map<string, { startsOn: string; endsOn: string }[]>;
}
const schedules = new WeakMap<Db, Promise<ScheduleRows>>();

/** Forgets this process's copy of the staff's hours and time off; the next read takes them from the database. */
export function staffSchedulesChanged(db: Db): void {
  schedules.delete(db);
}

async function readSchedules(db: Db): Promise<ScheduleRows> {
  const [hours, timeOff] = await Promise.all([
    db.selectFrom('staffHours').select(['userId', 'weekday', 'starts', 'ends']).execute(),
    db.selectFrom('staffTimeOff').select(['userId', 'startsOn', 'endsOn']).orderBy('startsOn').execute(),
  ]);
  const staff = new Set((await listStaffMembers(db, [...new Set(hours.map((row) => row.userId))])).map((member) => member.id));
  const away = new Map<string, { startsOn: string; endsOn: string }[]>();
  for (const { userId, startsOn, endsOn } of timeOff) away.set(userId, [...(away.get(userId) ?? []), { startsOn, endsOn }]);
  return {
    away,
    staff: [...staff].map((userId) => ({
      userId,
      weekly: toWeekly(hours.filter((row) => row.userId === userId).map((row) => ({ weekday: Number(row.weekday), opens: row.starts, closes: row.ends }))),
      timeOff: [],
    })),
  };
}

/** Every staff member who keeps working hours, with the hours and their time off from `from` ('YYYY-MM-DD') on: booking's estimators. From memory once read. */
export async function listStaffSchedules(db: Db, from: string): Promise<StaffSchedule[]> {
  let pending = schedules.get(db);
  if (!pending) {
    pending = readSchedules(db);
    schedules.set(db, pending);
    // A failed read is not kept.
    pending.catch(() => {
      if (schedules.get(db) === pending) schedules.delete(db);
    });
  }
  const { staff, away } = await pending;
  return staff.map((schedule) => ({ ...schedule, timeOff: (away.get(schedule.userId) ?? []).filter((off) => off.endsOn >= from) }));
}
