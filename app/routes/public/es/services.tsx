// The Services page in Spanish (/es/services).
import type { Route } from './+types/services';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServicesPage } from '~/components/services/services-page';
import { services, servicesPage } from '~/content/es/services';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...servicesPage.meta, path: '/es/services', site: siteData(matches) });

export default function SpanishServices() {
  return <ServicesPage page={servicesPage} services={services} />;
}
