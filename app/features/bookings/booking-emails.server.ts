import { textingWords as englishTextingWords } from '~/content/texting';
import { textingWords as spanishTextingWords } from '~/content/es/texting';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Company } from '~/content/company';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { notifyCustomer, type NotifyServices } from '~/features/notifications/customer-mail.server';
import { type ComposedEmail, composeEmail, type EmailLink } from '~/features/mail/email-html';
import { greetingName } from '~/features/mail/greeting';
import { afterQuietHours } from '~/features/notifications/quiet-hours';
import { SEALED_PREFIX, sealLink } from '~/features/mail/links.server';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import { defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import type { Logger } from 'pino';
import { bookingCopy, visitTime } from './booking';
import { googleCalendarLink, visitInvitation, visitLocation } from './invitation.server';
import { visitConfirmToken } from './manage-token.server';
import type { VisitsTable } from './tables';

// The customer's emails about their visit, in their language, each with the calendar invitation
// that keeps their calendar in step (transactional: what they asked for, always sent); and the
// two reminders, as jobs due before the visit, sent as automated email (notifyCustomer: not to an
// address that opted out, with the one-click unsubscribe, never inside the quiet hours).

type Visit = Omit<VisitsTable, 'manageTokenHash'>;
type Executor = Kysely<Database> | Transaction<Database>;
const HOUR = 60 * 60_000;

/** Where a visit's emails are written from: the calendar's zone and the company profile as it is now (read before the transaction). */
export interface Office {
  timeZone: string;
  company: Company;
}

function invitationFile(visit: Visit, url: string, company: Company) {
  const method = visit.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(visitInvitation(visit, url, company)),
  };
}

/**
 * A visit's email as text and as the branded HTML page every email is (features/mail/email-html):
 * the greeting and the paragraphs, the one button, a quieter link, the paragraphs after, and the
 * company's name and phone as the profile has them. The customer's name is repeated only when it
 * can be nothing but a name: anyone can type someone else's address into /book.
 */
function visitEmail(
  visit: Pick<Visit, 'customerName' | 'language'>,
  company: Company,
  { subject, paragraphs, action, link, after = [] }: { subject: string; paragraphs: string[]; action: EmailLink; link?: EmailLink; after?: string[] },
): ComposedEmail {
  const words = bookingCopy[visit.language].email;
  return composeEmail({
    subject,
    language: visit.language,
    before: [words.greeting(greetingName(visit.customerName)), ...paragraphs],
    action,
    after: [...(link ? [link] : []), ...after, `${company.name}\n${company.phone.display}`],
  });
}

/** The email a booking, a move or a cancellation sends (transactional: always sent), with the invitation. */
export async function bookingEmail(
  trx: Executor,
  services: NotifyServices,
  visit: Visit,
  url: string,
  change: 'booked' | 'moved' | 'cancelled',
  { timeZone, company }: Office,
  now: Date,
  /** Not sent before (a staff cancel waits out its undo time). */
  notBefore?: Date,
) {
  const words = bookingCopy[visit.language].email;
  const when = visitTime(Date.parse(visit.startsAt), visit.language, timeZone);
  const location = visitLocation(visit, company.address.addressRegion);
  const manage = { text: words.manage, url };
  // Booked or moved: a link that adds it to Google Calendar, for a mail app that does not read the invitation
  // (without the manage link: it is sealed until the email is sent, and a query string would garble it).
  const google = {
    text: words.addToGoogle,
    url: googleCalendarLink(visit, words.eventSummary(company.name), `${company.name} · ${company.phone.display}`, company.address.addressRegion),
  };
  const email =
    change === 'booked'
      ? visitEmail(visit, company, { subject: words.booked.subject(when), paragraphs: [words.booked.lead(when, location)], action: manage, link: google })
      : change === 'moved'
        ? visitEmail(visit, company, { subject: words.moved.subject(when), paragraphs: [words.moved.lead(when, location)], action: manage, link: google })
        : // A cancelled visit's link opens its page, which offers another time.
          visitEmail(visit, company, {
            subject: words.cancelled.subject(when),
            paragraphs: [words.cancelled.lead(when)],
            action: { text: words.cancelled.action, url },
          });
  await notifyCustomer(
    trx,
    {
      email: visit.customerEmail,
      language: visit.language,
      category: 'transactional',
      kind: `visit.${change}`,
      idempotencyKey: `${visit.id}:${visit.sequence}`,
      ...email,
      attachments: [invitationFile(visit, url, company)],
      notBefore,
    },
    services,
    now,
  );
}

/** The link that confirms a tentative visit, made from its id when the email is written (nothing to store). */
export function confirmUrl(services: Pick<NotifyServices, 'secret' | 'env'>, visit: Pick<Visit, 'id' | 'language'>): string {
  return `${services.env.PUBLIC_URL}${visit.language === 'es' ? '/es' : ''}/book/confirm/${visitConfirmToken(services.secret, visit.id)}`;
}

/**
 * The email a visitor's booking sends: the link that confirms it, and until when (transactional:
 * what they asked for). No invitation: the address's owner has not said they want the visit, and
 * a stranger booking under it must not fill their calendar.
 */
export async function confirmationEmail(trx: Executor, services: NotifyServices, visit: Visit, { timeZone, company }: Office, now: Date) {
  const words = bookingCopy[visit.language].email;
  const when = visitTime(Date.parse(visit.startsAt), visit.language, timeZone);
  const deadline = visitTime(Date.parse(visit.confirmBy ?? visit.startsAt), visit.language, timeZone);
  await notifyCustomer(
    trx,
    {
      email: visit.customerEmail,
      language: visit.language,
      category: 'transactional',
      kind: 'visit.confirm',
      idempotencyKey: visit.id,
      // The link is sealed until the email is sent (features/mail/links): no queued email holds a working one.
      ...visitEmail(visit, company, {
        subject: words.confirm.subject(when),
        paragraphs: [words.confirm.lead(when, `${visit.address}, ${visit.zipCode}`)],
        action: { text: words.confirm.action, url: sealLink(confirmUrl(services, visit), services.secret) },
        after: [words.confirm.after(deadline)],
      }),
    },
    services,
    now,
  );
}

