import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import { listOptOuts } from '~/features/notifications/opt-outs.server';
import { readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import { logger } from '~/lib/logger.server';
import { readPageNumber } from '~/lib/page-number';
import type { AppServices } from '~/lib/request-context';
import { orderStatusLabels } from './order-status';
import { orderListSearch, orderStatusFormSchema, readOrderStatusFilter } from './order-status-form';
import { changeOrderStatus, listOrders } from './orders.server';

// The back office's Orders screen, once the route has checked the role.

/**
 * The list, filtered by status and paged, newest first. An unknown status or a page number no
 * list has goes to the list itself; a page past the end to the last page.
 */
export async function loadStaffOrders(services: AppServices, request: Request) {
  const url = new URL(request.url);
  const status = readOrderStatusFilter(url.searchParams.get('status'));
  const page = readPageNumber(url.searchParams.get('page'));
  const canonical = orderListSearch(status ?? null, page);
  if (status === undefined || url.search !== canonical) throw redirect(`${url.pathname}${orderListSearch(status ?? null, page)}`);
  const orders = await listOrders(services.db, { status, page });
  if (page > orders.pageCount) throw redirect(`${url.pathname}${orderListSearch(status, orders.pageCount)}`);
  const optOuts = await listOptOuts(
    services.db,
    orders.items.flatMap((order) => (order.customerEmail ? [order.customerEmail] : [])),
  );
  return { status, orders, optOuts: Object.fromEntries(optOuts) };
}

export type OrderStatusReply = FormReply<'order-status'> & { orderId?: string };

/** One order moved on: audit-logged on the order and emailed to the customer; the list reloads. */
export async function handleOrderStatusAction(services: AppServices, actor: Actor, request: Request) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const fail = (status: number, message: string, orderId?: string) =>
    data<OrderStatusReply>({ intent: 'order-status', ok: false, message, orderId }, { status });
  if (!form) return fail(400, 'The form could not be read. Reload the page and try again.');
  const submission = parseWithZod(form, { schema: orderStatusFormSchema });
  if (submission.status !== 'success')
    return fail(400, Object.values(submission.error ?? {}).flat()[0] ?? 'Choose a status', String(form.get('orderId') ?? ''));
  const { orderId, status } = submission.value;
  try {
    const changed = await changeOrderStatus(services.transact, orderId, status, actor, { publicUrl: services.env.PUBLIC_URL });
    if (!changed.ok) return fail(404, changed.message, orderId);
    const who = changed.order.customerName ?? 'the customer';
    const message = changed.changed
      ? `The order of ${who} is now ${orderStatusLabels[status]}; the customer was emailed.`
      : `The order of ${who} was already ${orderStatusLabels[status]}.`;
    return data<OrderStatusReply>({ intent: 'order-status', ok: true, message, orderId });
  } catch (error) {
    logger.error({ err: error, orderId }, 'order status could not be changed');
    return fail(503, 'The status could not be saved just now. Please try again.', orderId);
  }
}
