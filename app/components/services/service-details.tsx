import { ServiceIllustration } from '~/components/illustrations/service-illustration';
import { ButtonLink } from '~/components/ui/button';
import { PhoneIcon, ShieldCheckIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';
import { quoteHref } from '~/content/pricing';
import type { Service, ServiceDetailPageContent } from '~/content/services';
import { CheckList } from './check-list';
import { PricingTable } from './pricing-table';
import { ServiceTabs, type ServiceTab } from './service-tabs';
import type { ReactNode } from 'react';

interface Panel {
  service: Service;
  copy: ServiceDetailPageContent;
}

const panelHeading = 'text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl';

function OverviewPanel({ service, copy, image }: Panel & { image?: ReactNode }) {
  const company = useCompany();
  const [lead, ...rest] = service.longDescription;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
      <div>
        <h2 className="sr-only">{copy.tabs.overview}</h2>
        <div className="space-y-5 leading-relaxed text-slate-700">
          {lead ? <p className="text-lg text-slate-800 sm:text-xl sm:leading-relaxed">{lead}</p> : null}
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <ButtonLink to={quoteHref(service.id)} size="lg" className="mt-8">
          {copy.overview.quoteLabel}
        </ButtonLink>
      </div>
      <div className="space-y-6">
        <div className="aspect-[16/10] overflow-hidden rounded-2xl border border-slate-200 shadow-sm">
          {image ?? <ServiceIllustration serviceId={service.id} className="size-full" />}
        </div>
        <div className="rounded-2xl border border-palm-300 bg-palm-300/15 p-6">
          <p className="flex gap-3 leading-relaxed text-slate-800">
            <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-palm-700" />
            {/* The company profile's guarantee; without one, the box offers the call alone. */}
            <span>{company.guarantee ?? copy.overview.callPrompt}</span>
          </p>
          <a
            href={`tel:${company.phone.e164}`}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <PhoneIcon className="size-5" />
            {company.phone.display}
          </a>
        </div>
      </div>
    </div>
  );
}

function FeaturesPanel({ service, copy }: Panel) {
  return (
    <div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="features-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="features-heading" className={panelHeading}>
            {copy.features.featuresHeading}
          </h2>
          <CheckList items={service.features} className="mt-6" />
        </section>
        <section aria-labelledby="benefits-heading" className="rounded-2xl border border-slate-200 bg-sand-50 p-6 shadow-sm sm:p-8">
          <h2 id="benefits-heading" className={panelHeading}>
            {copy.features.benefitsHeading}
          </h2>
          <CheckList items={service.benefits} className="mt-6" />
        </section>
      </div>
      <ButtonLink to={quoteHref(service.id)} size="lg" className="mt-8">
        {copy.features.requestLabel}
      </ButtonLink>
    </div>
  );
}

function PricingPanel({ service, copy }: Panel) {
  return (
    <div>
      <div className="max-w-2xl">
        <h2 className={panelHeading}>{copy.pricing.heading}</h2>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{copy.pricing.intro}</p>
      </div>
      <div className="mt-12">
        <PricingTable serviceId={service.id} tiers={service.pricing} labels={copy.pricing} />
      </div>
    </div>
  );
}

function FaqPanel({ service, copy }: Panel) {
  return (
    <div className="max-w-3xl">
      <h2 className={panelHeading}>{copy.faq.heading}</h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {service.faqs.map((faq) => (
          <div key={faq.question} className="p-6 sm:p-7">
            <h3 className="text-lg font-semibold text-brand-900">{faq.question}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{faq.answer}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The tabbed body of a service page, in the page's language (`copy`); Pricing and FAQ appear only when the service has them. */
/** `image`: a photo of the service's work for the overview, in place of its drawing. */
export function ServiceDetails({ service, copy, image }: Panel & { image?: ReactNode }) {
  const tabs: ServiceTab[] = [
    { id: 'overview', label: copy.tabs.overview, content: <OverviewPanel service={service} copy={copy} image={image} /> },
    { id: 'features', label: copy.tabs.features, content: <FeaturesPanel service={service} copy={copy} /> },
  ];
  if (service.pricing.length > 0) {
    tabs.push({ id: 'pricing', label: copy.tabs.pricing, content: <PricingPanel service={service} copy={copy} /> });
  }
  if (service.faqs.length > 0) {
    tabs.push({ id: 'faq', label: copy.tabs.faq, content: <FaqPanel service={service} copy={copy} /> });
  }
  return <ServiceTabs key={service.id} label={copy.tabsLabel} tabs={tabs} />;
}
