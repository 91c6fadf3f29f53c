import { HomeHelp } from '~/components/home/home-help';
import { HomeHero } from '~/components/home/home-hero';
import { HomeTestimonials } from '~/components/home/home-testimonials';
import { ServicesPreview } from '~/components/home/services-preview';
import { TrustSignals } from '~/components/home/trust-signals';
import { JsonLd } from '~/components/json-ld';
import { CallToAction } from '~/components/services/call-to-action';
import type { Certification } from '~/content/certifications';
import type { HomeContent } from '~/content/home';
import type { ServiceSummary } from '~/content/services';
import type { Testimonial } from '~/content/testimonials';
import { ServerMarkup } from '~/lib/hydration-slice';
import type { ReactNode } from 'react';

export interface HomePageContent {
  home: HomeContent;
  services: readonly ServiceSummary[];
  certifications: readonly Certification[];
  testimonials: readonly Testimonial[];
}

/** The owner's photos, where there are any: the recent jobs' section, and a photo for a service's card in place of its drawing. */
export interface HomePagePhotos {
  recentWork: ReactNode;
  serviceImages: Partial<Record<string, ReactNode>>;
  /** Changes whenever the photos do, so a page kept in the browser shows the new ones. */
  key: string;
}

/** The home page in either language: each language's route passes its own words. */
export function HomePage({
  content,
  structuredData,
  photos,
}: {
  content: HomePageContent;
  structuredData: Record<string, unknown> | null;
  photos?: HomePagePhotos;
}) {
  const { home } = content;
  return (
    // Text and links only: the browser keeps the server's markup (app/lib/hydration-slice.tsx).
    <ServerMarkup contentKey={photos?.key}>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <HomeHero hero={home.hero} />
      <ServicesPreview content={home.servicesPreview} services={content.services} images={photos?.serviceImages} />
      <TrustSignals content={home.trust} certifications={content.certifications} />
      {photos?.recentWork}
      <HomeTestimonials content={home.testimonials} testimonials={content.testimonials} />
      <HomeHelp content={home.help} />
      <CallToAction
        id="closing-cta-title"
        heading={home.closingCta.heading}
        text={home.closingCta.text}
        primary={home.closingCta.primaryCta}
        secondary={home.closingCta.secondaryCta}
        callLabel={home.closingCta.callLabel}
      />
    </ServerMarkup>
  );
}
