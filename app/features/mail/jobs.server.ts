import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '~/lib/db-schema';
import { handleJob, type JobRun } from '~/lib/jobs/jobs.server';
import { type EmailPayload, readAttachments, sendEmailKind } from './outbox.server';
import type { MailTransport } from './transport.server';

/**
 * Sends one queued email. Its Message-ID is made from the job's id, so a copy sent again after a
 * process stopped between the server's acceptance and the job's record is the same message to
 * every mail system (one message per Message-ID), not a second one.
 */
/** A reason not to send an automated email after all, or undefined; `run` tells which attempt this is (a later one may follow one that sent it and died). */
export type Suppression = (email: EmailPayload, run: JobRun) => Promise<string | undefined>;

export interface SendEmailOptions {
  /**
   * Asked, in order, before an email with a List-Unsubscribe (automated mail) is sent: a reason
   * not to send it, e.g. its recipient opted out while it waited for quiet hours to end; the job
   * then ends without sending. Given by the process (server/services.ts), so mail needs no other
   * feature.
   */
  suppress?: Suppression | readonly Suppression[];
  logger?: Pick<Logger, 'info'>;
}

export function sendEmailJob(db: Kysely<Database>, transport: MailTransport, { suppress, logger }: SendEmailOptions = {}) {
  const checks = typeof suppress === 'function' ? [suppress] : (suppress ?? []);
  return handleJob(sendEmailKind, async (email, run) => {
    if (email.listUnsubscribe) {
      for (const check of checks) {
        const reason = await check(email, run);
        if (reason) {
          logger?.info({ jobId: run.id, kind: email.kind, reason }, 'email not sent');
          return;
        }
      }
    }
    await transport.send({
      id: run.id,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      listUnsubscribe: email.listUnsubscribe ?? null,
      attachments: await readAttachments(db, run.id),
    });
  });
}
