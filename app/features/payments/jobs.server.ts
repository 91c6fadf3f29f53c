import type { Logger } from 'pino';
import type { AnyJobDefinition } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { paymentReceiptJob } from './receipts.server';

/** Payments' background work (docs/jobs.md, docs/payments.md): each stored payment's receipt and staff alert. */
export function paymentJobs(services: AppServices, logger: Logger): AnyJobDefinition[] {
  return [paymentReceiptJob(services, logger)];
}
