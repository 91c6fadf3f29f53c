import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { sendTextJob } from './outbound.server';
import { staffTextJob } from './staff-texts.server';

/** Texting's background work (docs/jobs.md, docs/texting.md): each text we send (and each staff alert by text) is handed to Twilio by a job. */
export function messagingJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [sendTextJob(services, logger), staffTextJob(services, logger)];
}
