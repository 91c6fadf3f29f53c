// A service's page in Spanish (/es/services/:serviceId): the same page with the Spanish service and words.
import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceDetailPage } from '~/components/services/service-detail-page';
import { serviceDetailPage, services } from '~/content/es/services';
import { pageMeta, siteData } from '~/lib/seo';
import { servicePrices } from '~/features/business/profile.server';
import type { loader as rootLoader } from '~/root';
import { servicePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/es/gallery';
import { servicesContext } from '~/lib/request-context';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = services.find((candidate) => candidate.id === params.serviceId);
  if (!service) throw redirect('/es/services');
  // The packages and prices are the company profile's; the photos are the owner's.
  const db = context.get(servicesContext).db;
  const [{ tiers, packageNames }, photos] = await Promise.all([servicePrices(db, service.id, 'es'), photosForPage(db, 'es', { serviceId: service.id })]);
  return { service: { ...service, pricing: tiers }, packageNames, photos };
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

export default function SpanishServiceDetail({ loaderData: { service, packageNames, photos } }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <ServiceDetailPage
      service={service}
      copy={{ ...serviceDetailPage, pricing: { ...serviceDetailPage.pricing, packageNames } }}
      publicUrl={site?.publicUrl ?? null}
      locale="es"
      photos={servicePagePhotos(photos, galleryWords, 'es')}
    />
  );
}
