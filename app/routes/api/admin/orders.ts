import type { Route } from './+types/orders';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiListOrders } from '~/features/orders/order-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/orders?status=&page= */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiListOrders(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
