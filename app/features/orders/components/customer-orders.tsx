import type { DashboardWords } from '~/content/dashboard';
import { useCompany } from '~/lib/site-company';
import { serviceNamed } from '~/content/lead-choices';

// What the customer's order pages (the dashboard's overview, orders and one order) share.

/** An order's service (kept by its English name) in the page's language, when it is one of ours. */
export function serviceName(service: string, words: DashboardWords): string {
  return serviceNamed(service, words.requests.projectTypes);
}

/** Orders with their services named in the page's language. */
export function named<Order extends { service: string }>(orders: readonly Order[], words: DashboardWords): Order[] {
  return orders.map((order) => ({ ...order, service: serviceName(order.service, words) }));
}

/** The office's number as a link that calls it. */
export function CallUs({ className }: { className: string }) {
  const company = useCompany();
  return (
    <a href={`tel:${company.phone.e164}`} className={className}>
      {company.phone.display}
    </a>
  );
}
