import { orderStatusNames } from '~/content/order-statuses';
import { formatCalendarDate } from '~/lib/business-dates';

/** SPEC section 4: an order starts pending; staff move it along. */
export const ORDER_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = orderStatusNames;

export function toOrderStatus(value: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatAmount(cents: number): string {
  return usd.format(cents / 100);
}

/** A YYYY-MM-DD day in en-US form (SPEC: dates use en-US format; es-US on the Spanish pages), the same on server and browser. */
export const formatOrderDate = formatCalendarDate;
