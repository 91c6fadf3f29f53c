import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicPageHeaders } from '~/lib/http-cache';
import { HomePage, type HomePageContent } from '~/components/home/home-page';
import { certifications } from '~/content/certifications';
import { home } from '~/content/home';
import { getService, type Service } from '~/content/services';
import { homeTestimonials } from '~/content/testimonials';
import { pageMeta, siteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';
import { homePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/gallery';
import { servicesContext } from '~/lib/request-context';

/** The owner's published photos of finished jobs (none: the drawings show). */
export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await photosForPage(context.get(servicesContext).db, 'en') };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...home.meta, path: '/', site: siteData(matches) });

const content: HomePageContent = {
  home,
  services: home.servicesPreview.serviceIds.map((id) => getService(id)).filter((service): service is Service => service !== undefined),
  certifications,
  testimonials: homeTestimonials,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage content={content} structuredData={site ? businessStructuredData(site) : null} photos={homePagePhotos(loaderData.photos, galleryWords, 'en')} />
  );
}
