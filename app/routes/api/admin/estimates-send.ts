import type { Route } from './+types/estimates-send';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiSendEstimate } from '~/features/estimates/estimate-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/estimates/:id/send: emails the customer a new link. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiSendEstimate(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
