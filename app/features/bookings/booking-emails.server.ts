import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { enqueueEmail } from '~/features/mail/outbox.server';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import { defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import { bookingCopy, visitTime } from './booking';
import { visitInvitation } from './invitation.server';
import type { VisitsTable } from './tables';

// The customer's emails about their visit, in their language, each with the calendar invitation
// that keeps their calendar in step; and the two reminders, as jobs due before the visit.
// (The notifications feature is not on main yet: these go through the mail outbox.)

type Visit = Omit<VisitsTable, 'manageTokenHash'>;
type Executor = Kysely<Database> | Transaction<Database>;
const HOUR = 60 * 60_000;

function invitationFile(visit: Visit, url: string) {
  const method = visit.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return { filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: Buffer.from(visitInvitation(visit, url)) };
}

/** The email a booking, a move or a cancellation sends (transactional: always sent). */
export async function bookingEmail(trx: Executor, visit: Visit, url: string, change: 'booked' | 'moved' | 'cancelled', timeZone: string, now: Date) {
  const words = bookingCopy[visit.language].email;
  const when = visitTime(Date.parse(visit.startsAt), visit.language, timeZone);
  const location = `${visit.address}, ${visit.zipCode}`;
  const [subject, text] =
    change === 'booked'
      ? [words.confirmedSubject(when), words.confirmedText(visit.customerName, when, location, url)]
      : change === 'moved'
        ? [words.movedSubject(when), words.movedText(visit.customerName, when, location, url)]
        : [words.cancelledSubject(when), words.cancelledText(visit.customerName, when, url)];
  await enqueueEmail(
    trx,
    { kind: `visit.${change}`, refId: `${visit.id}:${visit.sequence}`, to: visit.customerEmail, subject, text, attachments: [invitationFile(visit, url)] },
    now,
  );
}

const reminderPayload = z.object({
  visitId: z.string(),
  startsAt: z.string(),
  which: z.enum(['first', 'second']),
  manageUrl: z.string(),
  timeZone: z.string(),
});

export const visitReminderKind = defineJobKind({ kind: 'bookings.reminder', schema: reminderPayload, maxAttempts: 5 });

/** Queues the reminders BOOKING_REMINDER_FIRST_HOURS and _SECOND_HOURS before the visit (those still ahead). */
export async function reminderJobs(trx: Executor, env: Env, visit: Visit, now: Date, manageUrl: string, timeZone: string) {
  const start = Date.parse(visit.startsAt);
  for (const [which, hours] of [
    ['first', env.BOOKING_REMINDER_FIRST_HOURS],
    ['second', env.BOOKING_REMINDER_SECOND_HOURS],
  ] as const) {
    const runAt = start - hours * HOUR;
    if (runAt <= now.getTime()) continue;
    await enqueueJob(
      trx,
      visitReminderKind,
      { visitId: visit.id, startsAt: visit.startsAt, which, manageUrl, timeZone },
      { key: `visit-reminder:${visit.id}:${visit.startsAt}:${which}`, runAt: new Date(runAt), now },
    );
  }
}

/** Sends a reminder if the visit is still booked at the time it was queued for (a moved visit has reminders of its own). */
export function visitReminderJob(db: Kysely<Database>) {
  return handleJob(visitReminderKind, async (payload, run) => {
    const visit = await db.selectFrom('visits').selectAll().where('id', '=', payload.visitId).executeTakeFirst();
    if (!visit || visit.status !== 'booked' || visit.startsAt !== payload.startsAt) return;
    const words = bookingCopy[visit.language].email;
    const when = visitTime(Date.parse(visit.startsAt), visit.language, payload.timeZone);
    await enqueueEmail(
      db,
      {
        kind: `visit.reminder-${payload.which}`,
        refId: `${visit.id}:${visit.startsAt}`,
        to: visit.customerEmail,
        subject: words.reminderSubject(when),
        text: words.reminderText(visit.customerName, when, `${visit.address}, ${visit.zipCode}`, payload.manageUrl),
      },
      run.now,
    );
  });
}
