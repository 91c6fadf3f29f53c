import type { Route } from './+types/contact-submission';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadDetail } from '~/features/admin/components/lead-detail';
import { LeadLoadError } from '~/features/admin/components/load-error';
import { handleLeadAction, loadLeadDetail } from '~/features/admin/lead-routes.server';
import { readListQuery } from '~/features/admin/list-query';
import { servicesContext } from '~/lib/request-context';

const kind = 'contact-messages';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const detail = await loadLeadDetail(context.get(servicesContext), kind, params.id);
  return { detail, query: readListQuery(kind, new URL(request.url).searchParams) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleLeadAction(context.get(servicesContext), kind, params.id, { userId: user.id, email: user.email }, request);
}

export default function ContactSubmissionDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const serverError = actionData && 'error' in actionData ? actionData.error : undefined;
  return <LeadDetail detail={loaderData.detail} query={loaderData.query} serverError={serverError} />;
}

export function ErrorBoundary() {
  return <LeadLoadError kind={kind} />;
}
