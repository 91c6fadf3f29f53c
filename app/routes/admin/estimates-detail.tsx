import { Link } from 'react-router';
import type { Route } from './+types/estimates-detail';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { estimatePageFor } from '~/content/estimates';
import { requireAdmin } from '~/features/accounts/guards.server';
import { EstimateCustomerCard } from '~/features/estimates/components/estimate-customer-card';
import { EstimateEditor } from '~/features/estimates/components/estimate-editor';
import { EstimateProgress } from '~/features/estimates/components/estimate-progress';
import { EstimateSheet } from '~/features/estimates/components/estimate-sheet';
import { FloridaNotices } from '~/components/ui/florida-notices';
import { EstimateStateBadge } from '~/features/estimates/components/estimate-state-badge';
import { draftFormValue } from '~/features/estimates/estimate-form';
import { handleEditorAction, loadStaffEstimate } from '~/features/estimates/estimate-handlers.server';
import { FollowUpList, FollowUpNoticeText } from '~/features/followups/components/follow-up-list';
import { listFollowUps } from '~/features/followups/follow-ups.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  adminMeta(loaderData ? `Estimate ${loaderData.document.estimateNumber}` : 'Estimate', `/admin/estimates/${params.estimateId}`, matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const [estimate, followUps] = await Promise.all([
    loadStaffEstimate(services, params.estimateId, request),
    listFollowUps(services.db, { subjectType: 'estimate', subjectIds: [params.estimateId] }, services.env.CUSTOMER_QUIET_HOURS),
  ]);
  return { ...estimate, followUps };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleEditorAction(context.get(servicesContext), { estimateId: params.estimateId }, { userId: user.id, email: user.email }, request);
}

const notices = {
  saved: 'Draft saved.',
  sent: 'Sent: the customer has been emailed a link to this estimate.',
};

export default function EstimateRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { estimate, state, document, approval, customer, order, today, notice, followUps, priceItems } = loaderData;
  const path = `/admin/estimates/${encodeURIComponent(estimate.id)}`;
  return (
    <div className="space-y-5">
      <Link
        to={`/admin/quote-submissions/${encodeURIComponent(estimate.quoteRequestId)}`}
        className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-4" /> Back to the quote request
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">
          Estimate {document.estimateNumber} for {customer.name}
        </h1>
        <EstimateStateBadge state={state} />
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-success-700">
        {notice && !actionData ? notices[notice] : ''}
      </p>
      {actionData && !actionData.ok && actionData.message && state !== 'draft' ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {state === 'draft' ? (
            <EstimateEditor today={today} defaultValue={draftFormValue(estimate, priceItems)} action={path} priceItems={priceItems} />
          ) : (
            <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <p className="mb-4 text-sm text-slate-600">
                {customer.language === 'es'
                  ? 'What the customer sees, in Spanish on their page (the terms below are the Spanish ones they accept):'
                  : 'What the customer sees:'}
              </p>
              <EstimateSheet document={document} words={estimatePageFor(document.company)} />
              <div className="mt-6">
                <FloridaNotices notices={document.notices} headingLevel="h3" />
              </div>
            </div>
          )}
        </div>
        <div className="space-y-5">
          <Panel title="Progress">
            <EstimateProgress estimate={estimate} state={state} document={document} approval={approval} order={order} />
          </Panel>
          {followUps.length > 0 ? (
            <Panel title="Follow-ups">
              <div id="follow-ups">
                <FollowUpNoticeText />
                <FollowUpList items={followUps} returnTo={path} />
              </div>
            </Panel>
          ) : null}
          <Panel title="The request">
            <EstimateCustomerCard customer={customer} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
