import type { Route } from './+types/invoice';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { StaffInvoice } from '~/features/payments/back-office/components/staff-invoice';
import { handleStaffInvoiceAction, loadStaffInvoice, paymentMethodChoices } from '~/features/payments/back-office/invoice-office-handlers.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

// One invoice for staff (docs/payments.md): lines, payments and refunds, its links; record a payment, refund one, void it.

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  adminMeta(loaderData ? `Invoice ${loaderData.invoice.number}` : 'Invoice', `/admin/invoices/${params.id}`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { ...(await loadStaffInvoice(context.get(servicesContext), params.id, request)), methods: paymentMethodChoices };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleStaffInvoiceAction(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}

export default function InvoiceRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <StaffInvoice data={loaderData} reply={actionData} methods={loaderData.methods} />;
}
