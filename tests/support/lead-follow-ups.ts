// Test support: runs the follow-up jobs of stored form leads (their emails and staff alert) with
// the real runner and handler, as the server's runner does right after each lead's answer.
import { leadFollowUpJob } from '~/features/leads/intake/follow-up.server';
import type { LeadMailContext } from '~/features/leads/intake/lead-emails.server';
import { leadMailContext } from '~/features/leads/intake/receive-lead.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';

/** Runs every due `leads.follow-up` job; `now` for leads stored at a test's own clock. Resolves with how many ran. */
export async function runLeadFollowUps(
  services: Pick<AppServices, 'db' | 'transact' | 'env' | 'secret'>,
  { mail, now }: { mail?: LeadMailContext; now?: Date } = {},
): Promise<number> {
  const runner = createJobRunner({
    db: services.db,
    definitions: [leadFollowUpJob(services, async () => mail ?? (await leadMailContext(services)), logger)],
    logger,
    intervalMs: 60_000,
    leaseMs: 60_000,
    transact: services.transact,
    ...(now ? { now: () => now } : {}),
  });
  try {
    return await runner.drainOnce();
  } finally {
    await runner.stop();
  }
}
