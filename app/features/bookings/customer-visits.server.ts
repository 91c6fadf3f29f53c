import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';

// What later features (follow-ups) read of a customer's visits, without the visits table.

export interface VisitQuestion {
  /** The quote request the customer asked from, if any: a visit booked from it is theirs. */
  quoteRequestId: string | null;
  /** Their address: a visit booked under it (any case) is theirs too. */
  email: string;
  /** Since when a new booking counts (an estimate's follow-ups: when they were planned). */
  since: string;
  now: Date;
}

/**
 * Whether the customer has an estimate visit that stands: booked (not cancelled) after `since`,
 * or booked before it and still to come, and confirmed from its address (anyone can type an
 * address into /book; a tentative visit stops nothing). Either way someone is going to see them,
 * so a follow-up asking them to answer should not go. Both kinds start after `since` (a visit is
 * booked ahead), which bounds the read to the start-time index.
 */
export async function hasStandingVisit(db: Kysely<Database> | Transaction<Database>, { quoteRequestId, email, since, now }: VisitQuestion): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const found = await db
    .selectFrom('visits')
    .select('id')
    .where('status', '=', 'booked')
    .where('confirmedAt', 'is not', null)
    .where('startsAt', '>', since)
    .where((eb) => eb.or([eb('createdAt', '>', since), eb('startsAt', '>', now.toISOString())]))
    .where((eb) => eb.or([eb(sql<string>`lower(customer_email)`, '=', address), ...(quoteRequestId ? [eb('quoteRequestId', '=', quoteRequestId)] : [])]))
    .executeTakeFirst();
  return found !== undefined;
}
