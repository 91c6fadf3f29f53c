import type { Logger } from 'pino';
import { assistantJobs } from '~/features/assistant/jobs.server';
import { bookingJobs } from '~/features/bookings/jobs.server';
import { getCompany } from '~/features/business/profile.server';
import { automatedMailChecks, followUpJobs } from '~/features/followups/jobs.server';
import { windowJobJobs } from '~/features/jobs/jobs.server';
import { leadJobs } from '~/features/leads/jobs.server';
import { mailJobs } from '~/features/mail/jobs.server';
import { messagingJobs } from '~/features/messaging/jobs.server';
import { notificationJobs } from '~/features/notifications/jobs.server';
import { getAppName } from '~/features/settings/app-settings.server';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import { jobQueueJobs } from '~/lib/jobs/retention.server';
import type { AppServices } from '~/lib/request-context';

/**
 * Every kind of background work a process runs (app/lib/jobs/, docs/jobs.md): the lists of the
 * features that have some, each from its `jobs.server.ts`. What a feature needs of a later one
 * (features import only earlier ones) is passed in here.
 */
export function jobDefinitions(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // An automated customer email whose address opted out while it waited is not sent; nor a
    // follow-up whose customer answered meanwhile (its row then says why, not "Sent").
    ...mailJobs(services, logger, { company: () => getCompany(services.db), suppress: automatedMailChecks(services) }),
    ...notificationJobs(services, logger, { appName: () => getAppName(services.db) }),
    ...leadJobs(services, logger),
    ...bookingJobs(services, logger),
    ...followUpJobs(services, logger),
    ...assistantJobs(services, logger),
    ...messagingJobs(services, logger),
    ...windowJobJobs(services, logger),
    ...jobQueueJobs(services, logger),
  ];
}
