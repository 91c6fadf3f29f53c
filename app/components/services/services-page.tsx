import { PageHero } from '~/components/ui/section';
import type { Service, ServicesPageContent } from '~/content/services';
import { ServiceSummary } from './service-summary';
import { ServerMarkup } from '~/lib/hydration-slice';

/** The Services page in either language: its words and services come from the page's content module. */
export function ServicesPage({ page, services }: { page: ServicesPageContent; services: readonly Service[] }) {
  const labels = { featuresHeading: page.featuresHeading, learnMore: page.learnMoreLabel, quote: page.quoteLabel };
  return (
    // Text and links only: the browser keeps the server's markup (app/lib/hydration-slice.tsx).
    <ServerMarkup>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro}>
        <nav aria-label={page.jumpNavLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service.id}>
                <a
                  href={`#${service.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-white/30 bg-white/5 px-4 text-sm font-medium text-white transition-colors hover:bg-white/15"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {services.map((service, index) => (
        <ServiceSummary key={service.id} service={service} reversed={index % 2 === 1} labels={labels} />
      ))}
    </ServerMarkup>
  );
}
