import type { Route } from './+types/payment-refund';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiRefundPayment } from '~/features/payments/payment-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/payments/:id/refund {"amountCents"?}: through Stripe for a card or bank payment, recorded by hand otherwise. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiRefundPayment(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
