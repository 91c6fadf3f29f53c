import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { installNoticeJob, installReminderJob } from './crew/install-notices.server';

/** The window jobs' background work (docs/jobs.md). */
export function windowJobJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // The customer's email about an install visit scheduled, moved or cancelled, with its invitation; it queues the reminder.
    installNoticeJob(services, logger),
    // The day-before reminder of an install visit, as automated email.
    installReminderJob(services, logger),
  ];
}
