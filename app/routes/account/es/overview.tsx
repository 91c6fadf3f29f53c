// The customer dashboard in Spanish (/es/dashboard): the same page with the Spanish words.
import type { Route } from './+types/overview';
import { dashboard } from '~/content/es/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { OverviewPage } from '~/features/orders/components/overview-page';
import { overviewLoader } from '../dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.overview, path: '/es/dashboard', site: siteData(matches), noindex: true });

export const loader = overviewLoader;

export default function SpanishOverviewRoute({ loaderData }: Route.ComponentProps) {
  return <OverviewPage data={loaderData} words={dashboard} />;
}
