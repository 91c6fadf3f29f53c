import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { PhotoSummary } from '../intake/quote-requests.server';

export interface CustomerQuoteRequest {
  id: string;
  projectType: string;
  city: string;
  status: string;
  createdAt: string;
  photos: PhotoSummary[];
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
 * first. Only for an address the customer has confirmed, and only the leads confirmed from it
 * (request-confirmation.server.ts): anyone can type any address into a form. Suspected spam stays
 * with staff.
 */
export async function listCustomerRequests(db: Kysely<Database>, email: string): Promise<CustomerRequests> {
  const address = email.trim().toLowerCase();
  const [quoteRequests, messages] = await Promise.all([
    db
      .selectFrom('quoteRequests')
      .select(['id', 'projectType', 'city', 'status', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('spamReason', 'is', null)
      .where('confirmedAt', 'is not', null)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('contactMessages')
      .select(['id', 'subject', 'status', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('spamReason', 'is', null)
      .where('confirmedAt', 'is not', null)
      .orderBy('createdAt', 'desc')
      .execute(),
  ]);
  const photos = quoteRequests.length
    ? await db
        .selectFrom('quoteRequestPhotos')
        .select(['id', 'quoteRequestId', 'filename', 'width', 'height'])
        .where(
          'quoteRequestId',
          'in',
          quoteRequests.map((quote) => quote.id),
        )
        .orderBy('quoteRequestId')
        .orderBy('position')
        .execute()
    : [];
  return {
    quoteRequests: quoteRequests.map((quote) => ({
      ...quote,
      photos: photos.filter((photo) => photo.quoteRequestId === quote.id).map(({ quoteRequestId: _request, ...photo }) => photo),
    })),
    messages,
  };
}
