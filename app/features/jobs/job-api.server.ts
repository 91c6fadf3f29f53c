import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import type { Actor } from '~/lib/audit-log.server';
import { readJsonObject } from '~/lib/json-body.server';
import { PAGE_NUMBER_ERROR, parsePageNumber } from '~/lib/page-number';
import type { AppServices } from '~/lib/request-context';
import { queueInstallNotice } from './crew/install-notices.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { visitRefusalWords } from './crew/visit-clash.server';
import { cancelInstallVisit, getInstallVisit, type InstallVisit, moveInstallVisit, scheduleInstallVisit, type VisitRefused } from './install-visits.server';
import { changeJob, getJobView, type JobView, listJobViews } from './job-details.server';
import { fieldErrorsOf, jobPatchSchema, stageSchema, visitBodySchema, visitPatchSchema } from './job-forms';
import { countJobs, orderContextFor } from './job-records.server';

// The jobs' JSON API (issue 45 item 6), once the route has checked the role (staff only).

function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status });
}

function badRequest(fieldErrors: Record<string, string[]>) {
  return jsonError(400, Object.values(fieldErrors)[0]?.[0] ?? 'The request is not valid.', { fieldErrors });
}

export function apiVisit(visit: InstallVisit) {
  return { id: visit.id, start: visit.startsAt, end: visit.endsAt, crewIds: visit.crewIds, status: visit.status, notes: visit.notes };
}

export function apiJob(view: JobView) {
  return {
    id: view.job.id,
    orderId: view.orderId,
    stage: view.stage,
    customer: view.customer,
    address: view.address,
    service: view.service,
    product: view.product,
    permit: { ...view.permit, inspections: view.inspections.map(({ id, kind, inspectedOn, result, notes }) => ({ id, kind, inspectedOn, result, notes })) },
    measurementNotes: view.measurementNotes,
    visits: view.visits.filter((visit) => visit.status === 'booked').map(apiVisit),
    dueDates: view.dueDates,
  };
}

/** Jobs a page of the API's list holds. */
export const JOBS_PAGE_SIZE = 50;

/** GET /api/admin/jobs?stage=&orderId=&page=: newest first, 50 a page. */
export async function apiListJobs(services: AppServices, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const rawStage = params.get('stage');
  const orderId = params.get('orderId');
  const page = parsePageNumber(params.get('page'));
  const fieldErrors: Record<string, string[]> = {};
  const stage = rawStage ? stageSchema.safeParse(rawStage) : undefined;
  if (stage && !stage.success) fieldErrors.stage = [stage.error.issues[0]!.message];
  if (orderId !== null && (orderId.length === 0 || orderId.length > 100)) fieldErrors.orderId = ['orderId must be an order’s id.'];
  if (page === undefined) fieldErrors.page = [PAGE_NUMBER_ERROR];
  if (Object.keys(fieldErrors).length > 0 || page === undefined) return badRequest(fieldErrors);
  const filter = { stage: stage?.data, orderId: orderId ?? undefined };
  const [jobs, total] = await Promise.all([
    listJobViews(services.db, { ...filter, limit: JOBS_PAGE_SIZE, offset: (page - 1) * JOBS_PAGE_SIZE }),
    countJobs(services.db, filter),
  ]);
  return Response.json({ jobs: jobs.map(apiJob), total, page, pageSize: JOBS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)) });
}

/** PATCH /api/admin/jobs/<id> {stage?, reason?, permit?, product?, measurementNotes?} */
export async function apiPatchJob(services: AppServices, jobId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request, undefined, { mergePatch: true });
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = jobPatchSchema.safeParse(body.body);
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
  const id = jobId.slice(0, 100);
  const { stage, reason, permit, product, measurementNotes } = parsed.data;
  // The records and the move in one transaction: a refused part leaves nothing written.
  const changed = await changeJob(
    services.db,
    id,
    { stage, reason, permit, product, measurementNotes },
    { actorId: actor.userId, actorEmail: actor.email },
    { orders: await orderContextFor(services) },
  );
  if (!changed.ok) {
    const { status, message, ...extra } = changed;
    return jsonError(status, status === 404 ? `No job has the id ${id}.` : message, extra);
  }
  return Response.json({ job: apiJob((await getJobView(services.db, id))!) });
}

