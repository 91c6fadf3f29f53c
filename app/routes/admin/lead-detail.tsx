import { useLocation } from 'react-router';
import type { Route } from './+types/lead-detail';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadDetail } from '~/features/admin/components/lead-detail';
import { LeadLoadError } from '~/features/admin/components/load-error';
import { leadKindForPath } from '~/features/admin/lead-kinds';
import { handleLeadAction, loadLeadDetail } from '~/features/admin/lead-routes.server';
import { readListQuery } from '~/features/admin/list-query';
import { servicesContext } from '~/lib/request-context';

// One module serves each lead's own URL on the three lead screens; the path names the kind.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const kind = leadKindForPath(url.pathname);
  const detail = await loadLeadDetail(context.get(servicesContext), kind, params.id);
  return { detail, query: readListQuery(kind, url.searchParams) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const kind = leadKindForPath(new URL(request.url).pathname);
  return handleLeadAction(context.get(servicesContext), kind, params.id, { userId: user.id, email: user.email }, request);
}

export default function LeadDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const serverError = actionData && 'error' in actionData ? actionData.error : undefined;
  return <LeadDetail detail={loaderData.detail} query={loaderData.query} serverError={serverError} />;
}

export function ErrorBoundary() {
  return <LeadLoadError kind={leadKindForPath(useLocation().pathname)} />;
}
