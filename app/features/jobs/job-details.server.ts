import type { Kysely } from 'kysely';
import { getQuoteRequest } from '~/features/leads/intake/quote-requests.server';
import { notifyStaff } from '~/features/notifications/staff-alerts.server';
import { getOrder } from '~/features/orders/orders.server';
import { recordAudit } from '~/lib/audit-log.server';
import { instantIn, localTime, shiftDay } from '~/lib/business-hours';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { AppServices } from '~/lib/request-context';
import type { Database } from '~/lib/db-schema';
import { uuidv7 } from '~/lib/uuid.server';
import { type InstallVisit, listInstallVisits, listJobVisits } from './install-visits.server';
import { getJob, type Job, listJobs } from './job-records.server';
import type { JobStage } from './job-stages';
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

export async function listInspections(db: Db, jobId: string): Promise<Inspection[]> {
  return db
    .selectFrom('jobInspections')
    .select(['id', 'kind', 'inspectedOn', 'result', 'notes', 'createdAt'])
    .where('jobId', '=', jobId)
    .orderBy('inspectedOn')
    .orderBy('createdAt')
    .execute();
}

async function viewOf(db: Db, job: Job): Promise<JobView | undefined> {
  const order = await getOrder(db, job.orderId);
  if (!order) return undefined;
  const [request, inspections, visits] = await Promise.all([
    order.quoteRequestId ? getQuoteRequest(db, order.quoteRequestId) : undefined,
    listInspections(db, job.id),
    listJobVisits(db, job.id),
  ]);
  return {
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
    inspections,
    visits,
    dueDates: dueDatesOf(job, order.permitsApplyBy),
  };
}

export async function getJobView(db: Db, jobId: string): Promise<JobView | undefined> {
  const job = await getJob(db, jobId);
  return job ? viewOf(db, job) : undefined;
}

export async function getJobViewForOrder(db: Db, orderId: string): Promise<JobView | undefined> {
  const [job] = await listJobs(db, { orderId });
  return job ? viewOf(db, job) : undefined;
}

export async function listJobViews(db: Db, filter: { stage?: JobStage; orderId?: string; limit?: number } = {}): Promise<JobView[]> {
  const jobs = await listJobs(db, filter);
  const views = await Promise.all(jobs.map((job) => viewOf(db, job)));
  return views.filter((view): view is JobView => view !== undefined);
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

/**
 * Writes what staff recorded about a job (parsed values: dates YYYY-MM-DD, texts trimmed, null to
 * clear), on the order's timeline with what changed; unchanged values are left out. Undefined when
 * the job is not there.
 */
export async function updateJobRecords(
  db: Db,
  jobId: string,
  patch: RecordsPatch,
  actor: { actorId: string; actorEmail?: string | null },
  now = new Date(),
): Promise<{ job: Job; changed: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const job = await getJob(trx, jobId);
    if (!job) return undefined;
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
    if (changed.length === 0) return { job, changed };
    const at = now.toISOString();
    const updated: Job = { ...job, ...set, updatedAt: at };
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
    return { job: updated, changed };
  });
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
  const flags: DueFlag[] = [];
  const horizon = Date.parse(`${today}T00:00:00Z`) + withinDays * 86_400_000;
  const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  for (const job of open) {
    const order = await getOrder(db, job.orderId);
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
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  for (const visit of visits) {
    const day = localTime(new Date(visit.startsAt), timeZone).day;
    if (!byDay[day]) continue;
    const order = await getOrder(db, visit.orderId);
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
