import type { Route } from './+types/overview';
import { dashboard } from '~/content/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { OverviewPage } from '~/features/orders/components/overview-page';
import { overviewLoader } from './dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...dashboard.meta.overview, path: '/dashboard', site: siteData(matches), noindex: true });

export const loader = overviewLoader;

export default function OverviewRoute({ loaderData }: Route.ComponentProps) {
  return <OverviewPage data={loaderData} words={dashboard} />;
}
