import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { emailChannel, pushChannel, staffAlertJob } from './staff-alerts.server';
import { smsChannel, type StaffTextSender } from './staff-sms.server';

/**
 * The notifications' background work (docs/jobs.md): alerts to staff, through the channels each
 * one chose. The application name is a later feature's (settings), and so is the text sender
 * (messaging: without texting configured there is none), so the process passes them in.
 */
export function notificationJobs(
  services: AppServices,
  logger: Logger,
  { appName, sendText }: { appName: () => Promise<string>; sendText?: StaffTextSender },
): AnyJobDefinition[] {
  return [
    staffAlertJob(
      services.db,
      [
        pushChannel(services.db, services.pushKeys, { logger, allowedHosts: services.env.PUSH_ALLOWED_HOSTS }),
        emailChannel(services.db, { publicUrl: services.env.PUBLIC_URL, appName }),
        ...(sendText ? [smsChannel(services.db, { send: sendText, publicUrl: services.env.PUBLIC_URL })] : []),
      ],
      logger,
    ),
  ];
}
