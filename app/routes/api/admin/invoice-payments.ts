import type { Route } from './+types/invoice-payments';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiRecordPayment } from '~/features/payments/payment-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/invoices/:id/payments {"amountCents","method","reference"?,"paidOn"?}: a check, Zelle, cash or other payment. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiRecordPayment(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
