import type { Logger } from 'pino';
import { z } from 'zod';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { localTime } from '~/lib/business-hours';
import { defineJobKind, handleJob, type AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { installNoticeJob, installReminderJob } from './crew/install-notices.server';
import { notifyDueJobs } from './job-details.server';

/** The jobs feature's background work (docs/jobs.md, docs/jobs-and-crews.md). */
export function windowJobJobs(services: AppServices, logger: Pick<Logger, 'info'>): AnyJobDefinition[] {
  return [
    dueDatesJob(services, logger),
    // The customer's email about an install visit scheduled, moved or cancelled, with its invitation; it queues the reminder.
    installNoticeJob(services, logger),
    // The day-before reminder of an install visit, as automated email.
    installReminderJob(services, logger),
  ];
}

/** Every JOB_DUE_CHECK_MINUTES: staff are told once of each job within JOB_DUE_SOON_DAYS of Florida's permit or work-start date. */
export function dueDatesJob(services: Pick<AppServices, 'db' | 'env'>, logger: Pick<Logger, 'info'>) {
  const kind = defineJobKind({ kind: 'jobs.due-dates', schema: z.object({}), everyMs: services.env.JOB_DUE_CHECK_MINUTES * 60_000 });
  return handleJob(kind, async (_payload, run) => {
    const { timeZone } = await getBusinessCalendar(services.db);
    const flagged = await notifyDueJobs(services.db, { today: localTime(run.now, timeZone).day, withinDays: services.env.JOB_DUE_SOON_DAYS }, run.now);
    if (flagged > 0) logger.info({ flagged }, 'jobs near a Florida due date');
  });
}
