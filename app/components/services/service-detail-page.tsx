import { JsonLd } from '~/components/json-ld';
import { ButtonLink, buttonClasses } from '~/components/ui/button';
import { CalendarIcon, PhoneIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/ui/section';
import { useCompany } from '~/lib/site-company';
import { quoteHref } from '~/content/pricing';
import type { Service, ServiceDetailPageContent } from '~/content/services';
import type { Locale } from '~/lib/locale';
import { faqStructuredData, serviceStructuredData } from '~/lib/structured-data';
import { CallToAction } from './call-to-action';
import { ServiceDetails } from './service-details';
import { HydrationSlice, ServerMarkup } from '~/lib/hydration-slice';
import type { ReactNode } from 'react';

/** The owner's photos of this service's jobs, where there are any: a section of them, and one for the overview in place of the drawing. */
export interface ServicePagePhotos {
  gallery: ReactNode;
  overviewImage: ReactNode;
  /** Changes whenever the photos do, so a page kept in the browser shows the new ones. */
  key: string;
}

/** A service's page in either language: the service and the page's words come from its content module. */
export function ServiceDetailPage({
  service,
  copy,
  publicUrl,
  locale,
  photos,
}: {
  photos?: ServicePagePhotos;
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
            <ButtonLink to={`/book?${new URLSearchParams({ service: service.id })}`} size="lg" variant="ghost-light">
              <CalendarIcon className="size-5" />
              {copy.bookVisitLabel}
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
          <ServiceDetails service={service} copy={copy} image={photos?.overviewImage} />
        </div>
      </HydrationSlice>
      <ServerMarkup contentKey={photos?.key}>
        {photos ? <div className="mt-12 sm:mt-16">{photos.gallery}</div> : null}
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
