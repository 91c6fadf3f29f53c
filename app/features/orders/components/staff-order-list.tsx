import { type ReactNode, useId } from 'react';
import { Form, Link, useActionData, useNavigation, useSubmit } from 'react-router';
import { Pagination } from '~/components/back-office/pagination';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/field';
import { AutomatedEmailControl } from '~/features/notifications/components/automated-email-control';
import type { OptOutReply } from '~/features/notifications/opt-out-actions.server';
import { OPT_OUT_INTENT } from '~/features/notifications/opt-out-form';
import type { OptOut } from '~/features/notifications/opt-outs.server';
import { formatCalendarDate, formatDate, formatDateTime, formatTime } from '~/features/calendar/business-dates';
import type { OrderStatusReply } from '../order-handlers.server';
import { formatAmount, ORDER_MOVES, ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '../order-status';
import { orderListSearch } from '../order-status-form';
import type { OrderPage } from '../orders.server';
import { OrderStatusBadge } from './order-status-badge';

const labelClass = 'block text-xs font-semibold tracking-wide text-slate-700 uppercase';

function StatusFilter({ status }: { status: OrderStatus | null }) {
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" action="/admin/orders" className="flex flex-wrap items-end gap-3" aria-label="Filter orders">
      <div className="w-48">
        <label htmlFor={id} className={labelClass}>
          Status
        </label>
        <Select
          id={id}
          name="status"
          defaultValue={status ?? ''}
          key={status}
          onChange={(event) => submit(event.currentTarget.form)}
          size="compact"
          className="mt-1"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" size="compact">
        Filter
      </Button>
    </Form>
  );
}

/** Columns that only a wider screen shows: on a phone the customer's cell carries what they say. */
const wide = 'hidden md:table-cell';

function OrderSummary({ order }: { order: OrderPage['items'][number] }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{order.service}</span>
      <span className="block text-xs text-slate-600">{order.description}</span>
      {order.permitsApplyBy ? (
        <span className="block text-xs font-semibold text-amber-800">Apply for permits by {formatCalendarDate(order.permitsApplyBy)} (deposit over 10%)</span>
      ) : null}
      {order.estimateId ? (
        <Link to={`/admin/estimates/${encodeURIComponent(order.estimateId)}`} className="text-xs font-semibold text-brand-700 underline underline-offset-2">
          Signed estimate<span className="sr-only"> of {order.customerName}</span>
        </Link>
      ) : null}
    </>
  );
}

/** One order's status form: pick the new status among those it may move to, then Update (each change emails the customer). */
function StatusForm({ order, search }: { order: OrderPage['items'][number]; search: string }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('orderId') === order.id;
  const who = order.customerName ?? order.customerEmail ?? 'this order';
  return (
    <Form method="post" action={`/admin/orders${search}`} className="flex flex-col items-stretch gap-2 md:flex-row md:items-center" preventScrollReset>
      <input type="hidden" name="orderId" value={order.id} />
      <label htmlFor={id} className="sr-only">
        New status of the order of {who}
      </label>
      <Select id={id} name="status" defaultValue={order.status} key={`${order.id}-${order.status}`} size="compact" className="md:w-36">
        {ORDER_STATUSES.filter((value) => value === order.status || ORDER_MOVES[order.status].includes(value)).map((value) => (
          <option key={value} value={value}>
            {orderStatusLabels[value]}
          </option>
        ))}
      </Select>
      <Button type="submit" disabled={busy} variant="secondary" size="compact">
        {busy ? 'Updating...' : 'Update'}
        <span className="sr-only"> the order of {who}</span>
      </Button>
    </Form>
  );
}

/**
 * The back office's Orders: filter by status, newest first, paged; each row moves its order on.
 * On a phone the table keeps two columns, the order (its date, amount and status written under
 * the customer) and its status form, so the page never scrolls sideways.
 */
