import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import type { z } from 'zod';
import type { Database, JobTable } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';

// One durable queue for all background work. A job is a row of `jobs`: a kind, a JSON payload
// its kind's Zod schema accepts, when it may run, and how often it was tried. A runner in every
// process claims due jobs under a lease and runs each with its kind's handler (runner.server.ts).
// Each kind is defined by the feature that owns the work (e.g. features/mail/jobs.server.ts).

/** queued → running (claimed under a lease) → done; back to queued after a failure; failed after the last attempt. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export type JobRow = Selectable<JobTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** What a handler knows of the run it is in. */
export interface JobRun {
  id: string;
  key: string | null;
  /** 1 on the first try. */
  attempt: number;
  now: Date;
}

/** What a kind of job is: its name, the payload it takes, how it is retried. Enqueueing needs only this. */
export interface JobKind<Payload = unknown> {
  kind: string;
  schema: z.ZodType<Payload>;
  /** Tries before the job is kept as failed. */
  maxAttempts: number;
  /** The pause after the given number of failed attempts. */
  retryDelayMs(attempts: number): number;
  /** A recurring job: one row of this kind (its key is the kind), run again this long after each run; it is never kept as failed. */
  everyMs?: number;
}

/** A kind with the work it does, given to the runner by the process that can do it. */
export interface JobDefinition<Payload = unknown> extends JobKind<Payload> {
  /** Does the work; throwing (or a payload its schema refuses) counts as a failed attempt. */
  run(payload: Payload, run: JobRun): Promise<void>;
}

/** A definition of whatever kind, as a list of several kinds holds it (each checks its own payload). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition takes its own payload
export type AnyJobDefinition = JobDefinition<any>;

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A recurring job that fails waits at most this long before its next try. */
const LONGEST_RECURRING_RETRY_MS = 60_000;
const RECURRING_ATTEMPTS = 2_147_483_647;
const MAX_ERROR_LENGTH = 2_000;

/** 15 seconds after the first failed attempt, doubling up to an hour. */
export function backoff(firstMs = FIRST_RETRY_MS, longestMs = LONGEST_RETRY_MS): (attempts: number) => number {
  return (attempts) => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
}

export function defineJobKind<Payload>(spec: {
  kind: string;
  schema: z.ZodType<Payload>;
  maxAttempts?: number;
  retryDelayMs?: (attempts: number) => number;
  everyMs?: number;
}): JobKind<Payload> {
  const everyMs = spec.everyMs;
  return {
    ...spec,
    maxAttempts: everyMs === undefined ? (spec.maxAttempts ?? 5) : RECURRING_ATTEMPTS,
    retryDelayMs:
      spec.retryDelayMs ?? (everyMs === undefined ? backoff() : (attempts) => Math.max(everyMs, Math.min(everyMs * 2 ** attempts, LONGEST_RECURRING_RETRY_MS))),
  };
}

/** The kind with its handler, for the runner. */
export function handleJob<Payload>(kind: JobKind<Payload>, run: (payload: Payload, run: JobRun) => Promise<void>): JobDefinition<Payload> {
  return { ...kind, run };
}

export interface EnqueueOptions {
  /** Enqueued once per key: later enqueues with the same key are ignored. */
  key?: string | null;
  /** When it may start (now by default). */
  runAt?: Date;
  now?: Date;
}

/** The row that enqueues a job; the payload is checked against the kind's schema (a payload it refuses is a bug, and throws). */
export function jobRow<Payload>(definition: JobKind<Payload>, payload: Payload, { key = null, runAt, now = new Date() }: EnqueueOptions = {}) {
  const checked = definition.schema.parse(payload);
  const at = now.toISOString();
  return {
    id: uuidv7(),
    kind: definition.kind,
    key,
    payload: JSON.stringify(checked),
    state: 'queued' satisfies JobState,
    runAt: (runAt ?? now).toISOString(),
    maxAttempts: definition.maxAttempts,
    createdAt: at,
  } satisfies Insertable<JobTable>;
}

/**
 * Enqueues a job. Pass the transaction that stores what the job is about, so both commit together
 * or not at all. Resolves to its id, or undefined when a job with the same key was enqueued before.
 */
