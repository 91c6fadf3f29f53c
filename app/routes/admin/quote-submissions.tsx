import { Outlet } from 'react-router';
import type { Route } from './+types/quote-submissions';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadList } from '~/features/admin/components/lead-list';
import { ListLoadError } from '~/features/admin/components/load-error';
import { loadLeadList } from '~/features/admin/lead-routes.server';
import { adminMeta } from '~/features/admin/meta';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Quote Submissions', '/admin/quote-submissions', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadLeadList(context.get(servicesContext), 'quote-requests', request);
}

export default function QuoteSubmissionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadList kind="quote-requests" {...loaderData}>
      <Outlet />
    </LeadList>
  );
}

export function ErrorBoundary() {
  return <ListLoadError kind="quote-requests" />;
}
