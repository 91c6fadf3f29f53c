import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceDetailPage } from '~/components/services/service-detail-page';
import { getService, serviceDetailPage } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';
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
  return <ServiceDetailPage service={service} copy={serviceDetailPage} publicUrl={site?.publicUrl ?? null} locale="en" />;
}
