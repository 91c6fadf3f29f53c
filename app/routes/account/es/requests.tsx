// The customer dashboard in Spanish (/es/dashboard): the same page with the Spanish words.
import type { Route } from './+types/requests';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { dashboard } from '~/content/es/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { RequestsPage } from '~/features/leads/my-requests/components/requests-page';
import { requestsAction, requestsLoader } from '../dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.requests, path: '/es/dashboard/requests', site: siteData(matches), noindex: true });

export const loader = requestsLoader;
export const headers = passActionHeaders;
export const action = requestsAction;

export default function SpanishRequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestsPage data={loaderData} actionData={actionData} words={dashboard} />;
}
