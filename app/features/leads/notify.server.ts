import type { Kysely, Transaction } from 'kysely';
import { enqueueEmail } from '~/features/mail/outbox.server';
import type { Database } from '~/lib/db-schema';

type EmailMessage = Parameters<typeof enqueueEmail>[1];

/** Queues a lead's two emails inside the transaction that stores the lead. */
export async function enqueueLeadEmails(
  trx: Kysely<Database> | Transaction<Database>,
  emails: { staff: EmailMessage; customer: EmailMessage },
  now: Date,
): Promise<void> {
  await enqueueEmail(trx, emails.staff, now);
  await enqueueEmail(trx, emails.customer, now);
}
