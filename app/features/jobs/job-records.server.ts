import type { Kysely, Transaction } from 'kysely';
import { changeOrderStatus, getOrder } from '~/features/orders/orders.server';
import { type OrderMailContext, orderCompany } from '~/features/orders/order-emails.server';
import type { OrderStatus } from '~/features/orders/order-status';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import type { AppServices } from '~/lib/request-context';
import { uuidv7 } from '~/lib/uuid.server';
import { checkStageMove, type JobStage } from './job-stages';
import type { WindowJobsTable } from './tables';

// The job after the signature: one per order (docs/jobs-and-crews.md, decision 0049). The order
// stays its commercial side; its SPEC status follows the job's stage (orderStatusOf).

type Db = Kysely<Database>;

export type Job = WindowJobsTable;

/** The order's SPEC status a job at `stage` implies: pending until the work starts, in progress after. */
export function orderStatusOf(stage: JobStage): OrderStatus {
  if (stage === 'complete') return 'completed';
  if (stage === 'cancelled') return 'cancelled';
  return stage === 'install' || stage === 'inspection' ? 'in-progress' : 'pending';
}

export async function getJob(db: Db, id: string): Promise<Job | undefined> {
  return db.selectFrom('windowJobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getJobForOrder(db: Db, orderId: string): Promise<Job | undefined> {
  return db.selectFrom('windowJobs').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

/** Jobs, the newest first: at one stage, one order's, or those of `ids`. */
type JobFilter = { stage?: JobStage; orderId?: string; ids?: readonly string[] };

function filteredJobs(db: Db, { stage, orderId, ids }: JobFilter) {
  let query = db.selectFrom('windowJobs');
  if (stage) query = query.where('stage', '=', stage);
  if (orderId) query = query.where('orderId', '=', orderId);
  if (ids) query = query.where('id', 'in', [...new Set(ids)]);
  return query;
}

/** The jobs the filter names, newest first: `limit` of them after the first `offset`. */
export async function listJobs(db: Db, { limit = 500, offset = 0, ...filter }: JobFilter & { limit?: number; offset?: number } = {}): Promise<Job[]> {
  if (filter.ids?.length === 0) return [];
  return filteredJobs(db, filter).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many jobs the filter names. */
export async function countJobs(db: Db, filter: JobFilter = {}): Promise<number> {
  if (filter.ids?.length === 0) return 0;
  const row = await filteredJobs(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The job of an order just made from an approved estimate, in its transaction; an order that has one keeps it. */
export async function createJobForOrder(db: Db, orderId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('windowJobs')
    .values({
      id: uuidv7(),
      orderId,
      stage: 'measure',
      measurementNotes: null,
      productSupplier: null,
      productOrderedOn: null,
      productExpectedOn: null,
      productReceivedOn: null,
      permitMunicipality: null,
      permitNumber: null,
      permitAppliedOn: null,
      permitIssuedOn: null,
      permitApplyBy: null,
      workStartBy: null,
      checklist: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.column('orderId').doNothing())
    .execute();
}

/** What the order's status change needs to email the customer and run later features' hooks, from the services. */
export async function orderContextFor(services: Pick<AppServices, 'db' | 'env' | 'secret' | 'orderHooks'>): Promise<OrderMailContext> {
  return {
    publicUrl: services.env.PUBLIC_URL,
    hooks: services.orderHooks,
    company: await orderCompany(services.db),
    secret: services.secret,
    orderLinkDays: services.env.ORDER_LINK_DAYS,
  };
}

export interface StageMoveInput {
  jobId: string;
  to: JobStage;
  /** Required to move back, cancel or reinstate; kept with the move. */
  reason?: string | null;
  actorId: string;
  actorEmail?: string | null;
}

export type StageMoveResult =
  | { ok: true; job: Job; changed: boolean }
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'refused'; message: string; stage: JobStage };

/** The orders' own moves (order-status.ts) between two statuses: through pending or in progress when there is no direct one. */
function orderSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  if (from === to) return [];
  if (from === 'completed' && to !== 'in-progress') return to === 'cancelled' ? ['in-progress', 'cancelled'] : ['in-progress', to];
  if (from === 'cancelled' && to !== 'pending') return ['pending', to];
  return [to];
}

/** How often a move finds the job moved under it before giving up. */
const MOVE_ATTEMPTS = 5;

/**
 * Moves a job to another stage: forward freely, back (or cancelled, or reinstated) with a reason
 * (job-stages.ts). The move is kept (jobStageMoves), written on the order's timeline, and the
 * order's SPEC status follows, with its email to the customer and its hooks (a completed job starts
 * the review request), in one transaction. Pass a transaction to write in it.
 */
export async function moveJobStage(
  db: Db,
  input: StageMoveInput,
  { orders, now = new Date() }: { orders: OrderMailContext; now?: Date },
): Promise<StageMoveResult> {
  const work = async (trx: Transaction<Database>): Promise<StageMoveResult> => {
    for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
      const job = await getJob(trx, input.jobId);
      if (!job) return { ok: false, reason: 'not-found', message: 'This job was not found.' };
      if (job.stage === input.to) return { ok: true, job, changed: false };
      const check = checkStageMove(job.stage, input.to, input.reason);
      if (!check.ok) return { ok: false, reason: 'refused', message: check.message, stage: job.stage };
      const at = now.toISOString();
      const { numUpdatedRows } = await trx
        .updateTable('windowJobs')
        .set({ stage: input.to, updatedAt: at })
        .where('id', '=', job.id)
        .where('stage', '=', job.stage)
        .executeTakeFirst();
      if (Number(numUpdatedRows) !== 1) continue;
      const reason = check.needsReason ? input.reason!.trim() : null;
      await trx
        .insertInto('jobStageMoves')
        .values({ id: uuidv7(), jobId: job.id, fromStage: job.stage, toStage: input.to, reason, actorId: input.actorId, createdAt: at })
        .execute();
      await recordAudit(trx, {
        actor: input.actorId,
        actorEmail: input.actorEmail ?? null,
        action: 'job.stage',
        subjectType: 'order',
        subjectId: job.orderId,
        detail: { jobId: job.id, from: job.stage, to: input.to, reason },
        now,
      });
      const actor = { userId: input.actorId, email: input.actorEmail ?? input.actorId };
      const inThisTransaction = <T>(step: (inner: Transaction<Database>) => Promise<T>) => step(trx);
      const order = await getOrder(trx, job.orderId);
      for (const status of order ? orderSteps(order.status, orderStatusOf(input.to)) : []) {
        const changed = await changeOrderStatus(inThisTransaction, job.orderId, status, actor, orders, now);
        if (!changed.ok) throw new Error(`order ${job.orderId}: cannot follow job ${job.id} to ${input.to}: ${changed.message}`);
      }
      return { ok: true, job: { ...job, stage: input.to, updatedAt: at }, changed: true };
    }
    throw new Error(`job ${input.jobId}: its stage kept changing while it was being moved`);
  };
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

export interface StageMove {
  id: string;
  fromStage: JobStage;
  toStage: JobStage;
  reason: string | null;
  actorId: string;
  createdAt: string;
}

/** A job's stage moves, oldest first. */
export async function listStageMoves(db: Db, jobId: string): Promise<StageMove[]> {
  return db
    .selectFrom('jobStageMoves')
    .select(['id', 'fromStage', 'toStage', 'reason', 'actorId', 'createdAt'])
    .where('jobId', '=', jobId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
