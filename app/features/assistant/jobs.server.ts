import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { handoffTimeoutJob } from './live-chat/callback.server';

/** The assistant's background work (docs/jobs.md). */
export function assistantJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [
    // A visitor nobody accepted within the wait is offered a call back.
    handoffTimeoutJob(services, logger),
  ];
}
