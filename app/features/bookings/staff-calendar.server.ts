import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { listStaffMembers } from '~/features/accounts/roles/roles.server';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar, listStaffSchedules } from '~/features/calendar/calendar.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import { instantIn, localTime, shiftDay, weekdayOf } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { z } from '~/lib/schema';
import { clock, customerSchema, EARLIEST_DAY, isStaffDay, latestStaffDay, visitTime } from './booking';
import { formatWeekdayDate } from '~/features/calendar/business-dates';
import { staffFeed } from './invitation.server';
import { bookVisit, cancelVisit, findAvailability, listVisits, moveChoices, moveVisit, type TimeRefused, undoStaffCancel } from './visits.server';

// The staff's calendar (/admin/calendar): each estimator's visits by day or week, where staff
// book, move and cancel visits (the customer is emailed each time), and each staff member's
// private iCalendar feed (/calendar/<feed id>.<signature>.ics), which they can replace.

// A feed's address is its random id (staff_calendar_feeds) and the server's signature of it: the
// row alone opens nothing, so a copy of the database leaks no working address, and the page can
// always show the member their address. Replacing the id is how one member's leaked address is cut
// off without changing the secret for everyone.
const FEED_FILE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})\.ics$/;

function feedSignature(secret: string, feedId: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${feedId}`).digest('base64url');
}

const feedFile = (secret: string, feedId: string) => `${feedId}.${feedSignature(secret, feedId)}.ics`;

const newFeedId = () => randomBytes(16).toString('base64url');

/** The file name of the staff member's feed (/calendar/<file>); their first look gives them one. */
export async function staffFeedFile(services: AppServices, userId: string, now = new Date()): Promise<string> {
  const current = () => services.db.selectFrom('staffCalendarFeeds').select('feedId').where('userId', '=', userId).executeTakeFirst();
  let row = await current();
  if (!row) {
    await services.db
      .insertInto('staffCalendarFeeds')
      .values({ userId, feedId: newFeedId(), createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .execute();
    row = await current();
  }
  return feedFile(services.secret, row!.feedId);
}

/** Gives the staff member's feed a new address; the old one answers 404 from now on. */
export async function replaceStaffFeed(services: AppServices, actor: Actor, now = new Date()): Promise<string> {
  const feedId = newFeedId();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staffCalendarFeeds')
      .values({ userId: actor.userId, feedId, createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ feedId, createdAt: now.toISOString() }))
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'calendar.feed-replaced',
      subjectType: 'user',
      subjectId: actor.userId,
      detail: null,
      now,
    });
  });
  return feedFile(services.secret, feedId);
}

/** GET /calendar/<file>: the staff member's visits from 30 days ago on, or undefined when the name is not a current feed's. */
export async function staffFeedFor(services: AppServices, file: string, now = new Date()): Promise<string | undefined> {
  const match = FEED_FILE.exec(file);
  if (!match) return undefined;
  const feedId = match[1]!;
  if (!timingSafeEqual(Buffer.from(feedSignature(services.secret, feedId)), Buffer.from(match[2]!))) return undefined;
  const feed = await services.db.selectFrom('staffCalendarFeeds').select('userId').where('feedId', '=', feedId).executeTakeFirst();
  if (!feed) return undefined;
  const [member] = await listStaffMembers(services.db, [feed.userId]);
  if (!member) return undefined;
  const visits = await listVisits(services.db, {
    from: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    to: new Date(now.getTime() + 400 * 86_400_000).toISOString(),
    estimatorId: member.id,
    withCancelled: true,
  });
  return staffFeed(await getCompany(services.db), member.name, visits);
}

export async function staffCalendarLoader(services: AppServices, request: Request, user: { id: string }, now = new Date()) {
  const url = new URL(request.url);
  const { timeZone } = await getBusinessCalendar(services.db);
  const today = localTime(now, timeZone).day;
  // A day the calendar cannot show (year 9999, February 30) shows today, saying so.
  const asked = url.searchParams.get('date') ?? '';
  const outside = asked !== '' && !isStaffDay(asked, today);
  const date = asked === '' || outside ? today : asked;
  const view = url.searchParams.get('view') === 'week' ? 'week' : 'day';
  // A week starts on its Monday.
  const first = view === 'week' ? shiftDay(date, -((weekdayOf(date) + 6) % 7)) : date;
  const length = view === 'week' ? 7 : 1;
  const schedules = await listStaffSchedules(services.db, first);
  const staff = await listStaffMembers(
    services.db,
    schedules.map((schedule) => schedule.userId),
  );
  const chosen = staff.find((member) => member.id === url.searchParams.get('estimator'));
  const visits = await listVisits(services.db, {
    from: new Date(instantIn(first, '00:00', timeZone)).toISOString(),
    to: new Date(instantIn(shiftDay(first, length), '00:00', timeZone)).toISOString(),
    estimatorId: chosen?.id,
  });
  const names = new Map(staff.map((member) => [member.id, member.name]));
  // Each visit's Move menu: free times of its own day, for its own length and buffer, its own time left free.
  const moves = await moveChoices(services, visits, now);
  const shown = chosen ? schedules.filter((schedule) => schedule.userId === chosen.id) : schedules;
  const days = Array.from({ length }, (_, offset) => shiftDay(first, offset)).map((day) => ({
    day,
    label: formatWeekdayDate(day, 'en'),
    // Who is away that day (time off on the working-hours screen): they are offered no visits.
    away: shown
      .filter((schedule) => schedule.timeOff.some((off) => off.startsOn <= day && day <= off.endsOn))
      .map((schedule) => names.get(schedule.userId) ?? schedule.userId),
    visits: visits
      .filter((visit) => localTime(Date.parse(visit.startsAt), timeZone).day === day)
      .map((visit) => ({
        id: visit.id,
        time: `${clock(Date.parse(visit.startsAt), 'en', timeZone)} – ${clock(Date.parse(visit.endsAt), 'en', timeZone)}`,
        estimator: names.get(visit.estimatorId) ?? visit.estimatorId,
        customer: visit.customerName,
        phone: visit.customerPhone,
        address: `${visit.address}, ${visit.zipCode}`,
        language: visit.language,
        // A visitor's booking is tentative until its address confirms it: staff see until when its time is kept.
        tentativeUntil: visit.confirmedAt === null && visit.confirmBy ? visitTime(Date.parse(visit.confirmBy), 'en', timeZone) : null,
        moves: (moves.get(visit.id) ?? []).map((slot) => ({ value: new Date(slot.start).toISOString(), label: clock(slot.start, 'en', timeZone) })),
      })),
  }));
  // Free starts of the first day, for booking and moving visits from here.
  const free = await findAvailability(services, { zipCode: '33134', from: first, days: 1, now });
  const starts = (free.days[0]?.slots ?? []).map((slot) => ({ value: new Date(slot.start).toISOString(), label: visitTime(slot.start, 'en', timeZone) }));
  return {
    date: first,
    notice: outside ? `${asked} is not a day the calendar shows (${EARLIEST_DAY} to ${latestStaffDay(today)}): showing today.` : null,
    view,
    previous: shiftDay(first, -length),
    next: shiftDay(first, length),
    estimators: staff.map((member) => ({ id: member.id, name: member.name })),
    estimator: chosen?.id ?? '',
    days,
    starts,
    feedUrl: `${services.env.PUBLIC_URL}/calendar/${await staffFeedFile(services, user.id, now)}`,
    // The confirm step before the feed gets a new address (?feed=new), without JavaScript too.
    confirmingNewFeed: url.searchParams.get('feed') === 'new',
    // The confirm step before a visit is cancelled (?cancel=<visit id>), with its reason, without JavaScript too.
    confirmingCancel: visits.some((visit) => visit.id === url.searchParams.get('cancel')) ? url.searchParams.get('cancel') : null,
    undoSeconds: services.env.BOOKING_UNDO_SECONDS,
  };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('cancel'), visitId: z.string().min(1).max(64), reason: z.string().max(2000).optional() }),
  z.object({ intent: z.literal('undo'), visitId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('move'), visitId: z.string().min(1).max(64), start: z.iso.datetime() }),
  z.object({ intent: z.literal('create'), start: z.iso.datetime(), language: z.enum(['en', 'es']) }).passthrough(),
  z.object({ intent: z.literal('new-feed') }),
]);

interface CalendarReply {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  /** The feed was given a new address (the page moves focus to it). */
  newFeed?: boolean;
  /** A cancel staff may undo until `until` (ISO). */
  undo?: { visitId: string; until: string };
  /** What was typed, kept when the cancel is refused. */
  reason?: string;
}

const reply = (body: CalendarReply, status = 200) => data(body, { status });

const eitherOf = new Intl.ListFormat('en-US', { type: 'disjunction' });

/**
 * Why a booking or move was refused, in the staff's words: a time booked meanwhile comes with the
 * next free ones (the times the booking would take instead) to choose from.
 */
async function refusedReply(services: AppServices, refused: TimeRefused | { reason: 'not-found' }) {
  if (refused.reason === 'not-found') return reply({ ok: false, message: 'That visit is no longer booked.', fieldErrors: {} }, 409);
  if (refused.reason === 'outside-area') return reply({ ok: false, message: 'That ZIP code is outside the area we book.', fieldErrors: {} }, 400);
  if (refused.reason === 'outside-window')
    return reply(
      { ok: false, message: `Visits can be booked from today to ${formatWeekdayDate(refused.lastDay, 'en')}: choose a day in between.`, fieldErrors: {} },
      400,
    );
  const { timeZone } = await getBusinessCalendar(services.db);
  const byDay = new Map<string, string[]>();
  for (const slot of refused.alternatives.slice(0, 3)) {
    const { day } = localTime(slot.start, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), clock(slot.start, 'en', timeZone)]);
  }
  const next = [...byDay].map(([day, times]) => `${formatWeekdayDate(day, 'en')} at ${eitherOf.format(times)}`);
  const message =
    next.length > 0
      ? `That time is no longer free. The next free: ${next.join('; ')}.`
      : 'That time is no longer free, and no later time is free in the month after it or before the booking window’s last day: choose another day.';
  return reply({ ok: false, message, fieldErrors: {} }, 409);
}

export async function staffCalendarAction(services: AppServices, request: Request, actor: Actor, now = new Date()) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const parsed = actionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return reply({ ok: false, message: 'Choose a visit and a time from the lists.', fieldErrors: {} }, 400);
  const input = parsed.data;
  if (input.intent === 'new-feed') {
    await replaceStaffFeed(services, actor, now);
    return reply({
      ok: true,
      message: 'Your feed has a new address, shown below. The old address no longer works: subscribe to the new one in your calendar app.',
      fieldErrors: {},
      newFeed: true,
    });
  }
  if (input.intent === 'cancel') {
    const reason = (input.reason ?? '').trim();
    if (reason.length < 3 || reason.length > 300)
      return reply(
        {
          ok: false,
          message: 'Say why the visit is cancelled.',
          fieldErrors: { reason: 'Write the reason in 3 to 300 characters: it is kept with the visit’s history.' },
          reason: input.reason ?? '',
        },
        400,
      );
    const cancelled = await cancelVisit(services, { visitId: input.visitId, actor, reason, now });
    if (!cancelled) return reply({ ok: false, message: 'That visit is no longer booked.', fieldErrors: {} }, 404);
    const seconds = services.env.BOOKING_UNDO_SECONDS;
    return reply({
      ok: true,
      message: `Cancelled the visit with ${cancelled.customerName}. ${cancelled.confirmedAt ? `They are emailed in ${seconds} seconds unless you undo.` : 'It was tentative: nobody is emailed.'}`,
      fieldErrors: {},
      undo: { visitId: cancelled.id, until: new Date(now.getTime() + seconds * 1000).toISOString() },
    });
  }
  if (input.intent === 'undo') {
    const undone = await undoStaffCancel(services, { visitId: input.visitId, actor, now });
    if (!undone.ok) return reply({ ok: false, message: undone.message, fieldErrors: {} }, 409);
    return reply({ ok: true, message: `Undone: the visit with ${undone.visit.customerName} is booked again, and they were not emailed.`, fieldErrors: {} });
  }
  if (input.intent === 'move') {
    const moved = await moveVisit(services, { visitId: input.visitId, start: Date.parse(input.start), actor, now });
    if (moved.ok) return reply({ ok: true, message: `Moved the visit with ${moved.visit.customerName}; they were emailed.`, fieldErrors: {} });
    return refusedReply(services, moved);
  }
  const customer = customerSchema('en').safeParse(input);
  if (!customer.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of customer.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return reply({ ok: false, message: 'Check the fields marked below.', fieldErrors }, 400);
  }
  const booked = await bookVisit(services, { customer: customer.data, start: Date.parse(input.start), language: input.language, actor, now });
  if (booked.ok) return reply({ ok: true, message: `Booked a visit with ${booked.visit.customerName}; they were emailed.`, fieldErrors: {} });
  return refusedReply(services, booked);
}
