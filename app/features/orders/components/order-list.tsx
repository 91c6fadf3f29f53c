import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { CalendarIcon, ClipboardIcon } from '~/components/ui/icons';
import { formatAmount, formatOrderDate, type OrderStatus } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderListItem {
  id: string;
  service: string;
  date: string;
  status: OrderStatus;
  amountCents: number;
}

/** Orders as a list of rows: service, date, status, amount and a View Details link to the order's page. */
export function OrderList({ orders, headingLevel = 'h3' }: { orders: readonly OrderListItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-200">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6">
          <div className="min-w-0">
            <Heading className="font-semibold text-brand-900">{order.service}</Heading>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarIcon className="size-4 shrink-0" />
              {formatOrderDate(order.date)}
            </p>
          </div>
          <div className="flex items-center gap-4 sm:justify-end">
            <OrderStatusBadge status={order.status} />
            <span className="font-semibold text-slate-900 tabular-nums">{formatAmount(order.amountCents)}</span>
          </div>
          <Link
            to={`/dashboard/orders/${order.id}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50"
          >
            View Details
            <span className="sr-only">
              {' '}
              of {order.service}, {formatOrderDate(order.date)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NoOrders({ message, hint }: { message: string; hint: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-sand-50 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ClipboardIcon className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-brand-900">{message}</p>
      <p className="mt-1 max-w-sm text-slate-600">{hint}</p>
      <ButtonLink to="/get-quote" className="mt-6">
        Get a Quote
      </ButtonLink>
    </div>
  );
}