export function StaffOrderList({
  status,
  orders,
  optOuts,
  notice,
  extra,
}: {
  status: OrderStatus | null;
  orders: OrderPage;
  /** Customers who opted out of automated email, by lower-cased address: said on their orders, with a way to undo. */
  optOuts: Record<string, OptOut>;
  /** What later features say about the page (the follow-ups' buttons), and show under each order (its review requests). */
  notice?: ReactNode;
  extra?: (order: OrderPage['items'][number]) => ReactNode;
}) {
  const reply = useActionData<OrderStatusReply | OptOutReply>();
  const navigation = useNavigation();
  // A resumed customer's row loses its control, so the page says it was done.
  const shown = navigation.state === 'idle' && (reply?.intent === 'order-status' || (reply?.intent === OPT_OUT_INTENT && reply.ok)) ? reply : undefined;
  const captionId = useId();
  const search = orderListSearch(status, orders.page);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Orders</h1>
      <StatusFilter status={status} />
      {/* A change made is said politely; one refused is an alert. */}
      {shown && !shown.ok ? (
        <p role="alert" className="min-h-5 text-sm font-medium text-danger-700">
          {shown.message}
        </p>
      ) : (
        <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
          {shown?.message ?? ''}
        </p>
      )}
      {notice ? <div id="follow-ups">{notice}</div> : null}
      {orders.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {status ? `No ${orderStatusLabels[status].toLowerCase()} orders.` : 'No orders yet: they appear here when a customer approves an estimate.'}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              Orders{status ? `, ${orderStatusLabels[status].toLowerCase()}` : ''}, newest first
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className={`${wide} px-4 py-2.5 font-semibold`}>
                  Placed
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold md:px-4">
                  Customer
                </th>
                <th scope="col" className={`${wide} px-4 py-2.5 font-semibold`}>
                  Order
                </th>
                <th scope="col" className={`${wide} px-4 py-2.5 text-right font-semibold`}>
                  Amount
                </th>
                <th scope="col" className={`${wide} px-4 py-2.5 font-semibold`}>
                  Status
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold md:px-4">
                  Change status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.items.map((order) => (
                <tr key={order.id} className="align-top">
                  <td className={`${wide} px-4 py-3 whitespace-nowrap`}>
                    <time dateTime={order.createdAt}>
                      {formatDate(order.createdAt)}
                      <span className="block text-xs text-slate-600">{formatTime(order.createdAt)}</span>
                    </time>
                  </td>
                  <td className="px-3 py-3 md:px-4">
                    <Link to={`/admin/orders/${encodeURIComponent(order.id)}`} className="font-medium text-brand-800 underline underline-offset-2">
                      {order.customerName ?? 'Order'}
                      <span className="sr-only">: open the job</span>
                    </Link>
                    <span className="block text-xs break-all text-slate-600">{order.customerEmail}</span>
                    {order.customerEmail && optOuts[order.customerEmail.toLowerCase()] ? (
                      <div className="mt-1.5">
                        <AutomatedEmailControl
                          email={order.customerEmail}
                          optOut={optOuts[order.customerEmail.toLowerCase()]}
                          action={`/admin/orders${search}`}
                        />
                      </div>
                    ) : null}
                    <div className="mt-1.5 space-y-1 md:hidden">
                      <OrderSummary order={order} />
                      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                        <span className="font-semibold text-slate-900 tabular-nums">{formatAmount(order.amountCents)}</span>
                        <OrderStatusBadge status={order.status} />
                      </p>
                    </div>
                    {extra ? <div className="mt-2">{extra(order)}</div> : null}
                  </td>
                  <td className={`${wide} px-4 py-3`}>
                    <OrderSummary order={order} />
                  </td>
                  <td className={`${wide} px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums`}>{formatAmount(order.amountCents)}</td>
                  <td className={`${wide} px-4 py-3`}>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="w-36 px-3 py-3 md:w-auto md:px-4">
                    <StatusForm order={order} search={search} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label="Order pages"
        page={orders.page}
        pageCount={orders.pageCount}
        total={orders.total}
        pageSize={orders.pageSize}
        href={(page) => `/admin/orders${orderListSearch(status, page)}`}
      />
    </div>
  );
}