export async function enqueueJob<Payload>(
  db: Executor,
  definition: JobKind<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<string | undefined> {
  const row = jobRow(definition, payload, options);
  const inserted = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The recurring kinds' rows, created once whichever process starts first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the kinds and their timing are read
export async function ensureRecurringJobs(db: Kysely<Database>, definitions: readonly JobKind<any>[], now: Date): Promise<void> {
  const rows = definitions.filter((definition) => definition.everyMs !== undefined).map((definition) => jobRow(definition, {}, { key: definition.kind, now }));
  if (rows.length === 0) return;
  await db
    .insertInto('jobs')
    .values(rows)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/**
 * Due: queued and its time has come, or running under a lease that ran out (its process stopped).
 * Two conditions, each answered in order from the (state, run_at) index and stopped at the limit.
 */
const dueStates = ['queued', 'running'] as const satisfies readonly JobState[];

/**
 * Takes up to `limit` due jobs for this runner alone: marks them running under a lease (run_at
 * becomes the lease's end) and counts the attempt before anything runs, so an attempt that
 * crashes the process still counts. On PostgreSQL, FOR UPDATE SKIP LOCKED lets many processes
 * claim side by side, and the CTE is MATERIALIZED so its limit holds; SQLite runs the statement
 * under its one writer's lock. Either way two runners never receive the same job.
 */
export async function claimDueJobs(
  db: Executor,
  {
    limit,
    leaseMs,
    now,
    kinds,
  }: { limit: number; leaseMs: number; now: Date; /** Only these kinds: the ones the claiming runner can run. */ kinds?: readonly string[] },
): Promise<JobRow[]> {
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  await giveUpOnAbandonedJobs(db, at, kinds);
  const postgres = dialectOf(db) === 'postgres';
  const claimed: JobRow[] = [];
  for (const state of dueStates) {
    if (claimed.length >= limit) break;
    const rows = await db
      .with(
        (cte) => cte('due').materialized(),
        (query) =>
          query
            .selectFrom('jobs')
            .select('id')
            .where('state', '=', state)
            .where('runAt', '<=', at)
            .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds!))
            .orderBy('runAt')
            .limit(limit - claimed.length)
            .$if(postgres, (locking) => locking.forUpdate().skipLocked()),
      )
      .updateTable('jobs')
      .set((eb) => ({ state: 'running' satisfies JobState, runAt: leaseEnd, lockedUntil: leaseEnd, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .returningAll()
      .execute();
    claimed.push(...rows);
  }
  // Ids grow with time (UUIDv7): oldest first, whatever order the database returned them in.
  return claimed.sort((a, b) => a.id.localeCompare(b.id));
}

/** A process stopped during a job's last allowed attempt: whether it took effect is unknown, and no attempt is left. */
async function giveUpOnAbandonedJobs(db: Executor, at: string, kinds: readonly string[] | undefined): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'failed' satisfies JobState,
      lockedUntil: null,
      finishedAt: at,
      lastError: 'Gave up: the process running the last attempt stopped, so it may or may not have taken effect',
    })
    .where('state', '=', 'running')
    .where('runAt', '<=', at)
    .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds!))
    .where((eb) => eb('attempts', '>=', eb.ref('maxAttempts')))
    .execute();
}

/** Records a job's success (keeping the error of an earlier attempt). Unconditional on the lease: a late success still happened. */
export async function finishJob(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done' satisfies JobState, lockedUntil: null, finishedAt: now.toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Whether any job of these kinds is due: a read, so a runner woken by a commit with nothing to do
 * writes nothing (its own commits wake it too).
 */
export async function anyDueJob(db: Executor, now: Date, kinds?: readonly string[]): Promise<boolean> {
  const at = now.toISOString();
  for (const state of dueStates) {
    const row = await db
      .selectFrom('jobs')
      .select('id')
      .where('state', '=', state)
      .where('runAt', '<=', at)
      .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds!))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** A recurring job ran: it waits for its next turn, its failures forgotten. */
export async function rescheduleJob(db: Executor, id: string, runAt: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'queued' satisfies JobState, runAt: runAt.toISOString(), lockedUntil: null, lastError: null, attempts: 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * Records a failed attempt of a job this runner claimed: queued again after its kind's backoff,
 * or failed for good after its last attempt (`retry: false` gives up at once). Returns the new
 * state, or undefined when the lease had passed to another runner, whose outcome then stands.
 */
export async function failJob(
  db: Executor,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts' | 'lockedUntil'>,
  error: string,
  { retryDelayMs, retry = true, now }: { retryDelayMs: number; retry?: boolean; now: Date },
): Promise<'queued' | 'failed' | undefined> {
  const givesUp = !retry || job.attempts >= job.maxAttempts;
  const updated = await db
    .updateTable('jobs')
    .set({
      state: (givesUp ? 'failed' : 'queued') satisfies JobState,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
      runAt: givesUp ? now.toISOString() : new Date(now.getTime() + retryDelayMs).toISOString(),
      finishedAt: givesUp ? now.toISOString() : null,
    })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('lockedUntil', '=', job.lockedUntil)
    .returning('state')
    .executeTakeFirst();
  return updated ? (givesUp ? 'failed' : 'queued') : undefined;
}

/** When the next job falls due (a queued job's time, or a running job's lease end), if any. */
export async function nextDueAt(db: Kysely<Database>, kinds?: readonly string[]): Promise<Date | undefined> {
  let next: string | undefined;
  for (const state of dueStates) {
    const row = await db
      .selectFrom('jobs')
      .select('runAt')
      .where('state', '=', state)
      .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds!))
      .orderBy('runAt')
      .limit(1)
      .executeTakeFirst();
    if (row && (next === undefined || row.runAt < next)) next = row.runAt;
  }
  return next === undefined ? undefined : new Date(next);
}

export interface FailedJob {
  id: string;
  kind: string;
  key: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
}

/** Jobs kept as failed, the latest first: what the back office lists for a retry. */
export async function listFailedJobs(db: Kysely<Database>, { limit = 100 }: { limit?: number } = {}): Promise<{ jobs: FailedJob[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(['id', 'kind', 'key', 'attempts', 'lastError', 'createdAt', 'finishedAt'])
      .where('state', '=', 'failed')
      .orderBy('runAt', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    jobs: rows.map(({ finishedAt, ...row }) => ({ ...row, attempts: Number(row.attempts), failedAt: finishedAt })),
    total: Number(count.count),
  };
}

/** Queues a failed job again with all its attempts; false when it is not (or no longer) failed. */
export async function retryJob(db: Executor, id: string, now: Date = new Date()): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set({ state: 'queued' satisfies JobState, attempts: 0, runAt: now.toISOString(), lockedUntil: null, finishedAt: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** How many jobs are in each state, for operators and tests. */
export async function jobStats(db: Kysely<Database>, kind?: string): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['state', eb.fn.countAll<number | string>().as('count')])
    .$if(kind !== undefined, (query) => query.where('kind', '=', kind!))
    .groupBy('state')
    .execute();
  const stats: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) if (row.state in stats) stats[row.state as JobState] = Number(row.count);
  return stats;
}
