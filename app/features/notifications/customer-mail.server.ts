import type { Kysely, Transaction } from 'kysely';
import { type CompanyContact, companyContact } from '~/content/estimates';
import { unsubscribeWordsFor as englishWords, type UnsubscribeWords } from '~/content/notifications';
import { unsubscribeWordsFor as spanishWords } from '~/content/es/notifications';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { escapeHtml, htmlText } from '~/features/mail/email-html';
import { sealLink } from '~/features/mail/links.server';
import { type EmailAttachment, type EmailPayload, enqueueEmail } from '~/features/mail/outbox.server';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { isOptedOut } from './opt-outs.server';
import { afterQuietHours } from './quiet-hours';
import { issueUnsubscribeToken, unsubscribeUrl } from './unsubscribe-links.server';

/**
 * Email to a customer, from any feature: say what to tell whom, and this decides how.
 *
 *   const result = await notifyCustomer(trx, {
 *     email, language: 'es', category: 'automated', kind: 'followups.quote',
 *     subject, text, html, idempotencyKey: `quote-followup:${quoteId}:1`,
 *   }, services);
 *   if (!result.sent) … // result.reason === 'opted-out'
 *
 * - `transactional` (a receipt, an estimate, an answer they asked for): queued through the mail
 *   outbox as any email, at `notBefore` or now.
 * - `automated` (follow-ups, review requests, reminders): not queued for an address that opted
 *   out (`{ sent: false, reason: 'opted-out' }`); otherwise it carries List-Unsubscribe (an https
 *   URL on PUBLIC_URL and a mailto: to the company profile's email) and List-Unsubscribe-Post
 *   (RFC 8058), a visible "Unsubscribe"/"Cancelar suscripción" link in its text and HTML under a
 *   line naming the profile's company, and it leaves at
 *   `notBefore` or now, held until CUSTOMER_QUIET_HOURS end on the business calendar's clock. An
 *   address that opts out while its email waits is not sent it (the mail job asks again).
 *
 * Queued once per kind and `idempotencyKey` (the outbox's key): a retried job or a second call
 * queues nothing new and answers the first email's id. Pass the transaction that stores what the
 * email is about, so both commit together.
 */
export interface CustomerNotice {
  email: string;
  language: Locale;
  category: 'automated' | 'transactional';
  /** What the email is for, e.g. followups.quote; with idempotencyKey it is queued once. */
  kind: string;
  subject: string;
  text: string;
  /** A whole page (features/mail/email-html's htmlEmail); the unsubscribe line goes at the foot of its card. */
  html?: string | null;
  idempotencyKey: string;
  replyTo?: string | null;
  attachments?: readonly EmailAttachment[];
  /** Not before this time (a follow-up's day); automated email then also waits for quiet hours to end. */
  notBefore?: Date;
}

export type CustomerNoticeResult = { sent: true; jobId: string; sendAt: Date } | { sent: false; reason: 'opted-out' };

/** What notifyCustomer reads from the process: the origin, the signing secret, the quiet hours and the calendar's zone. */
export type NotifyServices = Pick<AppServices, 'db' | 'secret'> & { env: Pick<AppServices['env'], 'PUBLIC_URL' | 'CUSTOMER_QUIET_HOURS'> };

const words: Readonly<Record<Locale, (company: CompanyContact) => UnsubscribeWords>> = { en: englishWords, es: spanishWords };

/** The office mailbox (the profile's email) receives the mailto: requests; staff mark those customers opted out by hand. */
export function unsubscribeMailto(officeEmail: string): string {
  return `mailto:${officeEmail}?subject=unsubscribe`;
}

function withFooter(html: string, footer: string): string {
  const end = html.lastIndexOf('</div>');
  return end === -1 ? `${html}\n${footer}` : `${html.slice(0, end)}${footer}\n${html.slice(end)}`;
}

export async function notifyCustomer(
  db: Kysely<Database> | Transaction<Database>,
  notice: CustomerNotice,
  services: NotifyServices,
  now: Date = new Date(),
): Promise<CustomerNoticeResult> {
  const ready = notice.notBefore && notice.notBefore > now ? notice.notBefore : now;
  const base = {
    kind: notice.kind,
    refId: notice.idempotencyKey,
    to: notice.email,
    replyTo: notice.replyTo ?? null,
    subject: notice.subject,
    attachments: notice.attachments,
  };
  if (notice.category === 'transactional') {
    const jobId = await enqueueEmail(db, { ...base, text: notice.text, html: notice.html ?? null, sendAt: ready }, now);
    return { sent: true, jobId, sendAt: ready };
  }
  if (await isOptedOut(db, notice.email)) return { sent: false, reason: 'opted-out' };
  // Sealed until the email is sent (features/mail/links): the queue holds no link that works.
  const token = await issueUnsubscribeToken(db, notice.email, now);
  const url = sealLink(unsubscribeUrl(services.env.PUBLIC_URL, notice.language, token), services.secret);
  // Both from this process's memory: a caller inside a transaction reads them before it (SQLite has one connection).
  const [{ timeZone }, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
  const copy = words[notice.language](companyContact(company));
  const sendAt = afterQuietHours(ready, services.env.CUSTOMER_QUIET_HOURS, timeZone);
  const footer = `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #d9e2ec;font-size:13px;line-height:1.5;color:#52606d">${htmlText(copy.footer)} <a href="${escapeHtml(url)}" style="color:#0b4f6c">${htmlText(copy.link)}</a></p>`;
  const jobId = await enqueueEmail(
    db,
    {
      ...base,
      text: `${notice.text.trimEnd()}\n\n${copy.footer}\n${copy.link}: ${url}\n`,
      html: notice.html ? withFooter(notice.html, footer) : null,
      sendAt,
      listUnsubscribe: { url, mailto: unsubscribeMailto(company.email) },
    },
    now,
  );
  return { sent: true, jobId, sendAt };
}

/**
 * For the mail job (server/services.ts): an automated email whose address opted out after it was
 * queued, while it waited for quiet hours or its day, is not sent.
 */
export function suppressOptedOut(db: Kysely<Database>): (email: EmailPayload) => Promise<string | undefined> {
  return async (email) => ((await isOptedOut(db, email.to)) ? 'the recipient opted out of automated email' : undefined);
}
