import type { Route } from './+types/invoice-export';
import { requireAdmin } from '~/features/accounts/guards.server';
import { exportInvoicesCsv } from '~/features/payments/back-office/invoice-office-handlers.server';
import { servicesContext } from '~/lib/request-context';

/** GET /admin/invoices/export.csv?view=: the Invoices page's view as CSV, every invoice of it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return exportInvoicesCsv(context.get(servicesContext), request);
}
