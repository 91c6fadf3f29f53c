import type { Kysely } from 'kysely';
import { listQuoteRequestSites } from '~/features/leads/intake/quote-requests.server';
import { notifyStaff } from '~/features/notifications/staff-alerts.server';
import type { OrderMailContext } from '~/features/orders/order-emails.server';
import { listStaffOrdersByIds, type StaffOrder } from '~/features/orders/orders.server';
import { recordAudit } from '~/lib/audit-log.server';
import { instantIn, localTime, shiftDay } from '~/lib/business-hours';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { AppServices } from '~/lib/request-context';
import type { Database } from '~/lib/db-schema';
import { uuidv7 } from '~/lib/uuid.server';
import { type InstallVisit, listInstallVisits, listVisitsOfJobs } from './install-visits.server';
import { getJob, type Job, listJobs, moveJobStage } from './job-records.server';
import { checkStageMove, type JobStage } from './job-stages';
import type { InspectionResult, JobInspectionsTable } from './tables';

// What a job records besides its stage (the product order, the permit, inspections, measurement
// notes) and Florida's due dates, read with the order and the request it came from.

type Db = Kysely<Database>;

/** Florida §489.126: 30 days to apply for permits after a deposit over 10%; 90 days to start work once issued. */
export const PERMIT_APPLY_DAYS = 30;
export const WORK_START_DAYS = 90;

export const MUNICIPALITIES = ['Coral Gables', 'City of Miami', 'Unincorporated Miami-Dade'] as const;

export interface ProductRecord {
  supplier: string | null;
  orderedOn: string | null;
  expectedOn: string | null;
  receivedOn: string | null;
}

export interface PermitRecord {
  municipality: string | null;
  number: string | null;
  appliedOn: string | null;
  issuedOn: string | null;
}

export type Inspection = Omit<JobInspectionsTable, 'jobId'>;

export interface DueDates {
  /** The day permits must be applied for by, once a deposit over 10% was paid; null otherwise. */
  permitApplyBy: string | null;
  /** The day work must start by, once the permit is issued (with such a deposit); null otherwise. */
  workStartBy: string | null;
}

/** A job with everything its screens and the API show. */
export interface JobView {
  job: Job;
  orderId: string;
  stage: JobStage;
  service: string;
  amountCents: number;
  orderStatus: string;
  language: string;
  quoteRequestId: string | null;
  customer: { name: string | null; email: string | null; phone: string | null };
  address: string | null;
  product: ProductRecord;
  permit: PermitRecord;
  measurementNotes: string | null;
  inspections: Inspection[];
  visits: InstallVisit[];
  dueDates: DueDates;
}

/**
 * Florida's due dates for a job: "apply for permits by" is the order's (payments record it when a
 * deposit over 10% is paid); "start work by" is 90 days after the permit was issued, under the same
 * deposit.
 */
export function dueDatesOf(job: Pick<Job, 'permitIssuedOn'>, orderPermitsApplyBy: string | null): DueDates {
  return {
    permitApplyBy: orderPermitsApplyBy,
    workStartBy: orderPermitsApplyBy && job.permitIssuedOn ? shiftDay(job.permitIssuedOn, WORK_START_DAYS) : null,
  };
}

