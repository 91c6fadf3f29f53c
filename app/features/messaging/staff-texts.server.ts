import type { Logger } from 'pino';
import { z } from 'zod';
import { enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import { defineJobKind } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { ensureConversation, isOptedOut, setOptedOut } from './conversations.server';
import { MAX_TEXT_LENGTH } from './text-limits';
import { twilioConfig } from './twilio/config.server';
import { sendTwilioMessage } from './twilio/messages-api.server';

// Staff alerts by text (docs/texting.md, issue 46 item 6): the notifications feature's SMS channel
// hands each alert here, for one staff member's mobile number. It is not a conversation with a
// customer (the inbox does not show it): a job sends it once per alert and person, and a number
// that opted out (it sent STOP to our number, or the carrier says so) gets nothing.

export const staffTextKind = defineJobKind({
  kind: 'messaging.staff-text',
  schema: z.object({ to: z.string(), body: z.string() }),
  maxAttempts: 5,
});

/** Twilio's error for a number that opted out with the carrier. */
const OPTED_OUT_AT_CARRIER = '21610';

export type StaffTextResult = { ok: true } | { ok: false; message: string };

/** Queues a staff alert's text once per key; refused while texting is not configured or when the number opted out. */
export async function queueStaffText(
  services: Pick<AppServices, 'db' | 'env'>,
  text: { to: string; body: string; key: string },
  now = new Date(),
): Promise<StaffTextResult> {
  if (!twilioConfig(services.env)) return { ok: false, message: 'texting is not configured' };
  if (await isOptedOut(services.db, text.to)) return { ok: false, message: 'this number opted out of texts (it sent STOP)' };
  await enqueueJob(services.db, staffTextKind, { to: text.to, body: text.body.slice(0, MAX_TEXT_LENGTH) }, { key: `messaging.staff-text:${text.key}`, now });
  return { ok: true };
}

/** Sends a queued staff alert text: an opted-out number gets nothing; Twilio unreachable, the job tries again. */
export function staffTextJob(services: Pick<AppServices, 'db' | 'transact' | 'env'>, logger: Pick<Logger, 'info' | 'warn'>) {
  return handleJob(staffTextKind, async ({ to, body }, run) => {
    const config = twilioConfig(services.env);
    if (!config || (await isOptedOut(services.db, to))) {
      logger.info({ jobId: run.id }, 'staff alert text not sent: texting off or the number opted out');
      return;
    }
    const outcome = await sendTwilioMessage(config, to, body);
    if (outcome.ok) return;
    if (!outcome.permanent) throw new Error(outcome.message);
    logger.warn({ jobId: run.id, code: outcome.code }, `staff alert text refused by Twilio: ${outcome.message}`);
    // The carrier's opt-out is ours too: nothing more goes to the number.
    if (outcome.code === OPTED_OUT_AT_CARRIER) {
      await services.transact(async (trx) => {
        const conversation = await ensureConversation(trx, to, undefined, run.now);
        await setOptedOut(trx, conversation.id, true, run.now);
      });
    }
  });
}
