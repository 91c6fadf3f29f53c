import type { Route } from './+types/estimates-get';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiGetEstimate } from '~/features/estimates/estimate-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/estimates/:id: the estimate, its state, the signature and the order. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiGetEstimate(context.get(servicesContext), params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
