import type { Route } from './+types/orders';
import { dashboard } from '~/content/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { OrdersPage } from '~/features/orders/components/orders-page';
import { ordersLoader } from './dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.orders, path: '/dashboard/orders', site: siteData(matches), noindex: true });

export const loader = ordersLoader;

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData} words={dashboard} />;
}
