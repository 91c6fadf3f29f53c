import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';

/**
 * Whether the customer at this address wrote to us after `since`: a quote request, a contact
 * message or a contact left with the assistant (suspected spam aside). Follow-ups stop when a
 * customer answers through any door, not only the estimate's link. One table after the other: it
 * may run in a transaction, whose one connection takes one query at a time.
 */
export async function heardFromSince(db: Kysely<Database> | Transaction<Database>, email: string, since: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  for (const table of ['quoteRequests', 'contactMessages', 'chatbotContacts'] as const) {
    const found = await db
      .selectFrom(table)
      .select('id')
      .where(sql<string>`lower(email)`, '=', address)
      .where('createdAt', '>', since)
      .where('spamReason', 'is', null)
      .executeTakeFirst();
    if (found) return true;
  }
  return false;
}
