// A service's page in Spanish (/es/services/:serviceId): the same page with the Spanish service and words.
import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceDetailPage } from '~/components/services/service-detail-page';
import { serviceDetailPage, services } from '~/content/es/services';
import { pageMeta, siteData } from '~/lib/seo';
import { servicePrices } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';
import type { loader as rootLoader } from '~/root';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = services.find((candidate) => candidate.id === params.serviceId);
  if (!service) throw redirect('/es/services');
  // The packages and prices are the company profile's.
  const { tiers, packageNames } = await servicePrices(context.get(servicesContext).db, service.id, 'es');
  return { service: { ...service, pricing: tiers }, packageNames };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.metaDescription,
        path: `/es/services/${loaderData.service.id}`,
        site: siteData(matches),
      })
    : [];

export default function SpanishServiceDetail({ loaderData: { service, packageNames } }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <ServiceDetailPage
      service={service}
      copy={{ ...serviceDetailPage, pricing: { ...serviceDetailPage.pricing, packageNames } }}
      publicUrl={site?.publicUrl ?? null}
      locale="es"
    />
  );
}
