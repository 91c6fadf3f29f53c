import { Link } from 'react-router';
import { ArrowRightIcon, ShieldCheckIcon } from '~/components/ui/icons';
import { about } from '~/content/about';

export function GuaranteeSection() {
  return (
    <section aria-labelledby="guarantee-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-2xl border border-accent-200 bg-accent-50 p-6 shadow-sm sm:flex-row sm:items-start sm:gap-8 sm:p-10">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-accent-500 text-brand-950">
            <ShieldCheckIcon className="size-9" />
          </span>
          <div>
            <h2 id="guarantee-heading" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {about.guarantee.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{about.guarantee.text}</p>
            <Link
              to="/terms-of-service#satisfaction-guarantee"
              className="mt-5 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {about.guarantee.termsLinkLabel}
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
