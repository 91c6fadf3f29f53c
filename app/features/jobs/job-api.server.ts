import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import type { Actor } from '~/lib/audit-log.server';
import { readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { queueInstallNotice } from './crew/install-notices.server';
import { type InstallVisit, scheduleInstallVisit } from './install-visits.server';
import { getJobView, type JobView, listJobViews, updateJobRecords } from './job-details.server';
import { fieldErrorsOf, jobPatchSchema, stageSchema, visitBodySchema } from './job-forms';
import { moveJobStage, orderContextFor } from './job-records.server';

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

/** GET /api/admin/jobs?stage=&orderId= */
export async function apiListJobs(services: AppServices, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const rawStage = params.get('stage');
  const orderId = params.get('orderId');
  const fieldErrors: Record<string, string[]> = {};
  const stage = rawStage ? stageSchema.safeParse(rawStage) : undefined;
  if (stage && !stage.success) fieldErrors.stage = [stage.error.issues[0]!.message];
  if (orderId !== null && (orderId.length === 0 || orderId.length > 100)) fieldErrors.orderId = ['orderId must be an order’s id.'];
  if (Object.keys(fieldErrors).length > 0) return badRequest(fieldErrors);
  const jobs = await listJobViews(services.db, { stage: stage?.data, orderId: orderId ?? undefined });
  return Response.json({ jobs: jobs.map(apiJob) });
}

/** PATCH /api/admin/jobs/<id> {stage?, reason?, permit?, product?, measurementNotes?} */
export async function apiPatchJob(services: AppServices, jobId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request, undefined, { mergePatch: true });
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = jobPatchSchema.safeParse(body.body);
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
  const id = jobId.slice(0, 100);
  const current = await getJobView(services.db, id);
  if (!current) return jsonError(404, `No job has the id ${id}.`);
  const { stage, reason, permit, product, measurementNotes } = parsed.data;
  const who = { actorId: actor.userId, actorEmail: actor.email };
  if (stage) {
    const moved = await moveJobStage(services.db, { jobId: id, to: stage, reason, ...who }, { orders: await orderContextFor(services) });
    if (!moved.ok && moved.reason === 'not-found') return jsonError(404, moved.message);
    if (!moved.ok) return jsonError(409, moved.message, { stage: moved.stage });
  }
  if (permit || product || measurementNotes !== undefined) await updateJobRecords(services.db, id, { permit, product, measurementNotes }, who);
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
  if (result.reason === 'invalid') return badRequest(result.fieldErrors);
  if (result.reason === 'not-found') return jsonError(404, result.message);
  if (result.reason === 'job-closed') return jsonError(409, result.message);
  return jsonError(409, result.message, { conflict: result.conflict });
}

/** GET /api/admin/staff?role=crew|admin */
export async function apiListStaff(services: AppServices, request: Request): Promise<Response> {
  const role = new URL(request.url).searchParams.get('role');
  if (role !== null && role !== 'crew' && role !== 'admin') return badRequest({ role: ['role must be crew or admin.'] });
  const staff = await listCrewAndStaff(services.db, { role: role ?? undefined });
  return Response.json({ staff });
}
