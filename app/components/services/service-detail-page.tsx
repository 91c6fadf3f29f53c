import { JsonLd } from '~/components/json-ld';
import { ButtonLink, buttonClasses } from '~/components/ui/button';
import { PhoneIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/ui/section';
import { useCompany } from '~/lib/site-company';
import { quoteHref } from '~/content/pricing';
import type { Service, ServiceDetailPageContent } from '~/content/services';
import type { Locale } from '~/lib/locale';
import { faqStructuredData, serviceStructuredData } from '~/lib/structured-data';
import { CallToAction } from './call-to-action';
import { ServiceDetails } from './service-details';
import { HydrationSlice, ServerMarkup } from '~/lib/hydration-slice';

/** A service's page in either language: the service and the page's words come from its content module. */
export function ServiceDetailPage({
  service,
  copy,
  publicUrl,
  locale,
}: {
  service: Service;
  copy: ServiceDetailPageContent;
  publicUrl: string | null;
  locale: Locale;
}) {
  const company = useCompany();
  return (
    <>
      {/* Text and links, kept as the server rendered them (app/lib/hydration-slice.tsx); the details
          below hold the tabs, and hydrate in a task of their own. */}
      <ServerMarkup>
        {publicUrl ? <JsonLd data={serviceStructuredData(service, publicUrl, company, locale)} /> : null}
        {service.faqs.length > 0 ? <JsonLd data={faqStructuredData(service)} /> : null}
        <PageHero eyebrow={copy.eyebrow} title={service.title} intro={service.description}>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={quoteHref(service.id)} size="lg">
              {copy.heroCtaLabel}
            </ButtonLink>
            <a href={`tel:${company.phone.e164}`} className={buttonClasses({ variant: 'ghost-light', size: 'lg' })}>
              <PhoneIcon className="size-5" />
              {company.phone.display}
            </a>
          </div>
        </PageHero>
      </ServerMarkup>
      <HydrationSlice>
        <div className="container-page pt-12 sm:pt-16">
          <ServiceDetails service={service} copy={copy} />
        </div>
      </HydrationSlice>
      <ServerMarkup>
        <CallToAction
          id="service-cta-title"
          heading={copy.cta.heading}
          text={copy.cta.text}
          primary={{ label: copy.cta.quoteLabel, href: quoteHref(service.id) }}
          secondary={{ label: copy.cta.contactLabel, href: '/contact' }}
        />
      </ServerMarkup>
    </>
  );
}
