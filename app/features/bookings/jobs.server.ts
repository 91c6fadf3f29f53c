import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { type TextCustomer, visitReminderJob } from './booking-emails.server';
import { expireVisitJob } from './visits.server';

/** The bookings' background work (docs/jobs.md). */
export function bookingJobs(services: AppServices, logger: Logger, { textCustomer }: { textCustomer?: TextCustomer } = {}): AnyJobDefinition[] {
  return [
    // Visit reminders, as automated email, and by text to a customer who agreed to texts.
    visitReminderJob(services, logger, textCustomer),
    // A visitor's booking nobody confirmed from its email in time is cancelled.
    expireVisitJob(services),
  ];
}
