import { Outlet } from 'react-router';
import type { Route } from './+types/contact-submissions';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadList } from '~/features/admin/components/lead-list';
import { ListLoadError } from '~/features/admin/components/load-error';
import { loadLeadList } from '~/features/admin/lead-routes.server';
import { adminMeta } from '~/features/admin/meta';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Contact Submissions', '/admin/contact-submissions', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadLeadList(context.get(servicesContext), 'contact-messages', request);
}

export default function ContactSubmissionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadList kind="contact-messages" {...loaderData}>
      <Outlet />
    </LeadList>
  );
}

export function ErrorBoundary() {
  return <ListLoadError kind="contact-messages" />;
}
