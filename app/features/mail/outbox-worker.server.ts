import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '~/lib/db-schema';
import { pollDelay } from '~/lib/poll-delay';
import type { OutboxRow } from './tables';
import { claimDueEmails, markFailed, markSent, readAttachments } from './outbox.server';
import type { MailTransport } from './transport.server';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Pause between polls, counted from the end of the previous run. */
  intervalMs?: number;
  batchSize?: number;
  /** Must outlast a batch's sends (they run side by side, each bounded by the transport's timeouts). */
  leaseMs?: number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Delivers every email that is due now; resolves with how many were sent. Runs after any run in flight. */
  drainOnce(): Promise<number>;
  /** Stops polling and waits for the run in flight, so a graceful shutdown does not cut a send short. */
  stop(): Promise<void>;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Drains the outbox in this process: polls on a timer that never keeps the process alive. */
export function startOutboxWorker({
  db,
  transport,
  logger,
  intervalMs = 5_000,
  batchSize = 10,
  leaseMs = 5 * 60_000,
  now = () => new Date(),
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Runs failed in a row: each doubles the pause before the next look (app/lib/poll-delay.ts). */
  let failures = 0;
  // Every run chains onto this, so runs never overlap, whether started by the timer or a caller.
  let lastRun: Promise<unknown> = Promise.resolve();

  async function deliver(email: OutboxRow): Promise<boolean> {
    const context = { outboxId: email.id, kind: email.kind, attempt: email.attempts };
    try {
      await transport.send({
        id: email.id,
        to: email.toAddress,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        attachments: await readAttachments(db, email.id),
      });
    } catch (error) {
      const reason = describeError(error);
      try {
        const updated = await markFailed(db, email, reason, now());
        if (updated?.status === 'failed') logger.error({ ...context, reason }, 'email failed for good; no more retries');
        else if (updated) logger.warn({ ...context, reason, retryAt: updated.nextAttemptAt }, 'email failed; will retry');
      } catch (dbError) {
        logger.error({ ...context, reason, err: dbError }, 'email failed and the failure could not be recorded; retried when the lease ends');
      }
      return false;
    }
    try {
      await markSent(db, email.id, now());
      logger.info(context, 'email sent');
    } catch (dbError) {
      logger.error({ ...context, err: dbError }, 'email sent but not recorded; it will be sent again when the lease ends');
    }
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const batch = await claimDueEmails(db, { limit: batchSize, leaseMs, now: now() });
      const results = await Promise.all(batch.map(deliver));
      sent += results.filter(Boolean).length;
      if (batch.length < batchSize) break;
    }
    return sent;
  }

  function drainOnce(): Promise<number> {
    const run = lastRun.then(drain);
    lastRun = run.catch(() => undefined);
    return run;
  }

  async function tick(): Promise<void> {
    try {
      await drainOnce();
      failures = 0;
    } catch (error) {
      failures++;
      logger.error({ err: error, retryInMs: pollDelay(intervalMs, failures) }, 'outbox run failed; trying again at the next poll');
    }
    schedule();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void tick(), pollDelay(intervalMs, failures));
    timer.unref();
  }

  schedule();

  return {
    drainOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await lastRun;
    },
  };
}
