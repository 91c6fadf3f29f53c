import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Database } from '~/lib/db-schema';
import { backoff, defineJobKind, jobRow } from '~/lib/jobs/jobs.server';
import type { FormLeadKind } from '../lead-kinds';

// The job that follows a stored form lead (follow-up.server.ts runs it): enqueued in the lead's
// own transaction, so the lead is never stored without it (docs/decisions/0041-lead-follow-up-job.md).

/** Tries before a follow-up is kept as failed (15 s, doubling: about four hours in all). */
const FOLLOW_UP_ATTEMPTS = 12;

export const leadFollowUpKind = defineJobKind({
  kind: 'leads.follow-up',
  schema: z.object({ kind: z.enum(['quote-requests', 'contact-messages']), id: z.string() }),
  maxAttempts: FOLLOW_UP_ATTEMPTS,
  retryDelayMs: backoff(15_000),
});

/** Queues a lead's follow-up in the transaction that stores the lead: once per lead. */
export async function queueLeadFollowUp(trx: Kysely<Database> | Transaction<Database>, kind: FormLeadKind, id: string, now: Date): Promise<void> {
  const row = jobRow(leadFollowUpKind, { kind, id }, { key: `leads.follow-up:${id}`, now });
  await executeInsert(trx, 'lead-follow-up-job', [row], () =>
    trx
      .insertInto('jobs')
      .values(row)
      .onConflict((conflict) => conflict.column('key').doNothing()),
  );
}
