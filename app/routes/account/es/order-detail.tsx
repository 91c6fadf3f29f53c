// The customer dashboard in Spanish (/es/dashboard): the same page with the Spanish words.
import type { Route } from './+types/order-detail';
import { dashboard } from '~/content/es/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { serviceName } from '~/features/orders/components/customer-orders';
import { OrderPage } from '~/features/orders/components/order-page';
import { JobProgress } from '~/features/jobs/components/job-progress';
import { orderLoader } from '../dashboard-pages.server';

const words = dashboard.meta.order;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta({
    title: loaderData ? words.title(serviceName(loaderData.order.service, dashboard)) : words.fallbackTitle,
    description: words.description,
    path: `/es/dashboard/orders/${params.orderId}`,
    site: siteData(matches),
    noindex: true,
  });

export const loader = orderLoader;

export default function SpanishOrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <OrderPage data={loaderData} words={dashboard}>
      {loaderData.job ? <JobProgress progress={loaderData.job} /> : null}
    </OrderPage>
  );
}
