import type { Logger } from 'pino';
import { handoffTimeoutJob } from '~/features/assistant/live-chat/callback.server';
import { visitReminderJob } from '~/features/bookings/booking-emails.server';
import { expireVisitJob } from '~/features/bookings/visits.server';
import { getCompany } from '~/features/business/profile.server';
import { automatedMailChecks, followUpJob } from '~/features/followups/jobs.server';
import { escalationJob, spamDigestJob } from '~/features/leads/alerts/jobs.server';
import { leadFollowUpJob } from '~/features/leads/intake/follow-up.server';
import { leadMailContext } from '~/features/leads/intake/receive-lead.server';
import { sendEmailJob } from '~/features/mail/jobs.server';
import { createMailTransport } from '~/features/mail/transport.server';
import { emailChannel, pushChannel, staffAlertJob } from '~/features/notifications/staff-alerts.server';
import { getAppName } from '~/features/settings/app-settings.server';
import type { JobDefinition } from '~/lib/jobs/jobs.server';
import { jobRetentionJob } from '~/lib/jobs/retention.server';
import type { AppServices } from '~/lib/request-context';

/** Every kind of background work a process runs (app/lib/jobs/, docs/jobs.md), with its handler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition takes its own payload
export function jobDefinitions(services: AppServices, logger: Logger): JobDefinition<any>[] {
  return [
    // A stored form lead's two emails and new-lead alert, right after its answer.
    leadFollowUpJob(services, () => leadMailContext(services), logger),
    // An automated customer email whose address opted out while it waited is not sent; nor a
    // follow-up whose customer answered meanwhile (its row then says why, not "Sent").
    sendEmailJob(services.db, createMailTransport(services.env, { company: () => getCompany(services.db) }), services.secret, {
      suppress: automatedMailChecks(services),
      logger,
    }),
    // Alerts to staff, through the channels each one chose (features/notifications).
    staffAlertJob(
      services.db,
      [
        pushChannel(services.db, services.pushKeys, { logger, allowedHosts: services.env.PUSH_ALLOWED_HOSTS }),
        emailChannel(services.db, { publicUrl: services.env.PUBLIC_URL, appName: () => getAppName(services.db) }),
      ],
      logger,
    ),
    escalationJob(services, logger),
    spamDigestJob(services, logger),
    // A visitor nobody accepted within the wait is offered a call back.
    handoffTimeoutJob(services, logger),
    // Follow-ups, review requests and reminders, each checked again when due.
    followUpJob(services, logger),
    // Visit reminders, as automated email (features/bookings).
    visitReminderJob(services, logger),
    // A visitor's booking nobody confirmed from its email in time is cancelled.
    expireVisitJob(services),
    // Jobs finished more than JOB_RETENTION_DAYS ago are deleted, sent emails with their attachments.
    jobRetentionJob(services.db, services.env.JOB_RETENTION_DAYS, logger),
  ];
}
