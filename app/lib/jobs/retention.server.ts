import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '~/lib/db-schema';
import { defineJobKind, handleJob, type AnyJobDefinition, type JobState } from './jobs.server';

// Finished jobs are not kept forever: an email job holds its message (the customer's address,
// name and words) and its attachments, an alert its lead. A job done, or failed for good, more
// than JOB_RETENTION_DAYS ago is deleted with its attachments (mail_attachments cascades), by a
// recurring job of its own. Queued and running jobs, and the recurring rows, are never touched.
// A failed job is listed on /admin/jobs for a retry until then.

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Rows deleted per statement, so a backlog never holds SQLite's one writer for long. */
const BATCH = 500;
const finished = ['done', 'failed'] as const satisfies readonly JobState[];

/**
 * Deletes up to `limit` jobs that finished (done or failed) before `before`; resolves to how
 * many. A finished job's run_at is at most its lease's end, and the (state, run_at) index finds
 * them; finished_at decides.
 */
export async function deleteFinishedJobs(db: Kysely<Database>, before: Date, limit = BATCH): Promise<number> {
  const at = before.toISOString();
  let deleted = 0;
  for (const state of finished) {
    if (deleted >= limit) break;
    const result = await db
      .deleteFrom('jobs')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', state)
          .where('runAt', '<', at)
          .where('finishedAt', '<', at)
          .limit(limit - deleted),
      )
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** How often the retention job looks: hourly, or every tenth of a shorter retention (a test's). */
export function retentionIntervalMs(retentionDays: number): number {
  return Math.min(HOUR_MS, Math.max(1_000, (retentionDays * DAY_MS) / 10));
}

/** The recurring job that deletes jobs finished more than `retentionDays` (JOB_RETENTION_DAYS) ago, in batches. */
export function jobRetentionJob(db: Kysely<Database>, retentionDays: number, logger?: { info(details: object, message: string): void }) {
  const kind = defineJobKind({ kind: 'jobs.retention', schema: z.object({}), everyMs: retentionIntervalMs(retentionDays) });
  return handleJob(kind, async (_payload, run) => {
    const before = new Date(run.now.getTime() - retentionDays * DAY_MS);
    let total = 0;
    for (let batch = await deleteFinishedJobs(db, before); batch > 0; batch = await deleteFinishedJobs(db, before)) total += batch;
    if (total > 0) logger?.info({ deleted: total, finishedBefore: before.toISOString() }, 'finished jobs deleted');
  });
}

/** The job queue's own background work (docs/jobs.md): jobs finished more than JOB_RETENTION_DAYS ago are deleted, sent emails with their attachments. */
export function jobQueueJobs(
  services: { db: Kysely<Database>; env: { JOB_RETENTION_DAYS: number } },
  logger: { info(details: object, message: string): void },
): AnyJobDefinition[] {
  return [jobRetentionJob(services.db, services.env.JOB_RETENTION_DAYS, logger)];
}
