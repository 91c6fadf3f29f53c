import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { afterQuietHours } from '~/features/notifications/quiet-hours';
import { enqueueJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { phoneToE164 } from '~/features/notifications/phone-number';
import { findSmsConsent } from './consent/consent.server';
import { addText, ensureConversation, type LeadRef } from './conversations.server';
import { replyProblem, sendTextKind } from './outbound.server';
import { textingEnabled } from './twilio/config.server';

// Automated texts (docs/texting.md, issue 46 item 5): reminders, follow-ups, "on my way". Unlike a
// reply to a customer's own text, each goes only to a number that gave written consent on one of
// our forms and has not sent STOP since, and waits out SMS_QUIET_HOURS (20:00-08:00 on the business
// calendar's clock by default): it is stored as queued, with the job that sends it due when the
// window opens. The send job checks the opt-out again when it runs.

/** What other features call texts: the kind is kept with the text (`automated.<kind>`). */
export interface AutomatedText {
  /** The customer's phone as it was typed on their form ('(305) 555-0142') or in E.164. */
  phone: string;
  body: string;
  /** reminder, follow-up, on-my-way … */
  kind: string;
  /** Sent once per key: the same key again queues nothing (a retried job). */
  key: string;
  /** The lead the number belongs to, when the caller knows it (links a new conversation to it). */
  lead?: LeadRef;
}

export type AutomatedTextResult =
  | { ok: true; messageId: string; sendAt: Date; duplicate: false }
  | { ok: true; messageId: null; sendAt: null; duplicate: true }
  | { ok: false; reason: 'not-configured' | 'invalid' | 'no-consent' | 'opted-out'; message: string };

/**
 * Queues an automated text, or says why not: texting not configured, a phone no text can reach or
 * an empty body, no consent from the number, or the number opted out. Held until the quiet hours
 * end when `now` falls in them.
 */
export async function sendAutomatedText(
  services: Pick<AppServices, 'db' | 'transact' | 'env'>,
  text: AutomatedText,
  now = new Date(),
): Promise<AutomatedTextResult> {
  if (!textingEnabled(services.env)) return { ok: false, reason: 'not-configured', message: 'Texting is not configured.' };
  const phone = phoneToE164(text.phone);
  if (!phone) return { ok: false, reason: 'invalid', message: `"${text.phone}" is not a phone number a text can reach.` };
  const problem = replyProblem(text.body);
  if (problem) return { ok: false, reason: 'invalid', message: problem };
  if (!(await findSmsConsent(services.db, phone))) {
    return { ok: false, reason: 'no-consent', message: 'This number never agreed to texts on our forms: automated texts need its consent.' };
  }
  const { timeZone } = await getBusinessCalendar(services.db);
  const sendAt = afterQuietHours(now, services.env.SMS_QUIET_HOURS, timeZone);
  return services
    .transact(async (trx): Promise<AutomatedTextResult> => {
      const conversation = await ensureConversation(trx, phone, text.lead, now);
      if (conversation.optedOutAt) return { ok: false, reason: 'opted-out', message: 'This number opted out of texts (it sent STOP). Nothing was sent.' };
      const row = (await addText(trx, conversation.id, { direction: 'out', kind: `automated.${text.kind}`, body: text.body.trim(), status: 'queued' }, now))!;
      const job = await enqueueJob(trx, sendTextKind, { messageId: row.id }, { key: `messaging.automated:${text.key}`, runAt: sendAt, now });
      if (!job) {
        // Queued before under this key: the text just stored goes with the transaction.
        throw new DuplicateText();
      }
      return { ok: true, messageId: row.id, sendAt, duplicate: false };
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateText) return { ok: true, messageId: null, sendAt: null, duplicate: true } as const;
      throw error;
    });
}

/** Rolls back a text whose key was queued already. */
class DuplicateText extends Error {}
