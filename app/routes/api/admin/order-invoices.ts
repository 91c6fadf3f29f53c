import type { Route } from './+types/order-invoices';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiCreateInvoice } from '~/features/payments/payment-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/orders/:id/invoices {"kind": "progress" | "final", "lines"?}: a new invoice, emailed to the customer. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiCreateInvoice(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
