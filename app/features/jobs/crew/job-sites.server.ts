import type { Kysely } from 'kysely';
import { listQuoteRequestSites } from '~/features/leads/intake/quote-requests.server';
import { listStaffOrdersByIds } from '~/features/orders/orders.server';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';

// Where a job is and whom it is for, read from its order (the customer and their language) and the
// quote request the order came from (address, phone): for many jobs at once, in two queries.

export interface JobSite {
  orderId: string;
  customerName: string;
  customerEmail: string | null;
  language: Locale;
  phone: string | null;
  /** The street line; null when the order came from no quote request (a demo order). */
  street: string | null;
  /** The street and city, and the state and ZIP code apart, as the calendar links take them. */
  streetAndCity: string | null;
  state: string | null;
  zipCode: string | null;
  /** The address on one line with the city, state and ZIP code, as a map or a calendar reads it. */
  location: string | null;
  service: string;
}

function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export async function jobSites(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, JobSite>> {
  const orders = await listStaffOrdersByIds(db, orderIds);
  const requests = await listQuoteRequestSites(
    db,
    orders.flatMap((order) => (order.quoteRequestId ? [order.quoteRequestId] : [])),
  );
  const byRequest = new Map(requests.map((request) => [request.id, request]));
  const sites = new Map<string, JobSite>();
  for (const order of orders) {
    const request = order.quoteRequestId ? byRequest.get(order.quoteRequestId) : undefined;
    sites.set(order.id, {
      orderId: order.id,
      customerName: oneLine(order.customerName ?? (request ? `${request.firstName} ${request.lastName}` : '')) || 'Customer',
      customerEmail: order.customerEmail,
      language: order.language,
      phone: request?.phone ?? null,
      street: request ? oneLine(request.address) : null,
      streetAndCity: request ? oneLine(`${request.address}, ${request.city}`) : null,
      state: request ? oneLine(request.state) : null,
      zipCode: request ? oneLine(request.zipCode) : null,
      location: request ? oneLine(`${request.address}, ${request.city}, ${request.state} ${request.zipCode}`) : null,
      service: order.service,
    });
  }
  return sites;
}
