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
import { HydrationSlice } from '~/lib/hydration-slice';

export interface HomePageContent {
  home: HomeContent;
  services: readonly ServiceSummary[];
  certifications: readonly Certification[];
  testimonials: readonly Testimonial[];
}

/** The home page in either language: each language's route passes its own words. */
export function HomePage({ content, structuredData }: { content: HomePageContent; structuredData: Record<string, unknown> | null }) {
  const { home } = content;
  return (
    <>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      {/* Each section hydrates in a task of its own (app/lib/hydration-slice.tsx). */}
      <HomeHero hero={home.hero} />
      <HydrationSlice>
        <ServicesPreview content={home.servicesPreview} services={content.services} />
      </HydrationSlice>
      <HydrationSlice>
        <TrustSignals content={home.trust} certifications={content.certifications} />
      </HydrationSlice>
      <HydrationSlice>
        <HomeTestimonials content={home.testimonials} testimonials={content.testimonials} />
      </HydrationSlice>
      <HydrationSlice>
        <CallToAction
          id="closing-cta-title"
          heading={home.closingCta.heading}
          text={home.closingCta.text}
          primary={home.closingCta.primaryCta}
          secondary={home.closingCta.secondaryCta}
          callLabel={home.closingCta.callLabel}
        />
      </HydrationSlice>
    </>
  );
}
