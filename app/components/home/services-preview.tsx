import { ServiceCard } from '~/components/services/service-card';
import { ButtonLink } from '~/components/ui/button';
import { SectionHeading } from '~/components/ui/section';
import type { HomeContent } from '~/content/home';
import type { ServiceSummary } from '~/content/services';

interface ServicesPreviewProps {
  content: HomeContent['servicesPreview'];
  services: readonly ServiceSummary[];
}

export function ServicesPreview({ content, services }: ServicesPreviewProps) {
  return (
    <section aria-labelledby="services-preview-title" className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="services-preview-title" title={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} linkLabel={content.cardLinkLabel} />
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
