import type { Route } from './+types/invoices';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiListInvoices } from '~/features/payments/payment-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/invoices?orderId=&status= */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiListInvoices(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
