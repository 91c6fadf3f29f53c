import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicPageHeaders } from '~/lib/http-cache';
import { HomePage, type HomePageContent } from '~/components/home/home-page';
import { certifications } from '~/content/es/certifications';
import { companyEs } from '~/content/es/company';
import { home } from '~/content/es/home';
import { serviceSummaries } from '~/content/es/services';
import { homeTestimonials } from '~/content/es/testimonials';
import { pageMeta, siteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';
import { homePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/es/gallery';
import { servicesContext } from '~/lib/request-context';

// The home page in Spanish (/es): the English page's components with the Spanish words only, so
// this page's JavaScript carries no English content and the English page's none of this.

/** The owner's published photos of finished jobs (none: the drawings show). */
export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await photosForPage(context.get(servicesContext).db, 'es') };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...home.meta, path: '/es', site: siteData(matches) });

const content: HomePageContent = {
  home,
  services: home.servicesPreview.serviceIds.map((id) => serviceSummaries[id]),
  certifications,
  testimonials: homeTestimonials,
};

export default function SpanishHome({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      content={content}
      structuredData={site ? businessStructuredData(site, { description: companyEs.shortDescription }) : null}
      photos={homePagePhotos(loaderData.photos, galleryWords, 'es')}
    />
  );
}
