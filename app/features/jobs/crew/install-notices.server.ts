import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type InstallEmailWords, installEmails as englishEmails } from '~/content/crew';
import { installEmails as spanishEmails } from '~/content/es/crew';
import type { Company } from '~/content/company';
import { googleCalendarLink, invitationCalendar } from '~/features/bookings/invitation.server';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { greetingName } from '~/features/mail/greeting';
import { notifyCustomer, type NotifyServices } from '~/features/notifications/customer-mail.server';
import { afterQuietHours } from '~/features/notifications/quiet-hours';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import { defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import type { Locale } from '~/lib/locale';
import { getInstallVisit, type InstallVisit, type VisitChange } from '../install-visits.server';
import { installWhen } from './install-time';
import { type JobSite, jobSites } from './job-sites.server';

// The customer's emails about their install visits, in their language, in the branded layout:
// scheduled, moved or cancelled (transactional, with the iCalendar invitation that keeps their
// calendar in step), the day-before reminder (automated: not to an address that opted out, with
// the one-click unsubscribe, never inside the quiet hours) and "on my way".
//
// A visit's write (features/jobs/install-visits) queues a notice job in its own transaction
// (queueInstallNotice, its `afterWrite`); the job writes the email once the visit is stored, with
// the company profile and the calendar's zone read outside any transaction.

type Executor = Kysely<Database> | Transaction<Database>;
const HOUR = 60 * 60_000;
const emailWords: Readonly<Record<Locale, InstallEmailWords>> = { en: englishEmails, es: spanishEmails };

// Not the profile's email domain: an install's UID must never change, or a calendar would add an update as a second event.
const UID_DOMAIN = 'gableswindowcare.com';
export function installUid(visitId: string): string {
  return `install-${visitId}@${UID_DOMAIN}`;
}

const noticePayload = z.object({ visitId: z.string(), sequence: z.number().int(), change: z.enum(['scheduled', 'moved', 'cancelled']) });
export const installNoticeKind = defineJobKind({ kind: 'jobs.install-notice', schema: noticePayload, maxAttempts: 8 });

const reminderPayload = z.object({ visitId: z.string(), startsAt: z.string() });
export const installReminderKind = defineJobKind({ kind: 'jobs.install-reminder', schema: reminderPayload, maxAttempts: 5 });

/** The install visits' `afterWrite`: queues the customer's email about this version of the visit, in the write's transaction. */
export async function queueInstallNotice(trx: Executor, visit: Pick<InstallVisit, 'id' | 'sequence'>, change: VisitChange, now = new Date()): Promise<void> {
  await enqueueJob(
    trx,
    installNoticeKind,
    { visitId: visit.id, sequence: visit.sequence, change },
    { key: `install-notice:${visit.id}:${visit.sequence}`, now },
  );
}

/** The email's text and its HTML page, signed with the company's name and phone. */
function letter(words: InstallEmailWords, language: Locale, site: JobSite, company: Company, subject: string, paragraphs: readonly string[]) {
  const lines = [words.greeting(greetingName(site.customerName)), ...paragraphs, words.questions(company.phone.display)];
  const text = `${lines.join('\n\n')}\n\n${company.name}\n${company.phone.display}\n`;
  const html = htmlEmail({
    title: subject,
    lang: language,
    body: [
      ...lines.map((line) => htmlParagraph(line)),
      htmlParagraph(`${company.name} · ${company.phone.display}`, 'margin:0;color:#52606d;font-size:13px'),
    ].join('\n'),
  });
  return { text, html };
}

function invitationFile(visit: InstallVisit, site: JobSite, company: Company, words: InstallEmailWords) {
  const cancelled = visit.status === 'cancelled';
  const calendar = invitationCalendar(
    {
      id: installUid(visit.id),
      sequence: visit.sequence,
      start: new Date(visit.startsAt),
      end: new Date(visit.endsAt),
      stamp: new Date(visit.updatedAt),
      location: site.location ?? '',
      cancelled,
      summary: words.eventSummary(company.name),
      description: words.eventDescription(company.name, company.phone.display),
      attendee: { name: site.customerName, email: site.customerEmail ?? '' },
    },
    company,
    'Install visits',
  );
  return { filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`, content: Buffer.from(calendar) };
}

/**
 * Writes the notice of one version of a visit: skipped when a later version exists (its own
 * notice says where the visit is now), and for an order with no customer email (a demo order).
 * A booked visit also gets its reminder queued.
 */
export function installNoticeJob(services: NotifyServices & { env: Pick<Env, 'INSTALL_REMINDER_HOURS'> }, logger?: Pick<Logger, 'info'>) {
  return handleJob(installNoticeKind, async (payload, run) => {
    const visit = await getInstallVisit(services.db, payload.visitId);
    if (!visit || visit.sequence !== payload.sequence) return;
    const site = (await jobSites(services.db, [visit.orderId])).get(visit.orderId);
    if (!site?.customerEmail || !site.location) {
      logger?.info({ visitId: visit.id }, 'install notice not sent: the order has no customer email or address');
      return;
    }
    const [{ timeZone }, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
    const words = emailWords[site.language];
    const when = installWhen(visit.startsAt, visit.endsAt, site.language, timeZone);
    const cancelled = visit.status === 'cancelled';
    const change = cancelled ? 'cancelled' : payload.change === 'cancelled' ? 'moved' : payload.change;
    const subject = change === 'scheduled' ? words.scheduledSubject(when) : change === 'moved' ? words.movedSubject(when) : words.cancelledSubject(when);
    const body =
      change === 'scheduled' ? words.scheduledText(when, site.location) : change === 'moved' ? words.movedText(when, site.location) : words.cancelledText(when);
    const google = cancelled
      ? []
      : [
          words.addToGoogle(
            googleCalendarLink(
              {
                ...visit,
                address: site.streetAndCity ?? site.location,
                zipCode: site.zipCode ?? '',
                customerName: site.customerName,
                customerEmail: site.customerEmail,
                customerPhone: '',
                language: site.language,
              },
              words.eventSummary(company.name),
              `${company.name} · ${company.phone.display}`,
              site.state ?? '',
            ),
          ),
        ];
    const { text, html } = letter(words, site.language, site, company, subject, [body, ...google]);
    await notifyCustomer(
      services.db,
      {
        email: site.customerEmail,
        language: site.language,
        category: 'transactional',
        kind: `install.${change}`,
        idempotencyKey: `${visit.id}:${visit.sequence}`,
        subject,
        text,
        html,
        attachments: [invitationFile(visit, site, company, words)],
      },
      services,
      run.now,
    );
    if (!cancelled) await queueInstallReminder(services.db, services.env, visit, timeZone, run.now);
  });
}

/**
 * The reminder INSTALL_REMINDER_HOURS before the visit, due when it may leave (a reminder that
 * falls in the quiet hours waits for their end); none when that is past or not before the visit.
 */
async function queueInstallReminder(
  db: Executor,
  env: Pick<Env, 'INSTALL_REMINDER_HOURS' | 'CUSTOMER_QUIET_HOURS'>,
  visit: Pick<InstallVisit, 'id' | 'startsAt'>,
  timeZone: string,
  now: Date,
) {
  const start = Date.parse(visit.startsAt);
  const runAt = afterQuietHours(new Date(start - env.INSTALL_REMINDER_HOURS * HOUR), env.CUSTOMER_QUIET_HOURS, timeZone);
  if (runAt.getTime() <= now.getTime() || runAt.getTime() >= start) return;
  await enqueueJob(
    db,
    installReminderKind,
    { visitId: visit.id, startsAt: visit.startsAt },
    { key: `install-reminder:${visit.id}:${visit.startsAt}`, runAt, now },
  );
}

/** Sends the reminder if the visit is still booked at the time it was queued for and has not begun (a moved visit has its own). */
export function installReminderJob(services: NotifyServices, logger?: Pick<Logger, 'info'>) {
  return handleJob(installReminderKind, async (payload, run) => {
    const visit = await getInstallVisit(services.db, payload.visitId);
    if (!visit || visit.status !== 'booked' || visit.startsAt !== payload.startsAt || Date.parse(visit.startsAt) <= run.now.getTime()) return;
    const site = (await jobSites(services.db, [visit.orderId])).get(visit.orderId);
    if (!site?.customerEmail || !site.location) return;
    const [{ timeZone }, company] = await Promise.all([getBusinessCalendar(services.db), getCompany(services.db)]);
    const words = emailWords[site.language];
    const when = installWhen(visit.startsAt, visit.endsAt, site.language, timeZone);
    const subject = words.reminderSubject(when);
    const { text, html } = letter(words, site.language, site, company, subject, [words.reminderText(when, site.location)]);
    const result = await notifyCustomer(
      services.db,
      {
        email: site.customerEmail,
        language: site.language,
        category: 'automated',
        kind: 'install.reminder',
        idempotencyKey: `${visit.id}:${visit.startsAt}`,
        subject,
        text,
        html,
      },
      services,
      run.now,
    );
    if (!result.sent) logger?.info({ visitId: visit.id }, 'install reminder not sent: the customer opted out of automated email');
  });
}

/** The "on my way" text for a customer who agreed to texts: their language, the crew member's first name. */
export function onMyWaySms(site: Pick<JobSite, 'language'>, crewFirstName: string, company: Pick<Company, 'name'>): string {
  return emailWords[site.language].onMyWaySms(crewFirstName, company.name);
}

/**
 * "On my way": tells the customer now (transactional: it is about a visit they expect today), in
 * their language, with the crew member's first name. Once per visit and tap: `tapKey` tells a
 * second tap (a new time) from a retried post of the same one.
 */
export async function onMyWayEmail(
  db: Executor,
  services: NotifyServices,
  { visit, site, crewFirstName, company, tapKey }: { visit: Pick<InstallVisit, 'id'>; site: JobSite; crewFirstName: string; company: Company; tapKey: string },
  now: Date,
): Promise<boolean> {
  if (!site.customerEmail || !site.location) return false;
  const words = emailWords[site.language];
  const subject = words.onMyWaySubject(crewFirstName, company.name);
  const { text, html } = letter(words, site.language, site, company, subject, [words.onMyWayText(crewFirstName, site.location)]);
  await notifyCustomer(
    db,
    {
      email: site.customerEmail,
      language: site.language,
      category: 'transactional',
      kind: 'install.on-my-way',
      idempotencyKey: `${visit.id}:${tapKey}`,
      subject,
      text,
      html,
    },
    services,
    now,
  );
  return true;
}
