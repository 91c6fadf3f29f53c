import { buttonClasses } from '~/components/ui/button';
import { CheckIcon, DirectionsIcon, MapPinIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';
import type { ContactPageContent } from '~/content/contact-page';
import { useT } from '~/lib/messages';

/** Stands in for an embedded map: no third-party frame, and the address stays readable text. */
export function LocationCard({ copy }: { copy: ContactPageContent['location'] }) {
  const company = useCompany();
  const { address } = company;
  const t = useT();
  return (
    <section aria-labelledby="location-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        aria-hidden="true"
        className="relative flex h-32 items-center justify-center bg-brand-50 bg-[linear-gradient(rgba(21,90,138,0.08)_1px,transparent_1px),linear-gradient(90deg,rgba(21,90,138,0.08)_1px,transparent_1px)] bg-size-[24px_24px] sm:h-36"
      >
        <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 -rotate-6 bg-white/80" />
        <div className="absolute inset-y-0 left-1/3 w-3 rotate-12 bg-white/80" />
        <span className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-8 ring-brand-700/15">
          <MapPinIcon className="size-7" />
        </span>
      </div>
      <div className="p-5 sm:p-8">
        <h2 id="location-heading" className="text-xl font-bold text-brand-900">
          {copy.heading}
        </h2>
        <address className="mt-3 leading-relaxed text-slate-700 not-italic sm:text-lg">
          <span className="block font-semibold text-brand-900">{company.name}</span>
          {address.streetAddress}
          <br />
          {address.addressLocality}, {address.addressRegion} {address.postalCode}
        </address>
        <a
          href={company.directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full sm:w-auto' })}
        >
          <DirectionsIcon className="size-5" />
          {copy.directionsLabel}
          <span className="sr-only"> {t('link.newTab')}</span>
        </a>

        <h3 className="mt-8 text-base font-semibold text-brand-900">{copy.serviceAreaHeading}</h3>
        <p className="mt-2 text-sm text-slate-700">{copy.serviceAreaIntro(company.county)}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {company.serviceArea.map((area) => (
            <li key={area} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
              <CheckIcon className="size-3.5 shrink-0 text-palm-700" />
              {area}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
