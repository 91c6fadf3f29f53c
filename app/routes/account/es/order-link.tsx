// The order an approval email's signed link opens, in Spanish (/es/orders/…).
import type { Route } from './+types/order-link';
import { dashboard } from '~/content/es/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { serviceName } from '~/features/orders/components/customer-orders';
import { OrderPage } from '~/features/orders/components/order-page';
import { JobProgress } from '~/features/jobs/components/job-progress';
import { orderLinkLoader } from '../dashboard-pages.server';

const words = dashboard.meta.order;

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? words.title(serviceName(loaderData.order.service, dashboard)) : words.fallbackTitle,
    description: words.description,
    path: '/es/dashboard/orders',
    site: siteData(matches),
    noindex: true,
  });

export const loader = orderLinkLoader;

export default function SpanishOrderLinkRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-6 py-10">
      <OrderPage data={loaderData} words={dashboard}>
        {loaderData.job ? <JobProgress progress={loaderData.job} /> : null}
      </OrderPage>
    </div>
  );
}
