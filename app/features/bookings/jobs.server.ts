import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { visitReminderJob } from './booking-emails.server';
import { expireVisitJob } from './visits.server';

/** The bookings' background work (docs/jobs.md). */
export function bookingJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // Visit reminders, as automated email.
    visitReminderJob(services, logger),
    // A visitor's booking nobody confirmed from its email in time is cancelled.
    expireVisitJob(services),
  ];
}