const reminderPayload = z.object({
  visitId: z.string(),
  startsAt: z.string(),
  which: z.enum(['first', 'second']),
  /** The visit's manage link, sealed (features/mail/links): opened only when the reminder's email is sent. */
  manageUrl: z.string(),
  timeZone: z.string(),
});

const textingWords = { en: englishTextingWords, es: spanishTextingWords } as const;

export const visitReminderKind = defineJobKind({ kind: 'bookings.reminder', schema: reminderPayload, maxAttempts: 5 });

/**
 * Queues the reminders BOOKING_REMINDER_FIRST_HOURS and _SECOND_HOURS before the visit, each due
 * when it may leave: a reminder that falls in the quiet hours waits for their end (a visit at 9:00
 * gets its two-hour reminder at 8:00), and one that could only leave once the visit has begun is
 * not queued. Those already past are not queued either.
 */
export async function reminderJobs(
  trx: Executor,
  env: Pick<Env, 'BOOKING_REMINDER_FIRST_HOURS' | 'BOOKING_REMINDER_SECOND_HOURS' | 'CUSTOMER_QUIET_HOURS'>,
  visit: Visit,
  now: Date,
  manageUrl: string,
  timeZone: string,
) {
  const start = Date.parse(visit.startsAt);
  for (const [which, hours] of [
    ['first', env.BOOKING_REMINDER_FIRST_HOURS],
    ['second', env.BOOKING_REMINDER_SECOND_HOURS],
  ] as const) {
    const runAt = afterQuietHours(new Date(start - hours * HOUR), env.CUSTOMER_QUIET_HOURS, timeZone);
    if (runAt.getTime() <= now.getTime() || runAt.getTime() >= start) continue;
    await enqueueJob(
      trx,
      visitReminderKind,
      { visitId: visit.id, startsAt: visit.startsAt, which, manageUrl, timeZone },
      { key: `visit-reminder:${visit.id}:${visit.startsAt}:${which}`, runAt, now },
    );
  }
}

/**
 * Seals the manage link of reminders queued before links were sealed (features/mail/links), once
 * per process start: a job already sealed is left as it is. Resolves to how many were sealed.
 */
export async function sealQueuedReminderLinks(db: Kysely<Database>, secret: string): Promise<number> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('kind', '=', visitReminderKind.kind)
    .where('state', 'in', ['queued', 'running', 'failed'])
    .where('payload', 'not like', `%${SEALED_PREFIX}%`)
    .execute();
  for (const row of rows) {
    const payload = reminderPayload.safeParse(JSON.parse(row.payload));
    if (!payload.success) continue;
    const sealed = JSON.stringify({ ...payload.data, manageUrl: sealLink(payload.data.manageUrl, secret) });
    await db.updateTable('jobs').set({ payload: sealed }).where('id', '=', row.id).where('payload', '=', row.payload).execute();
  }
  return rows.length;
}

/**
 * Sends a reminder if the visit is still booked at the time it was queued for (a moved visit has
 * reminders of its own) and has not begun: automated email through notifyCustomer, so an address
 * that opted out gets none, and each carries the one-click unsubscribe.
 */
/**
 * An automated text to the customer, from a later feature (messaging's sendAutomatedText, passed
 * in by server/job-definitions.ts): it sends only to a number that consented and did not opt out,
 * outside the texting quiet hours, once per key.
 */
export type TextCustomer = (text: { phone: string; body: string; kind: string; key: string }, now: Date) => Promise<{ ok: boolean }>;

export function visitReminderJob(services: NotifyServices, logger?: Pick<Logger, 'info'>, textCustomer?: TextCustomer) {
  return handleJob(visitReminderKind, async (payload, run) => {
    const visit = await services.db.selectFrom('visits').selectAll().where('id', '=', payload.visitId).executeTakeFirst();
    if (!visit || visit.status !== 'booked' || visit.startsAt !== payload.startsAt) return;
    if (Date.parse(visit.startsAt) <= run.now.getTime()) return;
    // The quiet hours are on the calendar's clock, and the sign-off names the company: both from this process's memory.
    const [, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
    const words = bookingCopy[visit.language].email;
    const when = visitTime(Date.parse(visit.startsAt), visit.language, payload.timeZone);
    const result = await notifyCustomer(
      services.db,
      {
        email: visit.customerEmail,
        language: visit.language,
        category: 'automated',
        kind: `visit.reminder-${payload.which}`,
        idempotencyKey: `${visit.id}:${visit.startsAt}`,
        ...visitEmail(visit, company, {
          subject: words.reminder.subject(when),
          paragraphs: [words.reminder.lead(when, `${visit.address}, ${visit.zipCode}`)],
          action: { text: words.manage, url: payload.manageUrl },
        }),
      },
      services,
      run.now,
    );
    if (!result.sent) logger?.info({ visitId: visit.id, which: payload.which }, 'visit reminder not sent: the customer opted out of automated email');
    // And by text, when the customer ticked the box to receive texts (and has not sent STOP since).
    if (textCustomer) {
      const body = textingWords[visit.language].visitReminder(company.name, when, `${visit.address}, ${visit.zipCode}`);
      await textCustomer(
        { phone: visit.customerPhone, body, kind: 'visit-reminder', key: `visit-reminder:${visit.id}:${visit.startsAt}:${payload.which}` },
        run.now,
      );
    }
  });
}
