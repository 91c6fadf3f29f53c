import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { handleJob } from '~/lib/jobs/jobs.server';
import { readAttachments, sendEmailKind } from './outbox.server';
import type { MailTransport } from './transport.server';

/**
 * Sends one queued email. Its Message-ID is made from the job's id, so a copy sent again after a
 * process stopped between the server's acceptance and the job's record is the same message to
 * every mail system (one message per Message-ID), not a second one.
 */
export function sendEmailJob(db: Kysely<Database>, transport: MailTransport) {
  return handleJob(sendEmailKind, async (email, run) => {
    await transport.send({
      id: run.id,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: await readAttachments(db, run.id),
    });
  });
}
