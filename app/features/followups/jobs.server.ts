import type { Logger } from 'pino';
import type { Suppression } from '~/features/mail/jobs.server';
import { suppressOptedOut } from '~/features/notifications/customer-mail.server';
import { handleJob, type AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { followUpJobKind, followUpMailCheck, runFollowUp } from './follow-ups.server';

/** The follow-ups' background work (docs/jobs.md, docs/follow-ups.md). */
export function followUpJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // Follow-ups, review requests and reminders, each checked again when due.
    followUpJob(services, logger),
  ];
}

/** Sends one planned follow-up, review request or reminder when it is due, if it still should go (follow-ups.server.ts). */
export function followUpJob(services: Pick<AppServices, 'transact' | 'env' | 'db' | 'secret'>, logger: Pick<Logger, 'info'>) {
  return handleJob(followUpJobKind, async ({ followUpId }, run) => {
    const outcome = await runFollowUp(services, followUpId, run.now);
    if (outcome.sent || outcome.reason === 'settled') return;
    if (outcome.reason === 'quiet-hours') logger.info({ followUpId, until: outcome.until.toISOString() }, 'follow-up held for quiet hours');
    else logger.info({ followUpId, reason: outcome.reason }, 'follow-up stopped');
  });
}

/**
 * What the mail job asks before an automated email leaves (server/services.ts, and the tests that
 * run the mail job as the process does): for a follow-up, whether a stop condition came since its
 * job (its row then says why); for any automated email, whether its address opted out.
 */
export function automatedMailChecks(services: Pick<AppServices, 'transact' | 'db'>): Suppression[] {
  return [followUpMailCheck(services.transact), suppressOptedOut(services.db)];
}
