import type { Logger } from 'pino';
import { handleJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { followUpJobKind, runFollowUp } from './follow-ups.server';

/** Sends one planned follow-up, review request or reminder when it is due, if it still should go (follow-ups.server.ts). */
export function followUpJob(services: Pick<AppServices, 'transact' | 'env' | 'db' | 'secret'>, logger: Pick<Logger, 'info'>) {
  return handleJob(followUpJobKind, async ({ followUpId }, run) => {
    const outcome = await runFollowUp(services, followUpId, run.now);
    if (!outcome.sent && outcome.reason !== 'settled') logger.info({ followUpId, reason: outcome.reason }, 'follow-up stopped');
  });
}
