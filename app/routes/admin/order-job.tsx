import type { Route } from './+types/order-job';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { JobPage } from '~/features/jobs/components/job-page';
import { handleJobPageAction, loadJobPage } from '~/features/jobs/job-page.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches, params }) => adminMeta('Job', `/admin/orders/${params.orderId}`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadJobPage(context.get(servicesContext), params.orderId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleJobPageAction(context.get(servicesContext), params.orderId, { userId: user.id, email: user.email }, request);
}

export default function OrderJobRoute({ loaderData, actionData }: Route.ComponentProps) {
  // pay44's OrderMoneyPanel is passed here as moneyPanel at merge.
  return <JobPage data={loaderData} reply={actionData} />;
}
