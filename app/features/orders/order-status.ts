import { orderStatusNames } from '~/content/order-statuses';
import { formatCalendarDate } from '~/features/calendar/business-dates';

/** SPEC section 4: an order starts pending; staff move it along. */
export const ORDER_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = orderStatusNames;

/**
 * Where an order may go from each status: on along the work, back a step (a job started too early,
 * a completed one reopened for more work), and a cancellation undone as pending. A cancelled order
 * is never completed, nor a completed one cancelled or pending again.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['pending', 'completed', 'cancelled'],
  completed: ['in-progress'],
  cancelled: ['pending'],
};

/** Why an order with status `from` cannot become `to`, or undefined when it can (or already is). */
export function refusedMove(from: OrderStatus, to: OrderStatus): string | undefined {
  if (from === to || ORDER_MOVES[from].includes(to)) return undefined;
  if (from === 'completed') return `A completed order can only be reopened as In Progress; it cannot become ${orderStatusLabels[to]}.`;
  if (from === 'cancelled') return `A cancelled order can only be reinstated as Pending; it cannot become ${orderStatusLabels[to]}.`;
  return `An order that is ${orderStatusLabels[from]} cannot become ${orderStatusLabels[to]}.`;
}

export function toOrderStatus(value: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatAmount(cents: number): string {
  return usd.format(cents / 100);
}

/** A YYYY-MM-DD day in en-US form (SPEC: dates use en-US format; es-US on the Spanish pages), the same on server and browser. */
export const formatOrderDate = formatCalendarDate;
