import type { Route } from './+types/services';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServicesPage } from '~/components/services/services-page';
import { services, servicesPage } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...servicesPage.meta, path: '/services', site: siteData(matches) });

export default function Services() {
  return <ServicesPage page={servicesPage} services={services} />;
}
