import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { type PushMessage, pushToStaff, type VapidKeys } from '~/features/accounts/push-devices.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Transact } from '~/lib/group-commit.server';
import type { Database } from '~/lib/db-schema';
import { pollDelay } from '~/lib/poll-delay';
import { dialectOf } from '~/lib/db.server';
import { isLeadKind, type LeadKind, leadKinds } from './lead-kinds';
import { summarizeLead } from './lead-summary.server';
import type { LeadAlertTable } from './tables';

/** Why staff devices are alerted: a lead arrived (a chatbot contact is a visitor asking for a person), or one is still waiting. */
export type AlertReason = 'created' | 'escalated';

type LeadAlert = Omit<LeadAlertTable, 'attempts'> & { attempts: number };

export const MAX_ALERT_ATTEMPTS = 5;
const FIRST_RETRY_MS = 15_000;

/**
 * Queues a push alert in the transaction that stores the lead (or marks it escalated), so an
 * alert exists exactly when its lead does; queued once per lead and reason.
 */
export async function queueLeadAlert(trx: Kysely<Database> | Transaction<Database>, reason: AlertReason, kind: LeadKind, leadId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const row = { id: uuidv7(), reason, kind, leadId, state: 'queued', dueAt: at, createdAt: at, sentAt: null, lastError: null };
  await executeInsert(trx, 'lead-alert', [row], () =>
    trx
      .insertInto('leadAlerts')
      .values(row)
      .onConflict((conflict) => conflict.columns(['reason', 'leadId']).doNothing()),
  );
}

/** Whether an alert is due, by a read alone: the worker claims (a write) only when there is one. */
async function hasDueAlert(db: Kysely<Database>, now: Date): Promise<boolean> {
  const due = await db.selectFrom('leadAlerts').select('id').where('state', '=', 'queued').where('dueAt', '<=', now.toISOString()).limit(1).executeTakeFirst();
  return due !== undefined;
}

/**
 * Takes up to `limit` due alerts for this process alone: their due time moves to the end of the
 * lease and the attempt is counted before anything is sent. On PostgreSQL SKIP LOCKED lets many
 * processes claim side by side, and the MATERIALIZED CTE stops the subquery being re-run per row;
 * SQLite runs the statement under its write lock. Two claimers never receive the same alert.
 */
