import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type PushMessage, pushToStaff, type VapidKeys } from '~/features/accounts/push-devices/push-devices.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Database } from '~/lib/db-schema';
import { backoff, defineJobKind, handleJob, jobRow } from '~/lib/jobs/jobs.server';
import { isLeadKind, type LeadKind, leadKinds } from '../lead-kinds';
import { summarizeLead } from '../inbox/lead-summary.server';

/** Why staff devices are alerted: a lead arrived (a chatbot contact is a visitor asking for a person), or one is still waiting. */
export type AlertReason = 'created' | 'escalated';

export const MAX_ALERT_ATTEMPTS = 5;

/** Pushing one alert to every staff device: 15 s after a failed attempt, doubling, five attempts. */
export const leadAlertKind = defineJobKind({
  kind: 'leads.alert',
  schema: z.object({ reason: z.enum(['created', 'escalated']), kind: z.string(), leadId: z.string() }),
  maxAttempts: MAX_ALERT_ATTEMPTS,
  retryDelayMs: backoff(15_000),
});

/**
 * Queues a push alert in the transaction that stores the lead (or marks it escalated), so an
 * alert exists exactly when its lead does; queued once per lead and reason.
 */
export async function queueLeadAlert(
  trx: Kysely<Database> | Transaction<Database>,
  reason: AlertReason,
  kind: LeadKind,
  leadId: string,
  now: Date,
): Promise<void> {
  const row = jobRow(leadAlertKind, { reason, kind, leadId }, { key: `leads.alert:${reason}:${leadId}`, now });
  await executeInsert(trx, 'lead-alert-job', [row], () =>
    trx
      .insertInto('jobs')
      .values(row)
      .onConflict((conflict) => conflict.column('key').doNothing()),
  );
}

/** What staff devices show: who, which kind, a line of what they wrote, and the lead's page. */
export function alertMessage(reason: AlertReason, kind: LeadKind, id: string, lead: { name: string; preview: string }): PushMessage {
  const info = leadKinds[kind];
  const title =
    reason === 'escalated'
      ? `Still waiting: ${info.noun} from ${lead.name}`
      : kind === 'chatbot-contacts'
        ? `${lead.name} asked the assistant for a person`
        : `New ${info.noun} from ${lead.name}`;
  return {
    title: title.slice(0, 150),
    body: lead.preview || `No message: open the ${info.noun} for their details.`,
    url: `/admin/${info.screen}/${id}`,
    tag: `lead-${id}`,
  };
}

/**
 * Pushes a queued alert to every staff device. The notification's tag is the lead's, so a device
 * shown the same alert again (a retry after a process stopped mid-send) replaces it, not adds one.
 * A device that failed while others got the alert is not retried: that would repeat it on the
 * others; only an alert no device received is tried again.
 */
export function leadAlertJob(
  db: Kysely<Database>,
  keys: VapidKeys,
  { logger, allowedHosts }: { logger: Pick<Logger, 'info' | 'warn'>; allowedHosts?: readonly string[] },
) {
  return handleJob(leadAlertKind, async (alert, run) => {
    const context = { jobId: run.id, reason: alert.reason, kind: alert.kind, leadId: alert.leadId, attempt: run.attempt };
    const lead = isLeadKind(alert.kind) ? await summarizeLead(db, alert.kind, alert.leadId) : undefined;
    if (!lead || !isLeadKind(alert.kind)) {
      logger.info(context, 'push alert dropped: the lead no longer exists');
      return;
    }
    const outcome = await pushToStaff(db, keys, alertMessage(alert.reason, alert.kind, alert.leadId, lead), run.now, { logger, allowedHosts });
    if (outcome.failed.length > 0 && outcome.delivered === 0) throw new Error(outcome.failed.join('; '));
    if (outcome.failed.length > 0) logger.warn({ ...context, failed: outcome.failed }, 'push alert missed some devices');
    logger.info({ ...context, delivered: outcome.delivered, removed: outcome.removed, failed: outcome.failed.length }, 'push alert sent');
  });
}
