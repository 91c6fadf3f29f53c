import type { QuotePageContent } from '~/content/quote-page';

export function QuoteSteps({ content: quotePage }: { content: QuotePageContent }) {
  return (
    <section aria-labelledby="quote-steps-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
      <h2 id="quote-steps-heading" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {quotePage.stepsHeading}
      </h2>
      <p className="mt-3 text-lg text-slate-600">{quotePage.stepsIntro}</p>
      <ol className="mt-8 space-y-7">
        {quotePage.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 sm:gap-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white sm:size-10 sm:text-lg"
            >
              {index + 1}
            </span>
            <div className="min-w-0 pt-1 sm:pt-1.5">
              <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
