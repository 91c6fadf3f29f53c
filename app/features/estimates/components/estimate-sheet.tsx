import type { EstimatePageWords } from '~/content/estimates';
import { formatAmount } from '~/features/orders/order-status';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import { useLocale } from '~/lib/messages';
import { PhotoGallery } from '~/components/ui/photo-gallery';
import type { EstimateDocument } from '../estimate-document';

/** One option: its lines in a table and its total. */
function OptionTable({ option, headingLevel, words }: { option: EstimateDocument['options'][number]; headingLevel: 'h3' | 'h4'; words: EstimatePageWords }) {
  const Heading = headingLevel;
  const labels = words.columns;
  return (
    <section
      aria-labelledby={`option-${option.position}`}
      className={`rounded-xl border bg-white p-3 sm:p-5 ${option.recommended ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`option-${option.position}`} className="text-lg font-bold text-brand-900">
          {words.optionLabel(option.letter)}: {option.title}
        </Heading>
        {option.recommended ? (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">{words.recommended}</span>
        ) : null}
      </div>
      <div className="mt-3">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                {labels.description}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                {labels.quantity}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                {labels.unitPrice}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {labels.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {option.lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2 sm:pr-3 break-words text-slate-900">{line.description}</td>
                <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{formatAmount(line.unitPriceCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatAmount(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-2 sm:pr-3 text-right font-semibold text-slate-900">
                {words.total}
              </th>
              <td className="pt-3 text-right text-base font-bold text-brand-900 tabular-nums">{formatAmount(option.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * What the customer is shown, from the document their signature covers: the same component on
 * their page and on the staff screen, so staff see what the customer sees (with the headings in
 * the page's language; the terms are the document's). `photoBase`: where the request's photos are
 * served to this viewer (/photos for staff, the link's own path for the customer).
 */
export function EstimateSheet({
  document,
  words,
  headingLevel = 'h2',
  photoBase = '/photos',
}: {
  document: EstimateDocument;
  words: EstimatePageWords;
  headingLevel?: 'h2' | 'h3';
  photoBase?: string;
}) {
  const locale = useLocale();
  const Heading = headingLevel;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2 sm:p-5">
        {[
          [words.preparedFor, document.customer.name],
          [words.property, document.customer.property],
          [words.estimateNumber, document.estimateNumber],
          [words.validUntil, formatCalendarDate(document.validUntil, locale)],
          // The contractor licence (§489.119) when the profile has one; nothing stands in for it otherwise.
          ...(document.company.licenceNumber ? [[words.licence, document.company.licenceNumber]] : []),
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="estimate-message">
        <Heading id="estimate-message" className="text-lg font-bold text-brand-900">
          {words.messageHeading}
        </Heading>
        <p className="mt-2 whitespace-pre-line text-slate-800">{document.message}</p>
      </section>
      <section aria-labelledby="estimate-options" className="space-y-4">
        <Heading id="estimate-options" className="text-lg font-bold text-brand-900">
          {words.optionsHeading}
        </Heading>
        <div className="grid gap-4">
          {document.options.map((option) => (
            <OptionTable key={option.position} option={option} headingLevel={Sub} words={words} />
          ))}
        </div>
      </section>
      {document.photos.length > 0 ? (
        <section aria-labelledby="estimate-photos" className="space-y-3">
          <Heading id="estimate-photos" className="text-lg font-bold text-brand-900">
            {words.photosHeading}
          </Heading>
          <PhotoGallery photos={document.photos} label={words.photosHeading} base={photoBase} describe={words.photo} />
        </section>
      ) : null}
      <section aria-labelledby="estimate-terms">
        <Heading id="estimate-terms" className="text-lg font-bold text-brand-900">
          {words.termsHeading}
        </Heading>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {document.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
