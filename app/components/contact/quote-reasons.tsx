import { CheckCircleIcon } from '~/components/ui/icons';
import type { QuotePageContent } from '~/content/quote-page';
import { useCompany } from '~/lib/site-company';

export function QuoteReasons({ content: quotePage }: { content: QuotePageContent }) {
  const company = useCompany();
  return (
    <section aria-labelledby="quote-reasons-heading">
      <h2 id="quote-reasons-heading" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {quotePage.reasonsHeading(company.name)}
      </h2>
      <ul className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {quotePage.reasons(company).map((reason) => (
          <li key={reason.title} className="flex gap-4 p-5 sm:px-8 sm:py-6">
            <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-palm-700" />
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-brand-900">{reason.title}</h3>
              <p className="mt-1.5 leading-relaxed text-slate-600">{reason.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
