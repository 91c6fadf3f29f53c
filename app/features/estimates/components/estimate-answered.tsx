import type { EstimatePageWords } from '~/content/estimates';
import { formatLongDateTime } from '~/lib/business-dates';
import { useLocale } from '~/lib/messages';
import type { EstimateDocument } from '../estimate-document';
import type { ApprovalRecord } from '../estimates.server';

/** The customer's answer, once given: the signature with its fingerprint, or the decline. */
export function EstimateAnswered({
  document,
  approval,
  declinedAt,
  words,
}: {
  document: EstimateDocument;
  approval: ApprovalRecord | undefined;
  declinedAt: string | null;
  words: EstimatePageWords;
}) {
  const locale = useLocale();
  if (approval) {
    const option = document.options.find((candidate) => candidate.position === approval.optionPosition);
    const optionName = option ? `${words.optionLabel(option.letter)} (${option.title})` : '';
    return (
      <section aria-labelledby="answer-heading" className="rounded-2xl border border-success-700/30 bg-success-50 p-5 sm:p-7">
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
    <section aria-labelledby="answer-heading" className="rounded-2xl border border-slate-300 bg-white p-5 sm:p-7">
      <h2 id="answer-heading" className="text-xl font-bold text-brand-900">
        {words.declinedHeading}
      </h2>
      {declinedAt ? <p className="mt-1 text-sm text-slate-600">{formatLongDateTime(declinedAt, locale)}</p> : null}
      <p className="mt-2 text-slate-800">{words.declinedText}</p>
    </section>
  );
}
