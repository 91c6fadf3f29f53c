import { Link } from 'react-router';
import type { Route } from './+types/estimates-new';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { requireAdmin } from '~/features/accounts/guards.server';
import { EstimateCustomerCard } from '~/features/estimates/components/estimate-customer-card';
import { EstimateEditor } from '~/features/estimates/components/estimate-editor';
import { handleEditorAction, loadNewEstimate } from '~/features/estimates/estimate-handlers.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches, params }) => adminMeta('New estimate', `/admin/quote-submissions/${params.id}/estimates/new`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadNewEstimate(context.get(servicesContext), params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleEditorAction(context.get(servicesContext), { quoteRequestId: params.id }, { userId: user.id, email: user.email }, request);
}

export default function NewEstimateRoute({ loaderData, params }: Route.ComponentProps) {
  const { customer, today, defaultValue, priceItems } = loaderData;
  return (
    <div className="space-y-5">
      <Link
        to={`/admin/quote-submissions/${encodeURIComponent(params.id)}`}
        className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-4" /> Back to the quote request
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">New estimate for {customer.name}</h1>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <EstimateEditor
          today={today}
          defaultValue={defaultValue}
          action={`/admin/quote-submissions/${encodeURIComponent(params.id)}/estimates/new`}
          priceItems={priceItems}
        />
        <Panel title="The request">
          <EstimateCustomerCard customer={customer} />
        </Panel>
      </div>
    </div>
  );
}
