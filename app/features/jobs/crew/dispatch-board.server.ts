import type { Kysely } from 'kysely';
import { data, redirect } from 'react-router';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { clockOf, instantIn, localTime, shiftDay, toMinutes } from '~/lib/business-hours';
import type { Database } from '~/lib/db-schema';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { cancelInstallVisit, getInstallVisit, type InstallVisit, listInstallVisits, moveInstallVisit, scheduleInstallVisit } from '../install-visits.server';
import { listJobs } from '../job-records.server';
import { DISPATCH_INTENTS, type DispatchActionData, type DispatchBoard, type DispatchVisit, DEFAULT_HOURS } from './dispatch-board';
import { installRange } from './install-time';
import { queueInstallNotice } from './install-notices.server';
import { jobSites } from './job-sites.server';
import { visitRefusalWords } from './visit-clash.server';

// The dispatch board (/admin/dispatch): a week of install visits by crew member and day, and the
// jobs waiting to be scheduled (stage `schedule`, no booked visit) in a tray. Placing, moving and
// unassigning are plain form posts (select a job or a visit, then a cell), so the keyboard, a
// pointer and a page without JavaScript all work; every write goes through install-visits, which
// refuses a clash with the conflicting visit named.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The Monday of the week `day` is in ('YYYY-MM-DD'). */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The jobs of `jobIds` that have a booked visit, at any time. */
async function jobsWithBookedVisits(db: Kysely<Database>, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('installVisits')
    .select('jobId')
    .distinct()
    .where('jobId', 'in', [...jobIds])
    .where('status', '=', 'booked')
    .execute();
  return new Set(rows.map((row) => row.jobId));
}

export async function dispatchBoardLoader(services: Pick<AppServices, 'db'>, request: Request): Promise<DispatchBoard> {
  const url = new URL(request.url);
  const { timeZone } = await getBusinessCalendar(services.db);
  const today = localTime(Date.now(), timeZone).day;
  const asked = url.searchParams.get('week') ?? '';
  const week = mondayOf(DAY.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today);
  const days = Array.from({ length: 7 }, (_, index) => shiftDay(week, index));
  const from = new Date(instantIn(week, '00:00', timeZone)).toISOString();
  const to = new Date(instantIn(shiftDay(week, 7), '00:00', timeZone)).toISOString();
  const [crew, visits, waiting] = await Promise.all([
    listCrewAndStaff(services.db, { role: 'crew' }),
    listInstallVisits(services.db, { from, to }),
    listJobs(services.db, { stage: 'schedule' }),
  ]);
  const scheduled = await jobsWithBookedVisits(
    services.db,
    waiting.map((job) => job.id),
  );
  const tray = waiting.filter((job) => !scheduled.has(job.id));
  const sites = await jobSites(services.db, [...visits.map((visit) => visit.orderId), ...tray.map((job) => job.orderId)]);
  const nameOf = new Map(crew.map((member) => [member.id, member.name]));
  const boardVisit = (visit: InstallVisit): DispatchVisit => {
    const site = sites.get(visit.orderId);
    return {
      id: visit.id,
      jobId: visit.jobId,
      orderId: visit.orderId,
      day: localTime(Date.parse(visit.startsAt), timeZone).day,
      time: installRange(visit.startsAt, visit.endsAt, 'en', timeZone),
      customer: site?.customerName ?? 'Customer',
      street: site?.street ?? null,
      crewIds: visit.crewIds,
      crew: visit.crewIds.map((id) => nameOf.get(id) ?? 'someone no longer on the crew').join(', '),
    };
  };
  const selectedJob = url.searchParams.get('job');
  const selectedVisit = url.searchParams.get('visit');
  const fromCrew = url.searchParams.get('from');
  const boardVisits = visits.map(boardVisit);
  const moving = selectedVisit ? (boardVisits.find((visit) => visit.id === selectedVisit) ?? null) : null;
  return {
    week,
    previousWeek: shiftDay(week, -7),
    nextWeek: shiftDay(week, 7),
    today,
    listDay: days.includes(url.searchParams.get('day') ?? '') ? url.searchParams.get('day')! : days.includes(today) ? today : week,
    days: days.map((day) => ({ day, label: dayLabel.format(new Date(`${day}T12:00:00Z`)) })),
    crew: crew.map((member) => ({ id: member.id, name: member.name })),
    visits: boardVisits,
    tray: tray.map((job) => {
      const site = sites.get(job.orderId);
      return { jobId: job.id, orderId: job.orderId, customer: site?.customerName ?? 'Customer', street: site?.street ?? null, service: site?.service ?? '' };
    }),
    selectedJobId: selectedJob && tray.some((job) => job.id === selectedJob) ? selectedJob : null,
    moving: moving ? { visit: moving, fromCrewId: fromCrew && moving.crewIds.includes(fromCrew) ? fromCrew : (moving.crewIds[0] ?? null) } : null,
    notice: noticeOf(url.searchParams, boardVisits),
    defaultHours: DEFAULT_HOURS,
  };
}

