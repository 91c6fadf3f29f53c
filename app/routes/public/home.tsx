import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicPageHeaders } from '~/lib/http-cache';
import { HomeHero } from '~/components/home/home-hero';
import { HomeTestimonials } from '~/components/home/home-testimonials';
import { ServicesPreview } from '~/components/home/services-preview';
import { TrustSignals } from '~/components/home/trust-signals';
import { JsonLd } from '~/components/json-ld';
import { CallToAction } from '~/components/services/call-to-action';
import { certifications } from '~/content/certifications';
import { home } from '~/content/home';
import { getService, type Service } from '~/content/services';
import { homeTestimonials } from '~/content/testimonials';
import { pageMeta, siteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...home.meta, path: '/', site: siteData(matches) });

const previewServices = home.servicesPreview.serviceIds
  .map((id) => getService(id))
  .filter((service): service is Service => service !== undefined);

export default function Home() {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      {site ? <JsonLd data={businessStructuredData(site.appName, site.publicUrl)} /> : null}
      <HomeHero hero={home.hero} />
      <ServicesPreview content={home.servicesPreview} services={previewServices} />
      <TrustSignals content={home.trust} certifications={certifications} />
      <HomeTestimonials content={home.testimonials} testimonials={homeTestimonials} />
      <CallToAction
        id="closing-cta-title"
        heading={home.closingCta.heading}
        text={home.closingCta.text}
        primary={home.closingCta.primaryCta}
        secondary={home.closingCta.secondaryCta}
        callLabel={home.closingCta.callLabel}
      />
    </>
  );
}
