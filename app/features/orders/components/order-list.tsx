import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { CalendarIcon, ClipboardIcon } from '~/components/ui/icons';
import type { DashboardWords } from '~/content/dashboard';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { formatAmount, formatOrderDate, type OrderStatus } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderListItem {
  id: string;
  service: string;
  date: string;
  status: OrderStatus;
  amountCents: number;
  /** Where the order's job is, in the page's language; none for an order without a job. */
  stage?: string | null;
}

/** A customer's orders as rows: service, date, status, amount and a View Details link to the order's page. */
export function OrderList({ orders, words }: { orders: readonly OrderListItem[]; words: DashboardWords }) {
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200">
      {orders.map((order) => {
        const date = formatOrderDate(order.date, locale);
        return (
          <li key={order.id} className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6">
            <div className="min-w-0">
              <h3 className="font-semibold text-brand-900">{order.service}</h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarIcon className="size-4 shrink-0" />
                {date}
              </p>
              {order.stage ? <p className="mt-1 text-sm font-medium text-slate-700">{words.orderList.stage(order.stage)}</p> : null}
            </div>
            <div className="flex items-center gap-4 sm:justify-end">
              <OrderStatusBadge status={order.status} names={words.orderStatuses} />
              <span className="font-semibold text-slate-900 tabular-nums">{formatAmount(order.amountCents)}</span>
            </div>
            <Link
              to={linkIn(locale, `/dashboard/orders/${order.id}`)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50"
            >
              {words.orderList.viewDetails}
              <span className="sr-only"> {words.orderList.detailsOf(order.service, date)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function NoOrders({ words }: { words: DashboardWords['noOrders'] }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-sand-50 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ClipboardIcon className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-brand-900">{words.message}</p>
      <p className="mt-1 max-w-sm text-slate-600">{words.hint}</p>
      <ButtonLink to="/get-quote" className="mt-6">
        {words.action}
      </ButtonLink>
    </div>
  );
}
