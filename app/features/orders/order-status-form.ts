import { z } from '~/lib/schema';
import { ORDER_STATUSES } from './order-status';

/** Staff move an order on from the Orders list: which order, and its new status. */
export const orderStatusFormSchema = z.object({
  orderId: z.string({ error: 'Choose an order' }).min(1, 'Choose an order').max(100, 'Choose an order'),
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});

/** The list's filter as read from its URL: a status, or all. */
export function readOrderStatusFilter(value: string | null): (typeof ORDER_STATUSES)[number] | null | undefined {
  if (value === null || value === '') return null;
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as (typeof ORDER_STATUSES)[number]) : undefined;
}

/** The query string of one view of the list: only what differs from the default. */
export function orderListSearch(status: string | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's spelling of a status: in_progress for in-progress (it accepts both). */
export function toApiStatus(status: (typeof ORDER_STATUSES)[number]): string {
  return status.replace('-', '_');
}

/** PATCH /api/admin/orders/:id's body. */
export const apiOrderStatusSchema = z.object({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace('_', '-') : value),
    z.enum(ORDER_STATUSES, { error: 'status must be one of: pending, in_progress, completed, cancelled' }),
  ),
});
