import type { Logger } from 'pino';
import { company } from '~/content/company';
import { getAppName, getLeadAlertMinutes } from '~/features/settings/app-settings.server';
import { pollDelay } from '~/lib/poll-delay';
import type { AppServices } from '~/lib/request-context';
import { type EscalatedLead, escalateOverdueLeads } from './escalation.server';
import { queueSpamSummary } from './spam-summary.server';

interface EscalationWorkerOptions {
  services: Pick<AppServices, 'db' | 'transact' | 'env'>;
  logger: Pick<Logger, 'info' | 'error'>;
  intervalMs: number;
  /** Told what was escalated, after it was committed (push alerts to staff devices). */
  onEscalated?: (leads: EscalatedLead[]) => void;
  /** The clock (tests set it). */
  now?: () => Date;
}

/**
 * Looks for leads to escalate (and, once a day, queues the suspected-spam summary) every
 * `intervalMs`, in every process: the escalation itself makes sure each lead is escalated once. The alert time is read each round, so a change in Settings
 * applies at once.
 */
export function startEscalationWorker({ services, logger, intervalMs, onEscalated, now = () => new Date() }: EscalationWorkerOptions) {
  const { db, transact, env } = services;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  /** Rounds failed in a row: each doubles the pause before the next (app/lib/poll-delay.ts). */
  let failures = 0;

  async function round() {
    const afterMinutes = (await getLeadAlertMinutes(db)) ?? env.LEAD_ALERT_AFTER_MINUTES;
    const to = env.STAFF_ESCALATION_EMAIL ?? env.STAFF_NOTIFY_EMAIL ?? company.email;
    const escalated = await escalateOverdueLeads(db, transact, { afterMinutes, to, publicUrl: env.PUBLIC_URL, appName: await getAppName(db) }, now());
    for (const lead of escalated) logger.info({ kind: lead.kind, id: lead.id, afterMinutes }, 'lead escalated');
    if (escalated.length > 0) onEscalated?.(escalated);
    const summarized = await queueSpamSummary(db, { to: env.STAFF_NOTIFY_EMAIL ?? company.email, publicUrl: env.PUBLIC_URL, appName: await getAppName(db) }, now());
    if (summarized > 0) logger.info({ leads: summarized }, 'suspected spam summary queued');
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        .then(
          () => {
            failures = 0;
          },
          (error: unknown) => {
            failures++;
            logger.error({ err: error, retryInMs: pollDelay(intervalMs, failures) }, 'escalation round failed');
          },
        )
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollDelay(intervalMs, failures));
    timer.unref();
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
