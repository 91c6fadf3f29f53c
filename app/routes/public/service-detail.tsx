import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceDetailPage } from '~/components/services/service-detail-page';
import { getService, serviceDetailPage } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';
import { servicePrices } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';
import type { loader as rootLoader } from '~/root';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = getService(params.serviceId);
  if (!service) throw redirect('/services');
  // The packages and prices are the company profile's.
  const { tiers, packageNames } = await servicePrices(context.get(servicesContext).db, service.id, 'en');
  return { service: { ...service, pricing: tiers }, packageNames };
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

export default function ServiceDetail({ loaderData: { service, packageNames } }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <ServiceDetailPage
      service={service}
      copy={{ ...serviceDetailPage, pricing: { ...serviceDetailPage.pricing, packageNames } }}
      publicUrl={site?.publicUrl ?? null}
      locale="en"
    />
  );
}
