import type { Route } from './+types/invoice-new';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { NewInvoice } from '~/features/payments/back-office/components/new-invoice';
import { handleNewInvoice, loadNewInvoice } from '~/features/payments/back-office/invoice-office-handlers.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

// An order's new progress or final invoice (docs/payments.md); the order's money panel posts its final invoice here.

export const meta: Route.MetaFunction = ({ matches, params }) => adminMeta('New invoice', `/admin/orders/${params.orderId}/invoices/new`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadNewInvoice(context.get(servicesContext), params.orderId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleNewInvoice(context.get(servicesContext), params.orderId, { userId: user.id, email: user.email }, request);
}

export default function NewInvoiceRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <NewInvoice data={loaderData} reply={actionData} />;
}
