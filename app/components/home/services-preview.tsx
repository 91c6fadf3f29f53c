import { ServiceCard } from '~/components/services/service-card';
import { ButtonLink } from '~/components/ui/button';
import { SectionHeading } from '~/components/ui/section';
import type { HomeContent } from '~/content/home';
import type { ServiceSummary } from '~/content/services';
import type { ReactNode } from 'react';

interface ServicesPreviewProps {
  content: HomeContent['servicesPreview'];
  services: readonly ServiceSummary[];
  /** A photo of the service's work, by service id, shown in place of its drawing. */
  images?: Partial<Record<string, ReactNode>>;
}

export function ServicesPreview({ content, services, images = {} }: ServicesPreviewProps) {
  return (
    <section aria-labelledby="services-preview-title" className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="services-preview-title" title={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} linkLabel={content.cardLinkLabel} image={images[service.id]} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to={content.allServicesCta.href} variant="outline" size="lg">
            {content.allServicesCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
