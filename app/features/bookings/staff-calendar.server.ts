import { createHmac, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { listStaffMembers } from '~/features/accounts/roles/roles.server';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar, listStaffSchedules } from '~/features/calendar/calendar.server';
import type { Actor } from '~/lib/audit-log.server';
import { instantIn, localTime, shiftDay, weekdayOf } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { z } from '~/lib/schema';
import { clock, customerSchema, dayName, visitTime } from './booking';
import { staffFeed } from './invitation.server';
import { bookVisit, cancelVisit, findAvailability, listVisits, moveVisit } from './visits.server';

// The staff's calendar (/admin/calendar): each estimator's visits by day or week, where staff
// book, move and cancel visits (the customer is emailed each time), and each staff member's
// private iCalendar feed (/calendar/<secret>.ics).

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function feedSignature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}`).digest('base64url').slice(0, 32);
}

/** The feed's file name: the staff member's id and a signature only the server can make. */
export function feedFile(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${feedSignature(secret, userId)}.ics`;
}

/** GET /calendar/<secret>.ics: the staff member's visits from 30 days ago on, or undefined when the name is not one of ours. */
export async function staffFeedFor(services: AppServices, file: string, now = new Date()): Promise<string | undefined> {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{32})\.ics$/.exec(file);
  if (!match) return undefined;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const expected = Buffer.from(feedSignature(services.secret, userId));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return undefined;
  const [member] = await listStaffMembers(services.db, [userId]);
  if (!member) return undefined;
  const visits = await listVisits(services.db, {
    from: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    to: new Date(now.getTime() + 400 * 86_400_000).toISOString(),
    estimatorId: userId,
    withCancelled: true,
  });
  return staffFeed(await getCompany(services.db), member.name, visits);
}

export async function staffCalendarLoader(services: AppServices, request: Request, user: { id: string }, now = new Date()) {
  const url = new URL(request.url);
  const { timeZone } = await getBusinessCalendar(services.db);
  const today = localTime(now, timeZone).day;
  const date = DAY_PATTERN.test(url.searchParams.get('date') ?? '') ? url.searchParams.get('date')! : today;
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
  const days = Array.from({ length }, (_, offset) => shiftDay(first, offset)).map((day) => ({
    day,
    label: dayName(day, 'en'),
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
      })),
  }));
  // Free starts of the first day, for booking and moving visits from here.
  const free = await findAvailability(services, { zipCode: '33134', from: first, days: 1, now });
  const starts = (free.days[0]?.slots ?? []).map((slot) => ({ value: new Date(slot.start).toISOString(), label: visitTime(slot.start, 'en', timeZone) }));
  return {
    date: first,
    view,
    previous: shiftDay(first, -length),
    next: shiftDay(first, length),
    estimators: staff.map((member) => ({ id: member.id, name: member.name })),
    estimator: chosen?.id ?? '',
    days,
    starts,
    feedPath: `/calendar/${feedFile(services.secret, user.id)}`,
  };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('cancel'), visitId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('move'), visitId: z.string().min(1).max(64), start: z.iso.datetime() }),
  z.object({ intent: z.literal('create'), start: z.iso.datetime(), language: z.enum(['en', 'es']) }).passthrough(),
]);

interface CalendarReply {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
}

const reply = (body: CalendarReply, status = 200) => data(body, { status });

export async function staffCalendarAction(services: AppServices, request: Request, actor: Actor, now = new Date()) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const parsed = actionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return reply({ ok: false, message: 'Choose a visit and a time from the lists.', fieldErrors: {} }, 400);
  const input = parsed.data;
  if (input.intent === 'cancel') {
    const cancelled = await cancelVisit(services, { visitId: input.visitId, actor, now });
    if (!cancelled) return reply({ ok: false, message: 'That visit is no longer booked.', fieldErrors: {} }, 404);
    return reply({ ok: true, message: `Cancelled the visit with ${cancelled.customerName}; they were emailed.`, fieldErrors: {} });
  }
  if (input.intent === 'move') {
    const moved = await moveVisit(services, { visitId: input.visitId, start: Date.parse(input.start), actor, now });
    if (moved.ok) return reply({ ok: true, message: `Moved the visit with ${moved.visit.customerName}; they were emailed.`, fieldErrors: {} });
    return data(
      { ok: false, message: moved.reason === 'taken' ? 'That time is no longer free.' : 'That visit is no longer booked.', fieldErrors: {} },
      { status: 409 },
    );
  }
  const customer = customerSchema('en').safeParse(input);
  if (!customer.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of customer.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return reply({ ok: false, message: 'Check the fields marked below.', fieldErrors }, 400);
  }
  const booked = await bookVisit(services, { customer: customer.data, start: Date.parse(input.start), language: input.language, actor, now });
  if (booked.ok) return reply({ ok: true, message: `Booked a visit with ${booked.visit.customerName}; they were emailed.`, fieldErrors: {} });
  return reply(
    { ok: false, message: booked.reason === 'taken' ? 'That time is no longer free.' : 'That ZIP code is outside the area we book.', fieldErrors: {} },
    booked.reason === 'taken' ? 409 : 400,
  );
}
