import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '~/lib/db-schema';
import { handleJob, type AnyJobDefinition, type JobRun } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { escapeHtml } from './email-html';
import { openLinks, openLinksInCalendar } from './links.server';
import { type EmailAttachment, type EmailPayload, readAttachments, sendEmailKind } from './outbox.server';
import { createMailTransport, type MailCompany, type MailTransport } from './transport.server';

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

/** A text attachment (an invitation) with its sealed links opened; other files as they were queued. */
function openAttachment(file: EmailAttachment, secret: string): EmailAttachment {
  const type = file.contentType.toLowerCase();
  if (!type.startsWith('text/')) return file;
  const text = file.content.toString('utf8');
  return { ...file, content: Buffer.from(type.startsWith('text/calendar') ? openLinksInCalendar(text, secret) : openLinks(text, secret)) };
}

/**
 * Sends one queued email, its sealed links opened with the site's `secret` (features/mail/links:
 * the queue holds none that works). Its Message-ID is made from the job's id, so a copy sent again
 * after a process stopped between the server's acceptance and the job's record is the same message
 * to every mail system (one message per Message-ID), not a second one.
 */
export function sendEmailJob(db: Kysely<Database>, transport: MailTransport, secret: string, { suppress, logger }: SendEmailOptions = {}) {
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
      text: openLinks(email.text, secret),
      html: email.html === null ? null : openLinks(email.html, secret, escapeHtml),
      listUnsubscribe: email.listUnsubscribe ? { ...email.listUnsubscribe, url: openLinks(email.listUnsubscribe.url, secret) } : null,
      attachments: (await readAttachments(db, run.id)).map((file) => openAttachment(file, secret)),
    });
  });
}

/**
 * The mail's background work (docs/jobs.md): sending queued email. The company the email is signed
 * by and the reasons not to send an automated email are later features' (business, followups,
 * notifications), so the process passes them in.
 */
export function mailJobs(
  services: AppServices,
  logger: Logger,
  { company, suppress }: { company: () => Promise<MailCompany>; suppress: readonly Suppression[] },
): AnyJobDefinition[] {
  return [sendEmailJob(services.db, createMailTransport(services.env, { company }), services.secret, { suppress, logger })];
}
