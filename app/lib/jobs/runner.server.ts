import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import { pollDelay } from '~/lib/poll-delay';
import { anyDueJob, claimDueJobs, ensureRecurringJobs, failJob, finishJob, type AnyJobDefinition, type JobRow, nextDueAt, rescheduleJob } from './jobs.server';

export interface JobRunnerOptions {
  db: Kysely<Database>;
  definitions: readonly AnyJobDefinition[];
  /** A one-off job's run is logged at info; a recurring job's at debug (one line each of its runs, some every few seconds, would bury the rest). */
  logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
  /** The longest pause between looks for due jobs (JOBS_INTERVAL_SECONDS); doubled after each look that fails, up to a minute. */
  intervalMs: number;
  /** How long a claim is this process's (JOBS_LEASE_SECONDS): longer than any job's run; after it another process takes the job over. */
  leaseMs: number;
  batchSize?: number;
  /**
   * How the runner writes its claims and outcomes: the server passes its group commit, so on
   * SQLite they share the flushes to disk of the leads being stored instead of each costing one
   * (a transaction of its own by default).
   */
  transact?: Transact;
  now?: () => Date;
}

export interface JobRunner {
  /** Starts the runner, and after a commit that may have enqueued jobs runs the due ones now (runs coalesce; never throws). */
  wake(): void;
  /** Runs every job due now; resolves with how many ran. Runs after any run in flight. */
  drainOnce(): Promise<number>;
  /** Stops looking and waits for the run in flight, so a graceful shutdown cuts no job short. */
  stop(): Promise<void>;
}

const MIN_DELAY_MS = 10;

/** How a claimed job's attempt ended: its error, if it failed, and whether to try again. */
interface Outcome {
  job: JobRow;
  error?: string;
  retry: boolean;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one runner of a process: woken after each commit of this process (so a lead's emails and
 * alert leave right after its answer), at the next job's time, and at least every `intervalMs`
 * for jobs that other processes enqueued or left behind.
 */
export function createJobRunner({
  db,
  definitions,
  logger,
  intervalMs,
  leaseMs,
  batchSize = 20,
  transact = (work) => db.transaction().execute(work),
  now = () => new Date(),
}: JobRunnerOptions): JobRunner {
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const kinds = [...byKind.keys()];
  let stopped = false;
  let pending = false;
  let recurringReady = false;
  /** Looks failed in a row: each doubles the pause before the next (app/lib/poll-delay.ts). */
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<unknown> = Promise.resolve();

  /** Runs one claimed job; resolves with its error, if it failed, and whether to try again. */
  async function attempt(job: JobRow): Promise<Outcome> {
    // Claimed only among this runner's kinds.
    const definition = byKind.get(job.kind)!;
    const parsed = definition.schema.safeParse(JSON.parse(job.payload));
    if (!parsed.success) return { job, error: `Payload refused: ${parsed.error.message}`, retry: false };
    try {
      await definition.run(parsed.data, { id: job.id, key: job.key, attempt: job.attempts, now: now() });
      return { job, retry: true };
    } catch (thrown) {
      return { job, error: describeError(thrown), retry: true };
    }
  }

  /**
   * Records one job's outcome as soon as it finished, so a process that dies mid-batch runs again
   * only the jobs still in flight. On the server the records of jobs finishing together share a
   * group commit (one flush to disk on SQLite).
   */
  async function record({ job, error, retry }: Outcome): Promise<void> {
    const definition = byKind.get(job.kind)!;
    const at = now();
    const state = await transact(async (trx) => {
      if (error !== undefined) return failJob(trx, job, error, { retryDelayMs: definition.retryDelayMs(job.attempts), retry, now: at });
      if (definition.everyMs !== undefined) await rescheduleJob(trx, job.id, new Date(at.getTime() + definition.everyMs));
      else await finishJob(trx, job.id, at);
      return 'done' as const;
    });
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (state === 'done') logger[definition.everyMs === undefined ? 'info' : 'debug'](context, 'job done');
    else if (state === 'failed') logger.error({ ...context, reason: error }, 'job failed for good; kept for a retry from the back office');
    else if (state === 'queued') logger.warn({ ...context, reason: error }, 'job failed; will retry');
  }

  /** Runs a claimed job and records its outcome; a record that fails leaves the job to run again when its lease ends. */
  async function runAndRecord(job: JobRow): Promise<void> {
    const outcome = await attempt(job);
    try {
      await record(outcome);
    } catch (error) {
      logger.error({ err: error, jobId: job.id, kind: job.kind }, 'job outcome not recorded; it runs again when its lease ends');
    }
  }

  async function drain(): Promise<number> {
    if (!recurringReady) {
      await ensureRecurringJobs(db, definitions, now());
      recurringReady = true;
    }
    let ran = 0;
    while (!stopped) {
      // A read first: most wake-ups (every commit, the runner's own included) find nothing due.
      if (!(await anyDueJob(db, now(), kinds))) break;
      const batch = await transact((trx) => claimDueJobs(trx, { limit: batchSize, leaseMs, now: now(), kinds }));
      await Promise.all(batch.map(runAndRecord));
      ran += batch.length;
      if (batch.length < batchSize) break;
    }
    return ran;
  }

  /** Waits for the next due job (seen from any process), or the interval, whichever is sooner. */
  async function schedule(): Promise<void> {
    if (stopped) return;
    let delay = pollDelay(intervalMs, failures);
    if (failures === 0) {
      try {
        const next = await nextDueAt(db, kinds);
        // At least a few milliseconds: a due job another process is claiming right now is skipped until it commits.
        if (next) delay = Math.min(delay, Math.max(MIN_DELAY_MS, next.getTime() - now().getTime()));
      } catch (error) {
        logger.error({ err: error }, 'next job time could not be read; looking again at the interval');
      }
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref();
  }

  function wake(): void {
    if (stopped || pending) return;
    pending = true;
    const run = lastRun.then(async () => {
      pending = false;
      try {
        await drain();
        failures = 0;
      } catch (error) {
        failures++;
        logger.error({ err: error, retryInMs: pollDelay(intervalMs, failures) }, 'jobs run failed; trying again at the next look');
      }
      await schedule();
    });
    lastRun = run;
  }

  function drainOnce(): Promise<number> {
    const run = lastRun.then(drain);
    lastRun = run.catch(() => undefined);
    return run;
  }

  return {
    wake,
    drainOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
