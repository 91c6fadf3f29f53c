import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import type { DashboardWords } from '~/content/dashboard';
import type { Order } from '../orders.server';
import { named } from './customer-orders';
import { NoOrders, OrderList } from './order-list';

/** Every order of the customer's (/dashboard/orders), newest first. */
export function OrdersPage({ data, words }: { data: { orders: Order[] }; words: DashboardWords }) {
  const { orders } = data;
  return (
    <DashboardPanel id="orders-heading" title={words.orders.heading} intro={orders.length ? words.orders.count(orders.length) : undefined}>
      {orders.length ? <OrderList orders={named(orders, words)} words={words} /> : <NoOrders words={words.noOrders} />}
    </DashboardPanel>
  );
}
