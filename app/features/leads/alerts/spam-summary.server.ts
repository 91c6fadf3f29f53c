import { type Kysely, sql } from 'kysely';
import { htmlButton, htmlEmail, htmlFieldTable, htmlParagraph } from '~/features/mail/email-html';
import { type EmailMessage, emailQueued, enqueueEmail } from '~/features/mail/outbox.server';
import { addDays, businessDay, formatDateTime } from '~/features/calendar/business-dates';
import type { Database } from '~/lib/db-schema';
import { instantOf } from '~/features/calendar/open-minutes.server';
import { type LeadKind, leadKinds, spamReasonLabel } from '../lead-kinds';

// Once a day, before the office closes, staff get one email listing every lead flagged as
// suspected spam in the 24 hours before: a real customer caught by the score is seen and called
// the same day. Queued as an email job under the day's reference, so however many processes look,
// it is sent once.

/** When the day's summary goes out, in the business's time zone: two hours before the weekday close. */
export const SPAM_SUMMARY_TIME = '16:00';
const LIST_LIMIT = 100;

export interface FlaggedLead {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  spamReason: string;
  createdAt: string;
}

/** The leads flagged as suspected spam that arrived from `from` (included) to `to` (excluded), oldest first. */
export async function listFlaggedLeads(db: Kysely<Database>, from: string, to: string): Promise<FlaggedLead[]> {
  const flagged = (kind: LeadKind) => sql<LeadKind>`${kind}`.as('kind');
  const rows = await db
    .selectFrom('quoteRequests')
    .select([flagged('quote-requests'), 'id', sql<string>`first_name || ' ' || last_name`.as('name'), 'email', 'spamReason', 'createdAt'])
    .where('spamReason', 'is not', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .unionAll(
      db
        .selectFrom('contactMessages')
        .select([flagged('contact-messages'), 'id', 'name', 'email', 'spamReason', 'createdAt'])
        .where('spamReason', 'is not', null)
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to),
    )
    .unionAll(
      db
        .selectFrom('chatbotContacts')
        .select([flagged('chatbot-contacts'), 'id', 'name', 'email', 'spamReason', 'createdAt'])
        .where('spamReason', 'is not', null)
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, spamReason: row.spamReason ?? '' }));
}

export interface SpamSummaryContext {
  to: string;
  publicUrl: string;
  appName: string;
}

export function spamSummaryEmail(day: string, leads: FlaggedLead[], ctx: SpamSummaryContext): EmailMessage {
  const count = leads.length;
  const subject = `${count} suspected spam ${count === 1 ? 'lead' : 'leads'} to check today`;
  const intro = `${count === 1 ? 'One lead was' : `${count} leads were`} flagged as suspected spam in the last 24 hours. They were kept, but nobody was emailed or alerted about them. Look them over: if a real customer is among them, restore the lead and call them today.`;
  const shown = leads.slice(0, LIST_LIMIT);
  const link = (lead: FlaggedLead) => `${ctx.publicUrl}/admin/${leadKinds[lead.kind].screen}/${lead.id}`;
  const describe = (lead: FlaggedLead) =>
    `${lead.name} <${lead.email}>, ${leadKinds[lead.kind].noun}, ${formatDateTime(lead.createdAt)}: ${spamReasonLabel(lead.spamReason)}`;
  const more = count > shown.length ? [`And ${count - shown.length} more in the spam views.`] : [];
  const text = [intro, ...shown.map((lead) => `- ${describe(lead)}\n  ${link(lead)}`), ...more, `${ctx.appName} back office`].join('\n\n');
  const html = htmlEmail({
    title: subject,
    body: [
      htmlParagraph(intro),
      htmlFieldTable(
        shown.map(
          (lead) =>
            [
              `${lead.name} (${leadKinds[lead.kind].noun})`,
              `${lead.email}, ${formatDateTime(lead.createdAt)}: ${spamReasonLabel(lead.spamReason)}. ${link(lead)}`,
            ] as const,
        ),
      ),
      ...more.map((line) => htmlParagraph(line)),
      htmlButton(`${ctx.publicUrl}/admin/quote-submissions?view=spam`, 'Open the spam view'),
    ].join('\n'),
  });
  return { kind: 'spam-summary', refId: day, to: ctx.to, subject, text: `${text}\n`, html };
}

/**
 * Queues today's summary once it is SPAM_SUMMARY_TIME in the business's zone, if anything was flagged in the
 * 24 hours before. Returns how many leads it listed (0: nothing queued by this call).
 */
export async function queueSpamSummary(db: Kysely<Database>, ctx: SpamSummaryContext, now: Date = new Date()): Promise<number> {
  const day = businessDay(now);
  const until = instantOf(day, SPAM_SUMMARY_TIME);
  if (now.getTime() < until) return 0;
  if (await emailQueued(db, 'spam-summary', day)) return 0;
  const leads = await listFlaggedLeads(db, new Date(instantOf(addDays(day, -1), SPAM_SUMMARY_TIME)).toISOString(), new Date(until).toISOString());
  if (leads.length === 0) return 0;
  await enqueueEmail(db, spamSummaryEmail(day, leads, ctx), now);
  return leads.length;
}
