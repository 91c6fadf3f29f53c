import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/service-detail';
import { publicPageHeaders } from '~/lib/http-cache';
import { ServiceDetailPage } from '~/components/services/service-detail-page';
import { getService, serviceDetailPage } from '~/content/services';
import { pageMeta, siteData } from '~/lib/seo';
import { servicePrices } from '~/features/business/profile.server';
import type { loader as rootLoader } from '~/root';
import { servicePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/gallery';
import { servicesContext } from '~/lib/request-context';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = getService(params.serviceId);
  if (!service) throw redirect('/services');
  // The packages and prices are the company profile's; the photos are the owner's.
  const db = context.get(servicesContext).db;
  const [{ tiers, packageNames }, photos] = await Promise.all([servicePrices(db, service.id, 'en'), photosForPage(db, 'en', { serviceId: service.id })]);
  return { service: { ...service, pricing: tiers }, packageNames, photos };
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

export default function ServiceDetail({ loaderData: { service, packageNames, photos } }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <ServiceDetailPage
      service={service}
      copy={{ ...serviceDetailPage, pricing: { ...serviceDetailPage.pricing, packageNames } }}
      publicUrl={site?.publicUrl ?? null}
      locale="en"
      photos={servicePagePhotos(photos, galleryWords, 'en')}
    />
  );
}
