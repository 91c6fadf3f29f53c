import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/lead-list';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadList } from '~/features/leads/inbox/components/lead-list';
import { ListLoadError } from '~/features/leads/inbox/components/load-error';
import { leadKindForPath, leadKinds } from '~/features/leads/lead-kinds';
import { loadLeadList } from '~/features/leads/inbox/lead-handlers.server';
import { adminMeta } from '~/components/back-office/meta';
import { servicesContext } from '~/lib/request-context';

// One module serves the three lead screens; routes.ts mounts it at each, and the path names the kind.

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const info = leadKinds[leadKindForPath(location.pathname)];
  return adminMeta(info.title, `/admin/${info.screen}`, matches);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const kind = leadKindForPath(new URL(request.url).pathname);
  return { kind, ...(await loadLeadList(context.get(servicesContext), kind, request)) };
}

export default function LeadListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadList {...loaderData}>
      <Outlet />
    </LeadList>
  );
}

export function ErrorBoundary() {
  return <ListLoadError kind={leadKindForPath(useLocation().pathname)} />;
}
