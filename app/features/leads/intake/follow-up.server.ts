import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { enqueueEmail, type EmailMessage } from '~/features/mail/outbox.server';
import { type CustomerNotice, notifyCustomer, type NotifyServices } from '~/features/notifications/customer-mail.server';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import { handleJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { queueLeadAlert } from '../alerts/lead-alerts.server';
import type { FormLeadKind } from '../lead-kinds';
import { getContactMessage } from './contact-messages.server';
import { leadFollowUpKind } from './follow-up-job.server';
import { contactMessageEmails, type LeadEmails, type LeadMailContext, quoteRequestEmails } from './lead-emails.server';
import { getQuoteRequest, listQuoteRequestPhotos } from './quote-requests.server';

// What follows a stored form lead, off the request's path (docs/decisions/0041-lead-follow-up-job.md):
// the request's transaction stores the lead and one `leads.follow-up` job and answers; the job,
// run right after by the process's runner (woken by that commit), renders the lead's two emails
// from the stored row and queues them with the new-lead alert to staff, in one transaction.

type FollowUpServices = Pick<AppServices, 'db' | 'transact'> & NotifyServices;

/** What a follow-up writes about one lead: its emails and what the alert says. */
interface LeadFollowUp {
  emails: LeadEmails;
  language: Locale;
  alert: { name: string; preview: string };
}

async function readFollowUp(db: Kysely<Database>, kind: FormLeadKind, id: string, mail: LeadMailContext): Promise<LeadFollowUp | 'gone' | 'spam'> {
  if (kind === 'quote-requests') {
    const lead = await getQuoteRequest(db, id);
    if (!lead) return 'gone';
    if (lead.spamReason) return 'spam';
    const photos = await listQuoteRequestPhotos(db, id);
    return {
      emails: quoteRequestEmails(lead, mail, photos),
      language: lead.language,
      alert: { name: `${lead.firstName} ${lead.lastName}`, preview: lead.projectDescription },
    };
  }
  const lead = await getContactMessage(db, id);
  if (!lead) return 'gone';
  if (lead.spamReason) return 'spam';
  return { emails: contactMessageEmails(lead, mail), language: lead.language, alert: { name: lead.name, preview: lead.message } };
}

/** The customer's confirmation, a receipt of what they sent: transactional, keyed by the lead as it always was. */
function confirmation(email: EmailMessage, language: Locale): CustomerNotice {
  return {
    email: email.to,
    language,
    category: 'transactional',
    kind: email.kind,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    idempotencyKey: email.refId!,
    replyTo: email.replyTo ?? null,
  };
}

/**
 * Sends what follows a stored lead: the staff email and the customer's confirmation (through the
 * outbox, each keyed by its kind and the lead) and the new-lead alert (notifyStaff, keyed by the
 * lead and reason), all in one transaction. Every write is keyed, so a retried follow-up (its
 * process stopped after the commit and before the job was marked done) queues nothing twice.
 * A lead that was deleted, or judged spam by staff before it ran, gets none of them.
 */
export async function runLeadFollowUp(
  services: FollowUpServices,
  mail: LeadMailContext,
  { kind, id }: { kind: FormLeadKind; id: string },
  now: Date,
): Promise<'sent' | 'gone' | 'spam'> {
  const followUp = await readFollowUp(services.db, kind, id, mail);
  if (typeof followUp === 'string') return followUp;
  const { staff, customer } = followUp.emails;
  await services.transact(async (trx) => {
    await enqueueEmail(trx, staff, now);
    // A lead that came by text has no address to confirm to: its conversation answers it.
    if (customer.to) await notifyCustomer(trx, confirmation(customer, followUp.language), services, now);
    await queueLeadAlert(trx, 'created', kind, { id, ...followUp.alert }, now);
  });
  return 'sent';
}

/** The runner's definition: builds the mail context (cached settings, profile and calendar) for each run. */
export function leadFollowUpJob(services: FollowUpServices, mailContext: () => Promise<LeadMailContext>, logger: Pick<Logger, 'info' | 'warn'>) {
  return handleJob(leadFollowUpKind, async (payload, run) => {
    const outcome = await runLeadFollowUp(services, await mailContext(), payload, run.now);
    if (outcome === 'gone') logger.warn({ kind: payload.kind, id: payload.id }, 'lead follow-up: the lead is gone; nothing sent');
    else if (outcome === 'spam') logger.info({ kind: payload.kind, id: payload.id }, 'lead follow-up: marked spam since; nothing sent');
  });
}
