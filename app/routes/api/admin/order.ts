import type { Route } from './+types/order';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiPatchOrder } from '~/features/orders/order-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('PATCH');
}

/** PATCH /api/admin/orders/:id {"status": "pending" | "in_progress" | "completed" | "cancelled"} */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'PATCH') return methodNotAllowed('PATCH');
  return apiPatchOrder(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
