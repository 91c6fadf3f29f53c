import type { Route } from './+types/invoices';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { InvoiceList } from '~/features/payments/back-office/components/invoice-list';
import { loadInvoiceList } from '~/features/payments/back-office/invoice-office-handlers.server';
import { servicesContext } from '~/lib/request-context';

// The back office's Invoices (docs/payments.md): this month's totals, a view per status (and overdue), the CSV export.

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Invoices', '/admin/invoices', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadInvoiceList(context.get(servicesContext), request);
}

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return <InvoiceList {...loaderData} />;
}
