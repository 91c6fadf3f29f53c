import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import { listOptOuts } from '~/features/notifications/opt-outs.server';
import { readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { MAX_JSON_BYTES, readJsonObject } from '~/lib/json-body.server';
import { logger } from '~/lib/logger.server';
import { PAGE_NUMBER_ERROR, parsePageNumber, readPageNumber } from '~/lib/page-number';
import type { AppServices } from '~/lib/request-context';
import { ORDER_MOVES, type OrderStatus, orderStatusLabels } from './order-status';
import { apiOrderStatusSchema, orderListSearch, orderStatusFormSchema, readOrderStatusFilter, toApiStatus } from './order-status-form';
import { changeOrderStatus, listOrders, type StaffOrder } from './orders.server';
import { orderCompany } from './order-emails.server';

// The back office's Orders screen and the orders API, once the route has checked the role.

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

type MoveOutcome =
  | { ok: true; order: StaffOrder; message: string }
  | { ok: false; status: 404 | 503; message: string }
  | { ok: false; status: 409; message: string; current: OrderStatus };

/**
 * One order moved on, for the screen and the API alike: audit-logged on the order, the customer
 * emailed, and what later features do on a change (the review request) planned, in one transaction.
 */
async function moveOrder(services: AppServices, actor: Actor, orderId: string, status: OrderStatus): Promise<MoveOutcome> {
  try {
    const changed = await changeOrderStatus(services.transact, orderId, status, actor, {
      publicUrl: services.env.PUBLIC_URL,
      hooks: services.orderHooks,
      company: await orderCompany(services.db),
      secret: services.secret,
      orderLinkDays: services.env.ORDER_LINK_DAYS,
    });
    if (!changed.ok)
      return changed.reason === 'not-allowed'
        ? { ok: false, status: 409, message: changed.message, current: changed.status }
        : { ok: false, status: 404, message: changed.message };
    const who = changed.order.customerName ?? 'the customer';
    const message = changed.changed
      ? `The order of ${who} is now ${orderStatusLabels[status]}; the customer was emailed.`
      : `The order of ${who} was already ${orderStatusLabels[status]}.`;
    return { ok: true, order: changed.order, message };
  } catch (error) {
    logger.error({ err: error, orderId }, 'order status could not be changed');
    return { ok: false, status: 503, message: 'The status could not be saved just now. Please try again.' };
  }
}

export type OrderStatusReply = FormReply<'order-status'> & { orderId?: string };

/** One order moved on from the screen; the list reloads. */
export async function handleOrderStatusAction(services: AppServices, actor: Actor, request: Request) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const fail = (status: number, message: string, orderId?: string) =>
    data<OrderStatusReply>({ intent: 'order-status', ok: false, message, orderId }, { status });
  if (!form) return fail(400, 'The form could not be read. Reload the page and try again.');
  const submission = parseWithZod(form, { schema: orderStatusFormSchema });
  if (submission.status !== 'success')
    return fail(400, Object.values(submission.error ?? {}).flat()[0] ?? 'Choose a status', String(form.get('orderId') ?? ''));
  const { orderId, status } = submission.value;
  const moved = await moveOrder(services, actor, orderId, status);
  if (!moved.ok) return fail(moved.status, moved.message, orderId);
  return data<OrderStatusReply>({ intent: 'order-status', ok: true, message: moved.message, orderId });
}

function jsonError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

function apiOrder(order: StaffOrder) {
  return {
    id: order.id,
    status: toApiStatus(order.status),
    service: order.service,
    date: order.date,
    amountCents: order.amountCents,
    description: order.description,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    quoteRequestId: order.quoteRequestId,
    estimateId: order.estimateId,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** GET /api/admin/orders?status=&page=: the Orders screen's list, as JSON. */
export async function apiListOrders(services: AppServices, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get('status');
  const status = readOrderStatusFilter(rawStatus === null ? null : rawStatus.replace('_', '-'));
  const page = parsePageNumber(params.get('page'));
  const fieldErrors: Record<string, string[]> = {};
  if (status === undefined) fieldErrors.status = ['status must be one of: pending, in_progress, completed, cancelled'];
  if (page === undefined) fieldErrors.page = [PAGE_NUMBER_ERROR];
  if (status === undefined || page === undefined) return jsonError(400, Object.values(fieldErrors)[0]![0]!, fieldErrors);
  const orders = await listOrders(services.db, { status, page });
  return Response.json({ orders: orders.items.map(apiOrder), total: orders.total, page: orders.page, pageSize: orders.pageSize, pageCount: orders.pageCount });
}

/** PATCH /api/admin/orders/:id {"status"}: as the screen's Update, with its audit log and the customer's email. */
export async function apiPatchOrder(services: AppServices, orderId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = apiOrderStatusSchema.safeParse(body.body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const problem of parsed.error.issues) (fieldErrors[problem.path.join('.') || 'body'] ??= []).push(problem.message);
    return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid status', fieldErrors);
  }
  const moved = await moveOrder(services, actor, orderId.slice(0, 100), parsed.data.status);
  if (!moved.ok && moved.status === 409)
    return Response.json({ error: moved.message, status: toApiStatus(moved.current), allowed: ORDER_MOVES[moved.current].map(toApiStatus) }, { status: 409 });
  if (!moved.ok) return jsonError(moved.status, moved.status === 404 ? `No order has the id ${orderId.slice(0, 100)}.` : moved.message);
  return Response.json({ order: apiOrder(moved.order), message: moved.message });
}
