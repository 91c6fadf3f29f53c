import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { company } from '~/content/company';
import type { Env } from '~/lib/env.server';
import type { EmailAttachment, ListUnsubscribe } from './outbox.server';

/** An outbox email as handed to a transport; `id` is the outbox id. */
export interface OutgoingEmail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments?: readonly EmailAttachment[];
  /** Automated mail: how to stop it (List-Unsubscribe, with RFC 8058 one-click). */
  listUnsubscribe?: ListUnsubscribe | null;
}

export interface MailTransport {
  /** Where the mail goes, without credentials, for the start-up log. */
  readonly description: string;
  send(message: OutgoingEmail): Promise<void>;
}

export const defaultMailFrom = `${company.name} <no-reply@gableswindowcare.com>`;
/** Where a reply goes when an email names no one else: the office, never the no-reply sender. */
export const defaultReplyTo = `${company.name} <${company.email}>`;
export const defaultOutboxDir = path.join('data', 'outbox');

function senderDomain(from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new Error(`MAIL_FROM must contain an email address, got "${from}"`);
  return domain;
}

/**
 * Builds nodemailer's options for each email from one sender. The Message-ID depends only on
 * the outbox id, so an email sent again after a crash carries the same id as the first copy
 * and mail software can recognise it as a duplicate. An email with no reply address of its own
 * (a customer's estimate, approval or account email) is answered to `replyTo`, the office.
 */
function composeFrom(from: string, replyTo: string): (message: OutgoingEmail) => SendMailOptions {
  const domain = senderDomain(from);
  return (message) => ({
    from,
    to: message.to,
    replyTo: message.replyTo ?? replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    messageId: `<${message.id}@${domain}>`,
    headers: {
      // RFC 3834: out-of-office responders must not answer automated mail.
      'Auto-Submitted': 'auto-generated',
      // RFC 2369 and RFC 8058: the mail client's own "Unsubscribe" POSTs to the https URL.
      ...(message.listUnsubscribe
        ? {
            'List-Unsubscribe': `<${message.listUnsubscribe.url}>, <${message.listUnsubscribe.mailto}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  });
}

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string, replyTo: string = defaultReplyTo): MailTransport {
  const compose = composeFrom(from, replyTo);
  // Bounded well inside the worker's lease, so a hung server fails the attempt instead of the
  // lease running out and a second worker sending the same email.
  // A few connections kept open and reused: a new one per email cost more than the send itself.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  const where = new URL(url);
  return {
    description: `SMTP ${where.protocol}//${where.host}`,
    async send(message) {
      await transporter.sendMail(compose(message));
    },
  };
}

/** Writes each email as an RFC 822 file `<outbox id>.eml` in `dir`, for development without a mail server. */
export function createFileTransport(dir: string, from: string, replyTo: string = defaultReplyTo): MailTransport {
  const compose = composeFrom(from, replyTo);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `files in ${path.resolve(dir)}`,
    async send(message) {
      const info = await builder.sendMail(compose(message));
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream, not a buffer');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.id}.eml`);
      // Renamed into place, so a crash never leaves half a message behind.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise .eml files under `outboxDir` (default data/outbox/). */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_REPLY_TO'>, outboxDir: string = defaultOutboxDir): MailTransport {
  const from = env.MAIL_FROM ?? defaultMailFrom;
  const replyTo = env.MAIL_REPLY_TO ?? defaultReplyTo;
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, from, replyTo) : createFileTransport(outboxDir, from, replyTo);
}
