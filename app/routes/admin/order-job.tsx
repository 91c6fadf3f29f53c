import type { Route } from './+types/order-job';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { JobPage } from '~/features/jobs/components/job-page';
import { handleJobPageAction, loadJobPage } from '~/features/jobs/job-page.server';
import { moneyOfOrders } from '~/features/payments/back-office/invoice-office.server';
import { OrderMoneyPanel } from '~/features/payments/components/order-money-panel';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches, params }) => adminMeta('Job', `/admin/orders/${params.orderId}`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const page = await loadJobPage(services, params.orderId, { cancel: new URL(request.url).searchParams.get('cancel') });
  // The order's invoices and what is paid come from payments, beside the job's own record.
  const money = (await moneyOfOrders(services.db, [page.order]))[page.order.id] ?? null;
  return { ...page, money };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleJobPageAction(context.get(servicesContext), params.orderId, { userId: user.id, email: user.email }, request);
}

export default function OrderJobRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { money, ...page } = loaderData;
  const { order } = page;
  const panel = money ? <OrderMoneyPanel money={money} label={`the order of ${order.customerName ?? order.customerEmail ?? order.service}`} /> : null;
  return <JobPage data={page} reply={actionData} moneyPanel={panel} />;
}
