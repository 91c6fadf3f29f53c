import { type BusinessCalendar, closureOn, hoursOn, instantIn, localTime, shiftDay, toMinutes, weekdayOf, type WeeklyHours } from '~/lib/business-hours';

// Free times for an estimate visit, worked out from plain data (no database here): each
// estimator's working hours on the business calendar, minus closures, time off, the visits and
// holds they already have (each with its travel buffer), a minimum notice counted in office
// hours, and a daily cap. A start is offered when any estimator can take it; no estimator is named.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Working out an instant in a zone formats dates through Intl, the costliest step here; the same
// few (day, time) pairs come up for every estimator and every request, so they are remembered.
const instants = new Map<string, number>();
function at(day: string, time: string, timeZone: string): number {
  const key = `${timeZone}|${day}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size > 50_000) instants.clear();
    instant = instantIn(day, time, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

export interface BookingRules {
  /** Length of the visit in minutes. */
  visitMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  dailyCap: number;
  stepMinutes: number;
}

export interface Estimator {
  userId: string;
  weekly: WeeklyHours;
  timeOff: readonly { startsOn: string; endsOn: string }[];
}

/** Time an estimator is taken: a booked visit (counted against the daily cap), a hold or time kept elsewhere, an install visit (not counted). */
export interface Busy {
  /** The visit's or hold's id: a visit being moved leaves its own time out. */
  id?: string;
  estimatorId: string;
  start: number;
  /** The end plus the travel buffer. */
  until: number;
  visit: boolean;
}

export interface Slot {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

/** A day on the booking page: its free starts, or 'full' when visits and holds took every start the day would otherwise offer. */
export interface BookingDay {
  day: string;
  slots: Slot[];
  full: boolean;
}

/** The instant `minutes` of office time after `now`, by the calendar's opening hours and closures. */
export function afterOfficeMinutes(now: number, minutes: number, calendar: BusinessCalendar): number {
  let left = minutes;
  if (left <= 0) return now;
  const first = localTime(now, calendar.timeZone).day;
  for (let offset = 0; offset < 400; offset += 1) {
    const day = shiftDay(first, offset);
    const hours = hoursOn(calendar, day);
    if (!hours) continue;
    const opens = Math.max(at(day, hours.opens, calendar.timeZone), now);
    const closes = at(day, hours.closes, calendar.timeZone);
    if (closes <= opens) continue;
    const open = (closes - opens) / MINUTE;
    if (open >= left) return opens + left * MINUTE;
    left -= open;
  }
  return Number.POSITIVE_INFINITY;
}

function away(estimator: Estimator, day: string): boolean {
  return estimator.timeOff.some((off) => off.startsOn <= day && day <= off.endsOn);
}

/** What every estimator's starts on one day are worked out from, computed once per day rather than once per estimator. */
interface DayFrame {
  day: string;
  weekday: ReturnType<typeof weekdayOf>;
  /** Midnight to midnight in the calendar's zone (epoch ms). */
  dayStart: number;
  dayEnd: number;
  closed: boolean;
}

function frameOf(day: string, calendar: BusinessCalendar): DayFrame {
  return {
    day,
    weekday: weekdayOf(day),
    dayStart: at(day, '00:00', calendar.timeZone),
    dayEnd: at(shiftDay(day, 1), '00:00', calendar.timeZone),
    closed: closureOn(calendar, day) !== undefined,
  };
}

/** The free starts of one estimator on one day (epoch ms), in order. */
function startsOf(
  estimator: Estimator,
  frame: DayFrame,
  busy: ReadonlyMap<string, readonly Busy[]>,
  calendar: BusinessCalendar,
  rules: BookingRules,
  earliest: number,
): number[] {
  if (frame.closed || away(estimator, frame.day)) return [];
  const hours = estimator.weekly[frame.weekday];
  if (!hours) return [];
  const { dayStart, dayEnd } = frame;
  const mine = around(busy.get(estimator.userId) ?? [], dayStart, dayEnd);
  let visits = 0;
  for (const entry of mine) if (entry.visit && entry.start >= dayStart && entry.start < dayEnd) visits += 1;
  if (visits >= rules.dailyCap) return [];
  const first = at(frame.day, hours.opens, calendar.timeZone);
  const length = (toMinutes(hours.closes) - toMinutes(hours.opens)) * MINUTE;
  const visitLength = rules.visitMinutes * MINUTE;
  const taken = (rules.visitMinutes + rules.bufferMinutes) * MINUTE;
  const step = rules.stepMinutes * MINUTE;
  const starts: number[] = [];
  for (let offset = 0; offset + visitLength <= length; offset += step) {
    const start = first + offset;
    if (start < earliest) continue;
    const until = start + taken;
    if (mine.some((entry) => entry.start < until && start < entry.until)) continue;
    starts.push(start);
  }
  return starts;
}

/** Whether anyone works on the day at all (closed and away days are not shown). */
function anyoneWorks(estimators: readonly Estimator[], frame: DayFrame): boolean {
  return !frame.closed && estimators.some((estimator) => estimator.weekly[frame.weekday] !== null && !away(estimator, frame.day));
}

const NOTHING_BUSY: ReadonlyMap<string, readonly Busy[]> = new Map();

/** Each estimator's busy times, in order of their start. */
function groupByEstimator(busy: readonly Busy[]): Map<string, Busy[]> {
  const groups = new Map<string, Busy[]>();
  for (const entry of busy) {
    const group = groups.get(entry.estimatorId);
    if (group) group.push(entry);
    else groups.set(entry.estimatorId, [entry]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.start - b.start);
  return groups;
}

/** The entries of `sorted` (by start) that overlap [from, to); none is longer than a day. */
function around(sorted: readonly Busy[], from: number, to: number): Busy[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.start < from - DAY) low = middle + 1;
    else high = middle;
  }
  const found: Busy[] = [];
  for (let index = low; index < sorted.length && sorted[index]!.start < to; index += 1) if (sorted[index]!.until > from) found.push(sorted[index]!);
  return found;
}

export interface AvailabilityInput {
  calendar: BusinessCalendar;
  estimators: readonly Estimator[];
  busy: readonly Busy[];
  rules: BookingRules;
  now: number;
  /** The first day, 'YYYY-MM-DD' in the calendar's zone, and how many days. */
  from: string;
  days: number;
}

/** Each working day from `from` for `days` days, with the starts any estimator can take. */
export function bookingDays({ calendar, estimators, busy, rules, now, from, days }: AvailabilityInput): BookingDay[] {
  const earliest = afterOfficeMinutes(now, rules.minNoticeHours * 60, calendar);
  const byEstimator = groupByEstimator(busy);
  const result: BookingDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const frame = frameOf(shiftDay(from, offset), calendar);
    if (!anyoneWorks(estimators, frame)) continue;
    const starts = new Set<number>();
    for (const estimator of estimators) for (const start of startsOf(estimator, frame, byEstimator, calendar, rules, earliest)) starts.add(start);
    const slots = [...starts].sort((a, b) => a - b).map((start) => ({ start, end: start + rules.visitMinutes * MINUTE }));
    if (slots.length > 0) result.push({ day: frame.day, slots, full: false });
    // "Fully booked" only when it is: the day would offer a start with nothing booked or held. A
    // day whose times are all too soon (the notice) or too short for this visit is left out.
    else if (estimators.some((estimator) => startsOf(estimator, frame, NOTHING_BUSY, calendar, rules, earliest).length > 0))
      result.push({ day: frame.day, slots, full: true });
  }
  return result;
}

/** The estimators who can take a visit starting at `start`, those with the fewest visits that day first. */
export function estimatorsFree(input: Omit<AvailabilityInput, 'from' | 'days'>, start: number): string[] {
  const { calendar, estimators, busy, rules, now } = input;
  const earliest = afterOfficeMinutes(now, rules.minNoticeHours * 60, calendar);
  const frame = frameOf(localTime(start, calendar.timeZone).day, calendar);
  const byEstimator = groupByEstimator(busy);
  const visitsOf = (id: string) => (byEstimator.get(id) ?? []).filter((entry) => entry.visit).length;
  return estimators
    .filter((estimator) => startsOf(estimator, frame, byEstimator, calendar, rules, earliest).includes(start))
    .map((estimator) => estimator.userId)
    .sort((a, b) => visitsOf(a) - visitsOf(b));
}
