// The customer dashboard in Spanish (/es/dashboard): the same page with the Spanish words.
import type { Route } from './+types/orders';
import { dashboard } from '~/content/es/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { OrdersPage } from '~/features/orders/components/orders-page';
import { ordersLoader } from '../dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.orders, path: '/es/dashboard/orders', site: siteData(matches), noindex: true });

export const loader = ordersLoader;

export default function SpanishOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData} words={dashboard} />;
}
