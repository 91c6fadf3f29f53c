import type { Route } from './+types/services';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceSummary } from '~/components/services/service-summary';
import { PageHero } from '~/components/ui/section';
import { services, servicesPage } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...servicesPage.meta, path: '/services', site: siteData(matches) });

const labels = {
  featuresHeading: servicesPage.featuresHeading,
  learnMore: servicesPage.learnMoreLabel,
  quote: servicesPage.quoteLabel,
};

export default function Services() {
  return (
    <>
      <PageHero eyebrow={servicesPage.eyebrow} title={servicesPage.heading} intro={servicesPage.intro}>
        <nav aria-label={servicesPage.jumpNavLabel} className="mt-8">
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
    </>
  );
}
