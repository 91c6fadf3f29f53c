import { redirect, useRouteLoaderData } from 'react-router';
import { quoteHref } from '~/content/pricing';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { JsonLd } from '~/components/json-ld';
import { CallToAction } from '~/components/services/call-to-action';
import { ServiceDetails } from '~/components/services/service-details';
import { ButtonLink, buttonClasses } from '~/components/ui/button';
import { PhoneIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/ui/section';
import { company } from '~/content/company';
import { getService, serviceDetailPage as copy } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';
import { faqStructuredData, serviceStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.serviceId);
  if (!service) throw redirect('/services');
  return { service };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.metaDescription,
        path: `/services/${loaderData.service.id}`,
        site: siteData(matches),
      })
    : [];

export default function ServiceDetail({ loaderData: { service } }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      {site ? <JsonLd data={serviceStructuredData(service, site.publicUrl)} /> : null}
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
      <div className="container-page pt-12 sm:pt-16">
        <ServiceDetails service={service} />
      </div>
      <CallToAction
        id="service-cta-title"
        heading={copy.cta.heading}
        text={copy.cta.text}
        primary={{ label: copy.cta.quoteLabel, href: quoteHref(service.id) }}
        secondary={{ label: copy.cta.contactLabel, href: '/contact' }}
      />
    </>
  );
}