/** What the last write did (after its redirect), in words. */
function noticeOf(params: URLSearchParams, visits: readonly DispatchVisit[]): string | null {
  const done = params.get('done');
  const visit = visits.find((candidate) => candidate.id === params.get('visitId'));
  if (done === 'placed' && visit)
    return `Scheduled ${visit.customer} on ${visit.day}, ${visit.time}, with ${visit.crew}. The customer is emailed an invitation.`;
  if (done === 'moved' && visit) return `Moved ${visit.customer} to ${visit.day}, ${visit.time}, with ${visit.crew}. The customer is emailed the update.`;
  if (done === 'unassigned') return 'Unassigned. A job with no visit left is back in the tray.';
  return null;
}

function refused(status: number, body: Omit<DispatchActionData, 'ok'>) {
  return data<DispatchActionData>({ ok: false, ...body }, { status });
}

/** The cell a button names: 'crewId|YYYY-MM-DD'. */
function readCell(value: FormDataEntryValue | null): { crewId: string; day: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const [crewId = '', day = ''] = value.split('|');
  return crewId && DAY.test(day) ? { crewId, day } : undefined;
}

export async function dispatchBoardAction(services: AppServices, actor: { id: string; email: string }, request: Request) {
  const form = await readFormBody(request, 8 * 1024);
  const intent = String(form?.get('intent') ?? '');
  const week = String(form?.get('week') ?? '');
  const back = (params: Record<string, string>) => redirect(`/admin/dispatch?${new URLSearchParams({ ...(DAY.test(week) ? { week } : {}), ...params })}`);
  if (!form) return refused(400, { intent, message: 'The form could not be read. Please try again.', fieldErrors: {} });
  const { timeZone } = await getBusinessCalendar(services.db);
  const options = { afterWrite: queueInstallNotice };

  if (intent === DISPATCH_INTENTS.place) {
    const jobId = String(form.get('jobId') ?? '');
    const cell = readCell(form.get('cell'));
    const start = String(form.get('start') ?? '');
    const end = String(form.get('end') ?? '');
    const fieldErrors: Record<string, string> = {};
    if (!jobId) fieldErrors.jobId = 'Choose a job from the tray first.';
    if (!cell) fieldErrors.cell = 'Choose a crew member and a day.';
    if (!TIME.test(start)) fieldErrors.start = 'Type the start time as HH:MM, e.g. 08:00.';
    if (!TIME.test(end)) fieldErrors.end = 'Type the end time as HH:MM, e.g. 15:00.';
    else if (TIME.test(start) && toMinutes(end) <= toMinutes(start)) fieldErrors.end = 'The end time must be after the start time.';
    if (Object.keys(fieldErrors).length > 0 || !cell)
      return refused(400, { intent, message: Object.values(fieldErrors)[0] ?? 'Check the form.', fieldErrors, start, end });
    const result = await scheduleInstallVisit(
      services.db,
      {
        jobId,
        startsAt: new Date(instantIn(cell.day, start, timeZone)).toISOString(),
        endsAt: new Date(instantIn(cell.day, end, timeZone)).toISOString(),
        crewIds: [cell.crewId],
        actorId: actor.id,
        actorEmail: actor.email,
      },
      options,
    );
    if (!result.ok)
      return refused(result.reason === 'conflict' ? 409 : result.reason === 'not-found' ? 404 : 400, {
        intent,
        message: await visitRefusalWords(services.db, result, timeZone, 'scheduled'),
        fieldErrors: {},
        start,
        end,
      });
    return back({ done: 'placed', visitId: result.visit.id });
  }

  // An Unassign button names its visit and person in one value (the board's one unassign form).
  const [targetVisit, targetCrew] = String(form.get('target') ?? '').split('|');
  const visitId = String(targetVisit || form.get('visitId') || '');
  const visit = visitId ? await getInstallVisit(services.db, visitId) : undefined;
  if (!visit || visit.status !== 'booked')
    return refused(404, { intent, message: 'This visit was not found or was cancelled; the board shows it as it is now.', fieldErrors: {} });

  if (intent === DISPATCH_INTENTS.move) {
    const cell = readCell(form.get('cell'));
    const fromCrewId = String(form.get('fromCrewId') ?? '');
    if (!cell) return refused(400, { intent, message: 'Choose a crew member and a day.', fieldErrors: { cell: 'Choose a crew member and a day.' } });
    // The same times of day, on the day chosen; the person the visit was picked up from gives their place to the row chosen.
    const start = localTime(Date.parse(visit.startsAt), timeZone);
    const end = localTime(Date.parse(visit.endsAt), timeZone);
    const shift = Math.round((Date.parse(`${cell.day}T00:00:00Z`) - Date.parse(`${start.day}T00:00:00Z`)) / 86_400_000);
    const crewIds = [...new Set(visit.crewIds.map((id) => (id === (fromCrewId || visit.crewIds[0]) ? cell.crewId : id)))];
    const result = await moveInstallVisit(
      services.db,
      {
        visitId: visit.id,
        startsAt: new Date(instantIn(cell.day, clockOf(start.minutes), timeZone)).toISOString(),
        endsAt: new Date(instantIn(shiftDay(end.day, shift), clockOf(end.minutes), timeZone)).toISOString(),
        crewIds,
        actorId: actor.id,
        actorEmail: actor.email,
      },
      options,
    );
    if (!result.ok)
      return refused(result.reason === 'conflict' ? 409 : 400, {
        intent,
        message: await visitRefusalWords(services.db, result, timeZone, 'moved'),
        fieldErrors: {},
      });
    return back({ done: 'moved', visitId: visit.id });
  }

  if (intent === DISPATCH_INTENTS.unassign) {
    const crewId = String(targetCrew || form.get('crewId') || '');
    const rest = visit.crewIds.filter((id) => id !== crewId);
    if (rest.length > 0 && rest.length < visit.crewIds.length) {
      const result = await moveInstallVisit(
        services.db,
        { visitId: visit.id, startsAt: visit.startsAt, endsAt: visit.endsAt, crewIds: rest, actorId: actor.id, actorEmail: actor.email },
        options,
      );
      if (!result.ok) return refused(400, { intent, message: `Not unassigned: ${result.message}`, fieldErrors: {} });
    } else {
      await cancelInstallVisit(services.db, { visitId: visit.id, actorId: actor.id, actorEmail: actor.email }, options);
    }
    return back({ done: 'unassigned' });
  }
  return refused(400, { intent, message: 'The form could not be read. Please try again.', fieldErrors: {} });
}