/** The inspections of `jobIds`, by job, each job's oldest first: one query. */
async function inspectionsOfJobs(db: Db, jobIds: readonly string[]): Promise<Map<string, Inspection[]>> {
  const byJob = new Map<string, Inspection[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('jobInspections')
    .select(['jobId', 'id', 'kind', 'inspectedOn', 'result', 'notes', 'createdAt'])
    .where('jobId', 'in', [...new Set(jobIds)])
    .orderBy('inspectedOn')
    .orderBy('createdAt')
    .execute();
  for (const { jobId, ...inspection } of rows) byJob.get(jobId)?.push(inspection);
  return byJob;
}

/** The orders of `orderIds`, by id: one query. */
async function ordersById(db: Db, orderIds: readonly string[]): Promise<Map<string, StaffOrder>> {
  return new Map((await listStaffOrdersByIds(db, orderIds)).map((order) => [order.id, order]));
}

/**
 * The views of `jobs`, in their order, read together: their orders, the requests they came from,
 * their inspections and visits in a fixed number of queries however many jobs there are. A job
 * whose order is gone is left out.
 */
async function viewsOf(db: Db, jobs: readonly Job[]): Promise<JobView[]> {
  if (jobs.length === 0) return [];
  const jobIds = jobs.map((job) => job.id);
  const [orderById, inspections, visits] = await Promise.all([
    ordersById(
      db,
      jobs.map((job) => job.orderId),
    ),
    inspectionsOfJobs(db, jobIds),
    listVisitsOfJobs(db, jobIds),
  ]);
  const requests = await listQuoteRequestSites(
    db,
    [...orderById.values()].flatMap((order) => (order.quoteRequestId ? [order.quoteRequestId] : [])),
  );
  const requestById = new Map(requests.map((request) => [request.id, request]));
  return jobs.flatMap((job): JobView[] => {
    const order = orderById.get(job.orderId);
    if (!order) return [];
    const request = order.quoteRequestId ? requestById.get(order.quoteRequestId) : undefined;
    return [
      {
        job,
        orderId: job.orderId,
        stage: job.stage,
        service: order.service,
        amountCents: order.amountCents,
        orderStatus: order.status,
        language: order.language,
        quoteRequestId: order.quoteRequestId,
        customer: { name: order.customerName, email: order.customerEmail, phone: request?.phone ?? null },
        address: request ? [request.address, request.city, `${request.state} ${request.zipCode}`.trim()].filter(Boolean).join(', ') : null,
        product: { supplier: job.productSupplier, orderedOn: job.productOrderedOn, expectedOn: job.productExpectedOn, receivedOn: job.productReceivedOn },
        permit: { municipality: job.permitMunicipality, number: job.permitNumber, appliedOn: job.permitAppliedOn, issuedOn: job.permitIssuedOn },
        measurementNotes: job.measurementNotes,
        inspections: inspections.get(job.id) ?? [],
        visits: visits.get(job.id) ?? [],
        dueDates: dueDatesOf(job, order.permitsApplyBy),
      },
    ];
  });
}

export async function getJobView(db: Db, jobId: string): Promise<JobView | undefined> {
  const job = await getJob(db, jobId);
  return job ? (await viewsOf(db, [job]))[0] : undefined;
}

export async function getJobViewForOrder(db: Db, orderId: string): Promise<JobView | undefined> {
  return (await listJobViews(db, { orderId }))[0];
}

/** Jobs with everything the API shows, the newest first: a fixed number of queries however many jobs there are. */
export async function listJobViews(db: Db, filter: { stage?: JobStage; orderId?: string; limit?: number; offset?: number } = {}): Promise<JobView[]> {
  return viewsOf(db, await listJobs(db, filter));
}

export interface RecordsPatch {
  product?: Partial<ProductRecord>;
  permit?: Partial<PermitRecord>;
  measurementNotes?: string | null;
}

const productColumns = {
  supplier: 'productSupplier',
  orderedOn: 'productOrderedOn',
  expectedOn: 'productExpectedOn',
  receivedOn: 'productReceivedOn',
} as const;
const permitColumns = { municipality: 'permitMunicipality', number: 'permitNumber', appliedOn: 'permitAppliedOn', issuedOn: 'permitIssuedOn' } as const;

export type RecordsResult =
  | { ok: true; job: Job; changed: string[] }
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: Record<string, string[]> };

/** Dates that must come in order once both are known, checked on the job as it would be after the patch. */
const datesInOrder = [
  ['productOrderedOn', 'productReceivedOn', 'product.receivedOn', 'The product cannot be received before it was ordered.'],
  ['productOrderedOn', 'productExpectedOn', 'product.expectedOn', 'The product cannot be expected before it was ordered.'],
  ['permitAppliedOn', 'permitIssuedOn', 'permit.issuedOn', 'The permit cannot be issued before it was applied for.'],
] as const;

/**
 * Writes what staff recorded about a job (parsed values: dates YYYY-MM-DD, texts trimmed, null to
 * clear), on the order's timeline with what changed; unchanged values are left out. Refused with
 * field errors when a date would come before the one it follows (received before ordered, issued
 * before applied). Pass a transaction to write in it.
 */
