import type { Transaction } from 'kysely';
import { enqueueEmail } from '~/features/mail/outbox.server';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';

/** One automated email to a customer. */
export interface AutomatedEmail {
  email: string;
  language: Locale;
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** The same key queues the email once. */
  idempotencyKey: string;
}

/** Queues an automated customer email in the caller's transaction. */
export async function deliverAutomated(
  trx: Transaction<Database>,
  message: AutomatedEmail,
  now: Date,
): Promise<{ sent: true } | { sent: false; reason: 'opted-out' }> {
  await enqueueEmail(
    trx,
    { kind: message.kind, refId: message.idempotencyKey, to: message.email, subject: message.subject, text: message.text, html: message.html },
    now,
  );
  return { sent: true };
}
