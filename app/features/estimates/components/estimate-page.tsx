import { isRouteErrorResponse, useActionData, useLocation, useRouteError } from 'react-router';
import { PageHero } from '~/components/ui/section';
import type { EstimatePageWordSet } from '~/content/estimates';
import { formatLongCalendarDate } from '~/features/calendar/business-dates';
import { useLocale } from '~/lib/messages';
import type { CustomerEstimatePage, CustomerReply } from '../estimate-handlers.server';
import { ApproveForm, DeclineForm } from './customer-answer-forms';
import { EstimateAnswered } from './estimate-answered';
import { EstimateSheet } from './estimate-sheet';
import { FloridaNotices } from '~/components/ui/florida-notices';

// The customer's estimate, opened from the emailed link, in the words its route gives it: each
// language's route module passes its own, so each page's JavaScript carries one language.

/** A page in place of the estimate; `titleId` names the heading as the site's not-found and error pages do. */
function Notice({
  words,
  title,
  titleId,
  children,
}: {
  words: EstimatePageWordSet;
  title: string;
  titleId?: 'not-found-title' | 'error-title';
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={words.page.eyebrow} title={title} titleId={titleId} />
      <div className="container-page max-w-3xl space-y-4 py-12 text-lg text-slate-700">{children}</div>
    </>
  );
}

export function EstimatePage({ data, token, words }: { data: CustomerEstimatePage; token: string; words: EstimatePageWordSet }) {
  const reply = useActionData<CustomerReply>();
  const { hash } = useLocation();
  const locale = useLocale();
  const { page } = words;
  if (data.expired) {
    return (
      <Notice words={words} title={words.expiredPage.title} titleId="not-found-title">
        <p>{words.expiredPage.text(formatLongCalendarDate(data.validUntil, locale))}</p>
        <p>{words.expiredPage.action}</p>
      </Notice>
    );
  }
  const { document, documentHash, state, approval, decidedAt } = data;
  const open = state === 'sent' || state === 'viewed';
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading(document.customer.firstName)} intro={open ? page.intro : undefined} />
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            {/* The photos are served at the link's English path in both languages. */}
            <EstimateSheet document={document} words={page} photoBase={`/estimates/${encodeURIComponent(token)}/photos`} />
          </div>
          <div className="space-y-6">
            {/* Above the signature, as Florida law has them: the approval form, or the signed answer. */}
            <FloridaNotices notices={document.notices} />
            {open ? (
              <>
                <section aria-labelledby="approve-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
                  <h2 id="approve-heading" className="text-xl font-bold text-brand-900">
                    {page.approveHeading}
                  </h2>
                  <p className="mt-1 mb-5 text-slate-600">{page.approveIntro}</p>
                  <ApproveForm document={document} documentHash={documentHash} words={words} />
                </section>
                <section aria-labelledby="decline-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
                  <h2 id="decline-heading" className="text-xl font-bold text-brand-900">
                    {page.declineHeading}
                  </h2>
                  <p className="mt-1 mb-4 text-slate-600">{page.declineIntro}</p>
                  <DeclineForm words={words} />
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
                <EstimateAnswered
                  document={document}
                  approval={approval}
                  declinedAt={state === 'declined' ? decidedAt : null}
                  words={page}
                  justGiven={hash === '#answer'}
                />
              </>
            )}
            <p className="text-slate-600">{page.questions}</p>
          </div>
        </div>
      </div>
    </>
  );
}

/** The page's error boundary: a link that leads nowhere, or an estimate that could not be loaded. */
export function EstimateErrorPage({ words }: { words: EstimatePageWordSet }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Notice words={words} title={missing ? words.missingPage.title : words.page.metaTitle} titleId={missing ? 'not-found-title' : 'error-title'}>
      <p>{missing ? words.missingPage.text : words.page.unavailable}</p>
      <p>{words.page.questions}</p>
    </Notice>
  );
}