export async function updateJobRecords(
  db: Db,
  jobId: string,
  patch: RecordsPatch,
  actor: { actorId: string; actorEmail?: string | null },
  now = new Date(),
): Promise<RecordsResult> {
  const work = async (trx: Db): Promise<RecordsResult> => {
    const job = await getJob(trx, jobId);
    if (!job) return { ok: false, reason: 'not-found', message: 'This job was not found.' };
    const set: Partial<Job> = {};
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    const apply = (column: keyof Job, value: string | null | undefined, name: string) => {
      if (value === undefined || job[column] === value) return;
      (set as Record<string, string | null>)[column] = value;
      changes[name] = { from: job[column] as string | null, to: value };
    };
    for (const [key, column] of Object.entries(productColumns)) apply(column, patch.product?.[key as keyof ProductRecord], `product.${key}`);
    for (const [key, column] of Object.entries(permitColumns)) apply(column, patch.permit?.[key as keyof PermitRecord], `permit.${key}`);
    apply('measurementNotes', patch.measurementNotes, 'measurementNotes');
    const changed = Object.keys(changes);
    if (changed.length === 0) return { ok: true, job, changed };
    const at = now.toISOString();
    const updated: Job = { ...job, ...set, updatedAt: at };
    const fieldErrors: Record<string, string[]> = {};
    for (const [first, then, field, message] of datesInOrder) {
      const [earlier, later] = [updated[first], updated[then]];
      if (earlier && later && later < earlier && (first in set || then in set)) fieldErrors[field] = [message];
    }
    const refusal = Object.values(fieldErrors)[0];
    if (refusal) return { ok: false, reason: 'invalid', message: refusal[0]!, fieldErrors };
    // Kept on the row too, for screens that read the job alone (the crew's phone).
    updated.workStartBy = updated.permitIssuedOn ? shiftDay(updated.permitIssuedOn, WORK_START_DAYS) : null;
    await trx
      .updateTable('windowJobs')
      .set({ ...set, workStartBy: updated.workStartBy, updatedAt: at })
      .where('id', '=', job.id)
      .execute();
    await recordAudit(trx, {
      actor: actor.actorId,
      actorEmail: actor.actorEmail ?? null,
      action: 'job.records',
      subjectType: 'order',
      subjectId: job.orderId,
      detail: { jobId: job.id, changes },
      now,
    });
    return { ok: true, job: updated, changed };
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface JobChange extends RecordsPatch {
  stage?: JobStage;
  reason?: string | null;
}

export type JobChangeResult = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; fieldErrors?: Record<string, string[]>; stage?: JobStage };

/** Thrown inside a change's transaction to roll back what its earlier parts wrote. */
class ChangeRefused extends Error {
  constructor(readonly refusal: Extract<JobChangeResult, { ok: false }>) {
    super(refusal.message);
  }
}

/**
 * Records and a stage move, as one change in one transaction: the records are written first (a
 * move's emails then tell of them), and a refused part, either of them, leaves nothing written.
 */
export async function changeJob(
  db: Db,
  jobId: string,
  change: JobChange,
  actor: { actorId: string; actorEmail?: string | null },
  { orders, now = new Date() }: { orders: OrderMailContext; now?: Date },
): Promise<JobChangeResult> {
  const { stage, reason, ...records } = change;
  try {
    return await db.transaction().execute(async (trx): Promise<JobChangeResult> => {
      const written = await updateJobRecords(trx, jobId, records, actor, now);
      if (!written.ok && written.reason === 'not-found') throw new ChangeRefused({ ok: false, status: 404, message: written.message });
      if (!written.ok) throw new ChangeRefused({ ok: false, status: 400, message: written.message, fieldErrors: written.fieldErrors });
      if (!stage) return { ok: true };
      const moved = await moveJobStage(trx, { jobId, to: stage, reason, ...actor }, { orders, now });
      if (moved.ok) return { ok: true };
      if (moved.reason === 'not-found') throw new ChangeRefused({ ok: false, status: 404, message: moved.message });
      const check = checkStageMove(moved.stage, stage, reason);
      const field = !check.ok && check.reason === 'reason-required' ? 'reason' : 'stage';
      throw new ChangeRefused({ ok: false, status: 409, message: moved.message, fieldErrors: { [field]: [moved.message] }, stage: moved.stage });
    });
  } catch (error) {
    if (error instanceof ChangeRefused) return error.refusal;
    throw error;
  }
}

export interface NewInspection {
  kind: string;
  inspectedOn: string;
  result: InspectionResult;
  notes: string | null;
}

/** Records an inspection (or its result) on the job and the order's timeline; undefined when the job is not there. */
export async function addInspection(
  db: Db,
  jobId: string,
  input: NewInspection,
  actor: { actorId: string; actorEmail?: string | null },
  now = new Date(),
): Promise<Inspection | undefined> {
  return db.transaction().execute(async (trx) => {
    const job = await getJob(trx, jobId);
    if (!job) return undefined;
    const inspection: Inspection = { id: uuidv7(), ...input, createdAt: now.toISOString() };
    await trx
      .insertInto('jobInspections')
      .values({ ...inspection, jobId })
      .execute();
    await recordAudit(trx, {
      actor: actor.actorId,
      actorEmail: actor.actorEmail ?? null,
      action: 'job.inspection',
      subjectType: 'order',
      subjectId: job.orderId,
      detail: { jobId, kind: input.kind, inspectedOn: input.inspectedOn, result: input.result },
      now,
    });
    return inspection;
  });
}

/** A job close to one of Florida's due dates. */
export interface DueFlag {
  jobId: string;
  orderId: string;
  customerName: string | null;
  which: 'permitApplyBy' | 'workStartBy';
  due: string;
  /** Whole days from today to the due day (negative: past it). */
  daysLeft: number;
}

/**
 * Open jobs within `withinDays` of a due date they have not met: permits not yet applied for
 * before "apply by"; work not started (before install) before "start by". Earliest first.
 */
export async function jobsNearDueDates(db: Db, { today, withinDays }: { today: string; withinDays: number }): Promise<DueFlag[]> {
  const open = (await listJobs(db, { limit: 5000 })).filter((job) => job.stage !== 'complete' && job.stage !== 'cancelled');
  // Every open job's order in one query, not one each.
  const orders = await ordersById(
    db,
    open.map((job) => job.orderId),
  );
  const flags: DueFlag[] = [];
  const horizon = Date.parse(`${today}T00:00:00Z`) + withinDays * 86_400_000;
  const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  for (const job of open) {
    const order = orders.get(job.orderId);
    if (!order?.permitsApplyBy) continue;
    const due = dueDatesOf(job, order.permitsApplyBy);
    const started = ['install', 'inspection'].includes(job.stage);
    const candidates: [DueFlag['which'], string | null, boolean][] = [
      ['permitApplyBy', due.permitApplyBy, !job.permitAppliedOn],
      ['workStartBy', due.workStartBy, !started],
    ];
    for (const [which, day, pending] of candidates)
      if (day && pending && Date.parse(`${day}T00:00:00Z`) <= horizon)
        flags.push({ jobId: job.id, orderId: job.orderId, customerName: order.customerName, which, due: day, daysLeft: daysTo(day) });
  }
  return flags.sort((a, b) => a.due.localeCompare(b.due));
}

const dueWords = { permitApplyBy: 'apply for permits by', workStartBy: 'start work by' } as const;

/**
 * Tells staff once of each job near one of Florida's due dates (notifyStaff, keyed by job, date
 * kind and day: a date moved later is told again). Returns how many notices were queued.
 */
export async function notifyDueJobs(db: Db, { today, withinDays }: { today: string; withinDays: number }, now = new Date()): Promise<number> {
  const flags = await jobsNearDueDates(db, { today, withinDays });
  for (const flag of flags) {
    const when = flag.daysLeft < 0 ? `${-flag.daysLeft} days ago` : flag.daysLeft === 0 ? 'today' : `in ${flag.daysLeft} days`;
    await notifyStaff(
      db,
      {
        event: 'job-due',
        title: `Florida deadline: ${flag.customerName ?? 'a job'}`,
        body: `The job must ${dueWords[flag.which]} ${flag.due} (${when}), Florida §489.126.`,
        url: `/admin/orders/${flag.orderId}`,
        idempotencyKey: `job-due:${flag.jobId}:${flag.which}:${flag.due}`,
      },
      now,
    );
  }
  return flags.length;
}

/** The dashboard's flags: jobs within JOB_DUE_SOON_DAYS of a Florida due date, as of today in the business's zone. */
export async function loadDueJobs(services: Pick<AppServices, 'db' | 'env'>, now = new Date()): Promise<DueFlag[]> {
  const { timeZone } = await getBusinessCalendar(services.db);
  return jobsNearDueDates(services.db, { today: localTime(now, timeZone).day, withinDays: services.env.JOB_DUE_SOON_DAYS });
}

/** An install visit as the staff calendar lists it beside the estimate visits. */
export interface CalendarInstall {
  id: string;
  orderId: string;
  customerName: string | null;
  time: string;
  crew: string[];
}

/**
 * The booked install visits of each of `days` (YYYY-MM-DD in the business's zone), by the day they
 * start, for the staff calendar; with `crewId`, only that person's.
 */
export async function installVisitsByDay(db: Db, days: readonly string[], { crewId }: { crewId?: string } = {}): Promise<Record<string, CalendarInstall[]>> {
  const byDay: Record<string, CalendarInstall[]> = Object.fromEntries(days.map((day) => [day, []]));
  if (days.length === 0) return byDay;
  const { timeZone } = await getBusinessCalendar(db);
  const sorted = [...days].sort();
  const from = new Date(instantIn(sorted[0]!, '00:00', timeZone)).toISOString();
  const to = new Date(instantIn(shiftDay(sorted.at(-1)!, 1), '00:00', timeZone)).toISOString();
  const visits = await listInstallVisits(db, { from, to, crewId });
  const names = Object.fromEntries((await listCrewAndStaff(db)).map((member) => [member.id, member.name]));
  const orders = await ordersById(
    db,
    visits.map((visit) => visit.orderId),
  );
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  for (const visit of visits) {
    const day = localTime(new Date(visit.startsAt), timeZone).day;
    if (!byDay[day]) continue;
    const order = orders.get(visit.orderId);
    byDay[day].push({
      id: visit.id,
      orderId: visit.orderId,
      customerName: order?.customerName ?? null,
      time: `${time.format(new Date(visit.startsAt))}–${time.format(new Date(visit.endsAt))}`,
      crew: visit.crewIds.map((id) => names[id] ?? id),
    });
  }
  return byDay;
}