export async function claimDueAlerts(db: Kysely<Database>, { limit, leaseMs, now }: { limit: number; leaseMs: number; now: Date }): Promise<LeadAlert[]> {
  const at = now.toISOString();
  const postgres = dialectOf(db) === 'postgres';
  return db
    .with(
      (cte) => cte('due').materialized(),
      (query) =>
        query
          .selectFrom('leadAlerts')
          .select('id')
          .where('state', '=', 'queued')
          .where('dueAt', '<=', at)
          .orderBy('dueAt')
          .limit(limit)
          .$if(postgres, (locking) => locking.forUpdate().skipLocked()),
    )
    .updateTable('leadAlerts')
    .set((eb) => ({ dueAt: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .returningAll()
    .execute();
}

/** What becomes of a claimed alert once it was tried: written for a whole batch at once. */
type AlertOutcome = { id: string; state: 'sent' | 'queued' | 'failed'; sentAt: string | null; lastError: string | null; dueAt?: string };

/** Done: delivered, or nothing left worth trying. */
function alertSent(id: string, lastError: string | null, now: Date): AlertOutcome {
  return { id, state: 'sent', sentAt: now.toISOString(), lastError };
}

/** Tried again later (15 s, doubling), or given up after MAX_ALERT_ATTEMPTS. */
function alertFailed(alert: LeadAlert, error: string, now: Date): AlertOutcome {
  const givesUp = alert.attempts >= MAX_ALERT_ATTEMPTS;
  return {
    id: alert.id,
    state: givesUp ? 'failed' : 'queued',
    sentAt: null,
    lastError: error.slice(0, 2000),
    dueAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (alert.attempts - 1)).toISOString(),
  };
}

/** Records a batch's outcomes together: one transaction, not one per alert. */
async function recordOutcomes(transact: Transact, outcomes: readonly AlertOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await transact(async (trx) => {
    for (const { id, ...change } of outcomes) await trx.updateTable('leadAlerts').set(change).where('id', '=', id).execute();
  });
}

/** What staff devices show: who, which kind, a line of what they wrote, and the lead's page. */
export function alertMessage(reason: AlertReason, kind: LeadKind, id: string, lead: { name: string; preview: string }): PushMessage {
  const info = leadKinds[kind];
  const title = reason === 'escalated' ? `Still waiting: ${info.noun} from ${lead.name}` : kind === 'chatbot-contacts' ? `${lead.name} asked the assistant for a person` : `New ${info.noun} from ${lead.name}`;
  return {
    title: title.slice(0, 150),
    body: lead.preview || `No message: open the ${info.noun} for their details.`,
    url: `/admin/${info.screen}/${id}`,
    tag: `lead-${id}`,
  };
}

export interface LeadAlertWorkerOptions {
  db: Kysely<Database>;
  /**
   * How the worker's writes (claims, outcomes) are committed: the server passes its group commit,
   * so on SQLite they share the leads' flushes to disk instead of each waiting for the disk (which
   * holds the one writer, and the event loop, from the leads). A transaction of its own by default.
   */
  transact?: Transact;
  keys: VapidKeys;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** PUSH_ALLOWED_HOSTS: hosts reached whatever their address (tests' local push service). */
  allowedHosts?: readonly string[];
  /** Pause between looks for alerts no wake-up announced (another process stopped mid-send). */
  intervalMs?: number;
  /** Longer than a send (each is bounded by a 10 s timeout). */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
}

export interface LeadAlertWorker {
  /** A commit may have queued alerts: send them now (runs coalesce; never throws). */
  wake(): void;
  /** Sends every due alert; resolves with how many were handled. */
  drainOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the queued alerts of every process's leads: woken after each commit of this process (so
 * a lead's alert leaves within milliseconds of its 201, and the visitor never waits for it), and
 * on a timer for alerts whose process stopped before sending them.
 */
export function startLeadAlertWorker({
  db,
  transact = (work) => db.transaction().execute(work),
  keys,
  logger,
  allowedHosts,
  intervalMs = 5_000,
  leaseMs = 60_000,
  batchSize = 100,
  now = () => new Date(),
}: LeadAlertWorkerOptions): LeadAlertWorker {
  let stopped = false;
  let pending = false;
  /** Runs failed in a row: each doubles the pause before the next look (app/lib/poll-delay.ts). */
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastRun: Promise<unknown> = Promise.resolve();

  async function send(alert: LeadAlert): Promise<AlertOutcome> {
    const context = { alertId: alert.id, reason: alert.reason, kind: alert.kind, leadId: alert.leadId, attempt: alert.attempts };
    const lead = isLeadKind(alert.kind) ? await summarizeLead(db, alert.kind, alert.leadId) : undefined;
    if (!lead || !isLeadKind(alert.kind)) return alertSent(alert.id, 'The lead no longer exists', now());
    const outcome = await pushToStaff(db, keys, alertMessage(alert.reason as AlertReason, alert.kind, alert.leadId, lead), now(), { logger, allowedHosts });
    if (outcome.failed.length > 0 && outcome.delivered === 0) {
      const result = alertFailed(alert, outcome.failed.join('; '), now());
      const givesUp = result.state === 'failed';
      logger[givesUp ? 'error' : 'warn']({ ...context, failed: outcome.failed }, givesUp ? 'push alert failed for good' : 'push alert failed; will retry');
      return result;
    }
    logger.info({ ...context, delivered: outcome.delivered, removed: outcome.removed, failed: outcome.failed.length }, 'push alert sent');
    // A device that failed while others got the alert is not retried: that would repeat it on the others.
    return alertSent(alert.id, outcome.failed.length > 0 ? outcome.failed.join('; ').slice(0, 2000) : null, now());
  }

  async function drain(): Promise<number> {
    let handled = 0;
    // Every commit wakes the worker, its own included: it looks before it claims, so a look that
    // finds nothing due commits nothing and the wake-ups end.
    while (!stopped && (await hasDueAlert(db, now()))) {
      const batch = await transact((trx) => claimDueAlerts(trx, { limit: batchSize, leaseMs, now: now() }));
      const outcomes = await Promise.all(
        batch.map((alert) =>
          send(alert).catch((error: unknown) => {
            logger.error({ err: error, alertId: alert.id }, 'push alert not sent; retried when its lease ends');
            return undefined;
          }),
        ),
      );
      await recordOutcomes(transact, outcomes.filter((outcome) => outcome !== undefined));
      handled += batch.length;
      if (batch.length < batchSize) break;
    }
    return handled;
  }

  function drainOnce(): Promise<number> {
    const run = lastRun.then(drain);
    lastRun = run.catch(() => undefined);
    return run;
  }

  function wake(): void {
    if (stopped || pending) return;
    pending = true;
    lastRun = lastRun.then(() => {
      pending = false;
      return drain().then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          failures++;
          logger.error({ err: error, retryInMs: pollDelay(intervalMs, failures) }, 'push alerts run failed; trying again at the next look');
        },
      );
    });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      wake();
      void lastRun.then(schedule);
    }, pollDelay(intervalMs, failures));
    timer.unref();
  }
  schedule();

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
