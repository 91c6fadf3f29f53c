import type { Route } from './+types/requests';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { dashboard } from '~/content/dashboard';
import { pageMeta, siteData } from '~/lib/seo';
import { RequestsPage } from '~/features/leads/my-requests/components/requests-page';
import { requestsAction, requestsLoader } from './dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.requests, path: '/dashboard/requests', site: siteData(matches), noindex: true });

export const loader = requestsLoader;
export const headers = passActionHeaders;
export const action = requestsAction;

export default function RequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestsPage data={loaderData} actionData={actionData} words={dashboard} />;
}
