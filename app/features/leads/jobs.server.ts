import type { Logger } from 'pino';
import { z } from 'zod';
import { getCompany } from '~/features/business/profile.server';
import { getAppName, getLeadAlertMinutes } from '~/features/settings/app-settings.server';
import { defineJobKind, handleJob, type AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { escalateOverdueLeads } from './alerts/escalation.server';
import { queueSpamSummary } from './alerts/spam-summary.server';
import { leadFollowUpJob } from './intake/follow-up.server';
import { leadMailContext } from './intake/receive-lead.server';

type Services = Pick<AppServices, 'db' | 'transact' | 'env'>;

/** The leads' background work (docs/jobs.md). */
export function leadJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // A stored form lead's two emails and new-lead alert, right after its answer.
    leadFollowUpJob(services, () => leadMailContext(services), logger),
    escalationJob(services, logger),
    spamDigestJob(services, logger),
  ];
}

/**
 * Looks for leads still new after the alert time, every ESCALATION_INTERVAL_MS: one row of this
 * kind, so one process looks at a time (the escalation itself marks each lead once whoever looks).
 * The alert time is read each run, so a change in Settings applies at once; without
 * STAFF_ESCALATION_EMAIL or STAFF_NOTIFY_EMAIL the alert goes to the company profile's email, as it is then.
 */
export function escalationJob({ db, transact, env }: Services, logger: Pick<Logger, 'info'>, now: () => Date = () => new Date()) {
  const kind = defineJobKind({ kind: 'leads.escalate', schema: z.object({}), everyMs: env.ESCALATION_INTERVAL_MS });
  return handleJob(kind, async () => {
    const afterMinutes = (await getLeadAlertMinutes(db)) ?? env.LEAD_ALERT_AFTER_MINUTES;
    const to = env.STAFF_ESCALATION_EMAIL ?? env.STAFF_NOTIFY_EMAIL ?? (await getCompany(db)).email;
    const escalated = await escalateOverdueLeads(db, transact, { afterMinutes, to, publicUrl: env.PUBLIC_URL, appName: await getAppName(db) }, now());
    for (const lead of escalated) logger.info({ kind: lead.kind, id: lead.id, afterMinutes }, 'lead escalated');
  });
}

/**
 * The day's suspected-spam digest: looked for at the same interval, queued once its time has come
 * (spam-summary.server.ts), keyed by the day so it is sent once whoever looks.
 */
export function spamDigestJob({ db, env }: Services, logger: Pick<Logger, 'info'>, now: () => Date = () => new Date()) {
  const kind = defineJobKind({ kind: 'leads.spam-digest', schema: z.object({}), everyMs: env.ESCALATION_INTERVAL_MS });
  return handleJob(kind, async () => {
    const summarized = await queueSpamSummary(
      db,
      { to: env.STAFF_NOTIFY_EMAIL ?? (await getCompany(db)).email, publicUrl: env.PUBLIC_URL, appName: await getAppName(db) },
      now(),
    );
    if (summarized > 0) logger.info({ leads: summarized }, 'suspected spam summary queued');
  });
}
