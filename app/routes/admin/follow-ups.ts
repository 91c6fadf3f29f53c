import { redirect } from 'react-router';
import type { Route } from './+types/follow-ups';
import { requireAdmin } from '~/features/accounts/guards.server';
import { handleFollowUpAction } from '~/features/followups/follow-up-handlers.server';
import { servicesContext } from '~/lib/request-context';

/** Nothing to show here: the follow-ups are on their lead, estimate, order and the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect('/admin/dashboard');
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleFollowUpAction(context.get(servicesContext), { userId: user.id, email: user.email }, params.id, request);
}