/** POST /api/admin/jobs/<id>/visits {"start","end","crewIds":[…]} → 201 {"visit"}, or 409 with the conflicting visit. */
export async function apiPostVisit(services: AppServices, jobId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = visitBodySchema.safeParse(body.body);
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
  const { start, end, crewIds, notes } = parsed.data;
  const result = await scheduleInstallVisit(
    services.db,
    {
      jobId: jobId.slice(0, 100),
      startsAt: start,
      endsAt: end,
      crewIds,
      notes,
      actorId: actor.userId,
      actorEmail: actor.email,
    },
    // The customer's invitation and reminder (crew/install-notices), queued with the visit.
    { afterWrite: queueInstallNotice },
  );
  if (result.ok) return Response.json({ visit: apiVisit(result.visit) }, { status: 201 });
  return visitRefusal(services, result, 'scheduled');
}

/** A refused write of a visit as the API answers it: 400 with field errors, 404, or 409 naming the clashing visit. */
async function visitRefusal(services: AppServices, refusal: VisitRefused, verb: 'scheduled' | 'moved'): Promise<Response> {
  if (refusal.reason === 'invalid') return badRequest(refusal.fieldErrors);
  if (refusal.reason === 'not-found') return jsonError(404, refusal.message);
  if (refusal.reason === 'job-closed') return jsonError(409, refusal.message);
  const { timeZone } = await getBusinessCalendar(services.db);
  return jsonError(409, await visitRefusalWords(services.db, refusal, timeZone, verb), { conflict: refusal.conflict });
}

/** The job's visit of `visitId`, or undefined when there is none (another job's is not this job's). */
async function visitOfJob(services: AppServices, jobId: string, visitId: string) {
  const visit = await getInstallVisit(services.db, visitId.slice(0, 100));
  return visit?.jobId === jobId.slice(0, 100) ? visit : undefined;
}

/**
 * PATCH /api/admin/jobs/<id>/visits/<visitId> {"start"?, "end"?, "crewIds"?} → 200 {"visit"}: moved,
 * re-timed or reassigned, the customer sent the updated invitation; 400, 404, or 409 with the conflicting visit.
 */
export async function apiPatchVisit(services: AppServices, jobId: string, visitId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request, undefined, { mergePatch: true });
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = visitPatchSchema.safeParse(body.body);
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
  const visit = await visitOfJob(services, jobId, visitId);
  if (!visit) return jsonError(404, 'This job has no such install visit.');
  const { start, end, crewIds } = parsed.data;
  const result = await moveInstallVisit(
    services.db,
    { visitId: visit.id, startsAt: start ?? visit.startsAt, endsAt: end ?? visit.endsAt, crewIds, actorId: actor.userId, actorEmail: actor.email },
    { afterWrite: queueInstallNotice },
  );
  return result.ok ? Response.json({ visit: apiVisit(result.visit) }) : visitRefusal(services, result, 'moved');
}

/** DELETE /api/admin/jobs/<id>/visits/<visitId> → 200 {"visit"} cancelled, the customer sent the cancellation; 404. */
export async function apiDeleteVisit(services: AppServices, jobId: string, visitId: string, actor: Actor): Promise<Response> {
  const visit = await visitOfJob(services, jobId, visitId);
  if (!visit) return jsonError(404, 'This job has no such install visit.');
  const result = await cancelInstallVisit(
    services.db,
    { visitId: visit.id, actorId: actor.userId, actorEmail: actor.email },
    { afterWrite: queueInstallNotice },
  );
  if (!result.ok) return jsonError(404, result.message);
  return Response.json({ visit: apiVisit(result.visit) });
}

/** GET /api/admin/staff?role=crew|admin */
export async function apiListStaff(services: AppServices, request: Request): Promise<Response> {
  const role = new URL(request.url).searchParams.get('role');
  if (role !== null && role !== 'crew' && role !== 'admin') return badRequest({ role: ['role must be crew or admin.'] });
  const staff = await listCrewAndStaff(services.db, { role: role ?? undefined });
  return Response.json({ staff });
}
