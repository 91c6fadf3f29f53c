import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Connection } from '~/lib/connections';
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

/** The sender's address when MAIL_FROM gives none: replies go to the office (Reply-To), never here. */
export const defaultMailFrom = 'no-reply@gableswindowcare.com';
export const defaultOutboxDir = path.join('data', 'outbox');

/** The company as its emails name it: the company profile's name and email, read when each email leaves. */
export interface MailCompany {
  name: string;
  email: string;
}

/** Who an email is from and where a reply goes when it names no one else. */
export interface MailAddresses {
  from: string | Mail.Address;
  replyTo: string | Mail.Address | undefined;
}

/** "Office <office@example.org>" → its name and address; a bare address has no name. */
function parseMailbox(text: string): { name?: string; address: string } {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)<([^<>\s]+)>\s*$/.exec(text);
  if (match) return { ...(match[1] ? { name: match[1] } : {}), address: match[2]! };
  return { address: text.trim() };
}

/**
 * The From and Reply-To of the next email. MAIL_FROM gives the sender's address (a name written
 * in it stays); the name shown is otherwise the company's, as the profile has it when the email
 * leaves. Reply-To is MAIL_REPLY_TO, or the company's own name and email.
 */
export function mailAddresses(
  from: string,
  replyTo: string | undefined,
  company?: () => Promise<MailCompany>,
): { domain: string; addresses: () => Promise<MailAddresses> } {
  const sender = parseMailbox(from);
  const domain = senderDomain(sender.address);
  return {
    domain,
    async addresses() {
      if (sender.name && replyTo) return { from, replyTo };
      const named = company ? await company() : undefined;
      return {
        from: sender.name || !named ? from : { name: named.name, address: sender.address },
        replyTo: replyTo ?? (named ? { name: named.name, address: named.email } : undefined),
      };
    },
  };
}

function senderDomain(from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new Error(`MAIL_FROM must contain an email address, got "${from}"`);
  return domain;
}

/**
 * Builds nodemailer's options for each email from one sender. The Message-ID depends only on
 * the outbox id, so an email sent again after a crash carries the same id as the first copy
 * and mail software can recognise it as a duplicate. An email with no reply address of its own
 * (a customer's estimate, approval or account email) is answered to the office.
 */
function composeFrom(from: string, replyTo: string | undefined, company?: () => Promise<MailCompany>): (message: OutgoingEmail) => Promise<SendMailOptions> {
  const { domain, addresses } = mailAddresses(from, replyTo, company);
  return async (message) => {
    const sender = await addresses();
    return {
      from: sender.from,
      to: message.to,
      replyTo: message.replyTo ?? sender.replyTo,
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
    };
  };
}

/** The SMTP server an SMTP_URL names, without its credentials: 'smtps://smtp.example.com:465'. */
function smtpServer(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string, replyTo?: string, company?: () => Promise<MailCompany>): MailTransport {
  const compose = composeFrom(from, replyTo, company);
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
  return {
    description: `SMTP ${smtpServer(url)}`,
    async send(message) {
      await transporter.sendMail(await compose(message));
    },
  };
}

/** Writes each email as an RFC 822 file `<outbox id>.eml` in `dir`, for development without a mail server. */
export function createFileTransport(dir: string, from: string, replyTo?: string, company?: () => Promise<MailCompany>): MailTransport {
  const compose = composeFrom(from, replyTo, company);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `files in ${path.resolve(dir)}`,
    async send(message) {
      const info = await builder.sendMail(await compose(message));
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

/**
 * SMTP when SMTP_URL is set; otherwise .eml files under `outboxDir` (default data/outbox/).
 * `company` names the sender (the process passes the company profile's name and email).
 */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_REPLY_TO'>,
  { outboxDir = defaultOutboxDir, company }: { outboxDir?: string; company?: () => Promise<MailCompany> } = {},
): MailTransport {
  const from = env.MAIL_FROM ?? defaultMailFrom;
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, from, env.MAIL_REPLY_TO, company) : createFileTransport(outboxDir, from, env.MAIL_REPLY_TO, company);
}

/** Whether email leaves this server, for the owner's Settings and the dashboard's notice. */
export function mailConnection(env: Pick<Env, 'SMTP_URL'>): Connection {
  if (!env.SMTP_URL) {
    return {
      name: 'Email',
      state: 'off',
      text: `Emails are not sent: SMTP_URL is not set, so customers’ confirmations and staff alerts are written as files in ${defaultOutboxDir} on this server. Set SMTP_URL to your mail provider’s SMTP address.`,
    };
  }
  return { name: 'Email', state: 'on', text: `Emails are sent through ${smtpServer(env.SMTP_URL)}.` };
}
