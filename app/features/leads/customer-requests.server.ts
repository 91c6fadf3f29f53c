import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';

export interface CustomerQuoteRequest {
  id: string;
  projectType: string;
  city: string;
  status: string;
  createdAt: string;
}

export interface CustomerMessage {
  id: string;
  subject: string;
  status: string;
  createdAt: string;
}

export interface CustomerRequests {
  quoteRequests: CustomerQuoteRequest[];
  messages: CustomerMessage[];
}

/**
 * The quote requests and contact messages sent from `email`, whatever its capitalisation, newest
 * first. Only for an address the customer has confirmed: anyone can type any address into a form.
 * Suspected spam stays with staff.
 */
export async function listCustomerRequests(db: Kysely<Database>, email: string): Promise<CustomerRequests> {
  const address = email.trim().toLowerCase();
  const [quoteRequests, messages] = await Promise.all([
    db
      .selectFrom('quoteRequests')
      .select(['id', 'projectType', 'city', 'status', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('spamReason', 'is', null)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('contactMessages')
      .select(['id', 'subject', 'status', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('spamReason', 'is', null)
      .orderBy('createdAt', 'desc')
      .execute(),
  ]);
  return { quoteRequests, messages };
}
