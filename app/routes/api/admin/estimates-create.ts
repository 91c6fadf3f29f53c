import type { Route } from './+types/estimates-create';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiCreateEstimate } from '~/features/estimates/estimate-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/quote-requests/:id/estimates: a draft estimate for that quote request. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiCreateEstimate(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
