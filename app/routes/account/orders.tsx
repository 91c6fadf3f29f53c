import type { Route } from './+types/orders';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { requireUser } from '~/features/accounts/guards.server';
import { NoOrders, OrderList } from '~/features/orders/components/order-list';
import { listOrdersForCustomer } from '~/features/orders/orders.server';
import { accountPages } from '~/content/accounts';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'My Orders', description: 'Your orders.', path: '/dashboard/orders', site: siteData(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { orders: await listOrdersForCustomer(context.get(servicesContext).db, user) };
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <DashboardPanel
      id="orders-heading"
      title="My Orders"
      intro={orders.length ? `${orders.length} order${orders.length === 1 ? '' : 's'}, the most recent first.` : undefined}
    >
      {orders.length ? (
        <OrderList orders={orders} />
      ) : (
        <NoOrders message={accountPages.dashboard.emptyOrders} hint={accountPages.dashboard.emptyOrdersHint} />
      )}
    </DashboardPanel>
  );
}
