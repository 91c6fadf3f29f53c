import { isRouteErrorResponse, useActionData, useRouteError } from 'react-router';
import type { Route } from './+types/estimate';
import { PageHero } from '~/components/ui/section';
import { estimatePage, expiredEstimatePage, missingEstimatePage } from '~/content/estimates';
import { ApproveForm, DeclineForm } from '~/features/estimates/components/customer-answer-forms';
import { EstimateAnswered } from '~/features/estimates/components/estimate-answered';
import { EstimateSheet } from '~/features/estimates/components/estimate-sheet';
import { type CustomerReply, customerPageHeaders, handleCustomerAnswer, loadCustomerEstimate } from '~/features/estimates/estimate-handlers.server';
import { formatCalendarDate } from '~/lib/business-dates';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

// The customer's estimate, opened from the emailed link: the token in the URL is the only key.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: estimatePage.metaTitle, description: estimatePage.metaDescription, path: '/estimates', site: siteData(matches), noindex: true });

export function headers() {
  return customerPageHeaders;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCustomerEstimate(context.get(servicesContext), params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleCustomerAnswer(context.get(servicesContext), params.token, request, context.get(clientIpContext));
}

/** A page in place of the estimate; `titleId` names the heading as the site's not-found and error pages do. */
function Notice({ title, titleId, children }: { title: string; titleId?: 'not-found-title' | 'error-title'; children: React.ReactNode }) {
  return (
    <>
      <PageHero eyebrow={estimatePage.eyebrow} title={title} titleId={titleId} />
      <div className="container-page max-w-3xl space-y-4 py-12 text-lg text-slate-700">{children}</div>
    </>
  );
}

export default function EstimateRoute({ loaderData, params }: Route.ComponentProps) {
  const reply = useActionData<CustomerReply>();
  if (loaderData.expired) {
    return (
      <Notice title={expiredEstimatePage.title} titleId="not-found-title">
        <p>{expiredEstimatePage.text(formatCalendarDate(loaderData.validUntil))}</p>
        <p>{expiredEstimatePage.action}</p>
      </Notice>
    );
  }
  const { document, documentHash, state, approval, decidedAt } = loaderData;
  const open = state === 'sent' || state === 'viewed';
  return (
    <>
      <PageHero eyebrow={estimatePage.eyebrow} title={estimatePage.heading(document.customer.firstName)} intro={open ? estimatePage.intro : undefined} />
      <div className="bg-sand-50">
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <EstimateSheet document={document} photoBase={`/estimates/${encodeURIComponent(params.token)}/photos`} />
          </div>
          <div className="space-y-6">
            {open ? (
              <>
                <section aria-labelledby="approve-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
                  <h2 id="approve-heading" className="text-xl font-bold text-brand-900">
                    {estimatePage.approveHeading}
                  </h2>
                  <p className="mt-1 mb-5 text-slate-600">{estimatePage.approveIntro}</p>
                  <ApproveForm document={document} documentHash={documentHash} />
                </section>
                <section aria-labelledby="decline-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
                  <h2 id="decline-heading" className="text-xl font-bold text-brand-900">
                    {estimatePage.declineHeading}
                  </h2>
                  <p className="mt-1 mb-4 text-slate-600">{estimatePage.declineIntro}</p>
                  <DeclineForm />
                </section>
              </>
            ) : (
              <>
                {/* An answer posted after the forms were gone (another tab, an old page) is told why here. */}
                {reply && !reply.ok && reply.message ? (
                  <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 font-medium text-danger-700">
                    {reply.message}
                  </p>
                ) : null}
                <EstimateAnswered document={document} approval={approval} declinedAt={state === 'declined' ? decidedAt : null} />
              </>
            )}
            <p className="text-slate-600">{estimatePage.questions}</p>
          </div>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Notice title={missing ? missingEstimatePage.title : estimatePage.metaTitle} titleId={missing ? 'not-found-title' : 'error-title'}>
      <p>{missing ? missingEstimatePage.text : 'This estimate could not be shown just now. Please try again in a moment.'}</p>
      <p>{estimatePage.questions}</p>
    </Notice>
  );
}
