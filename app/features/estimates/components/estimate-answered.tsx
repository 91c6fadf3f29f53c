import { useEffect, useRef } from 'react';
import type { EstimatePageWords } from '~/content/estimates';
import { formatLongDateTime } from '~/features/calendar/business-dates';
import { useLocale } from '~/lib/messages';
import type { EstimateDocument } from '../estimate-document';
import type { ApprovalRecord } from '../estimates.server';

/**
 * The customer's answer, once given: the signature with its fingerprint, or the decline. `justGiven`:
 * it was given on this page a moment ago, so it is brought into view and takes focus (the form that
 * had it is gone, and on a phone the thanks would otherwise be off screen).
 */
export function EstimateAnswered({
  document,
  approval,
  declinedAt,
  words,
  justGiven = false,
}: {
  document: EstimateDocument;
  approval: ApprovalRecord | undefined;
  declinedAt: string | null;
  words: EstimatePageWords;
  justGiven?: boolean;
}) {
  const locale = useLocale();
  const answer = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!justGiven || !answer.current) return;
    answer.current.focus({ preventScroll: true });
    answer.current.scrollIntoView({ block: 'start' });
  }, [justGiven]);
  if (approval) {
    const option = document.options.find((candidate) => candidate.position === approval.optionPosition);
    const optionName = option ? `${words.optionLabel(option.letter)} (${option.title})` : '';
    return (
      <section
        ref={answer}
        id="answer"
        tabIndex={-1}
        aria-labelledby="answer-heading"
        className="scroll-mt-24 rounded-2xl border border-success-700/30 bg-success-50 p-5 focus:outline-none sm:p-7"
      >
        <h2 id="answer-heading" className="text-xl font-bold text-success-700">
          {words.approvedHeading}
        </h2>
        <p className="mt-2 text-slate-800">{words.approvedText(optionName, approval.signerName, formatLongDateTime(approval.signedAt, locale))}</p>
        <p className="mt-2 text-slate-800">{words.approvedAccount}</p>
        <h3 className="mt-5 font-semibold text-slate-900">{words.signatureHeading}</h3>
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline text-slate-600">{words.signedBy}: </dt>
            <dd className="inline font-medium break-words text-slate-900">{approval.signerName}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">{words.signedAt}: </dt>
            <dd className="inline font-medium text-slate-900">{formatLongDateTime(approval.signedAt, locale)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{words.fingerprint}</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{approval.contentSha256}</dd>
          </div>
        </dl>
      </section>
    );
  }
  return (
    <section
      ref={answer}
      id="answer"
      tabIndex={-1}
      aria-labelledby="answer-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-300 bg-white p-5 focus:outline-none sm:p-7"
    >
      <h2 id="answer-heading" className="text-xl font-bold text-brand-900">
        {words.declinedHeading}
      </h2>
      {declinedAt ? <p className="mt-1 text-sm text-slate-600">{formatLongDateTime(declinedAt, locale)}</p> : null}
      <p className="mt-2 text-slate-800">{words.declinedText}</p>
    </section>
  );
}
