import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicPageHeaders } from '~/lib/http-cache';
import { HomePage, type HomePageContent } from '~/components/home/home-page';
import { certifications } from '~/content/certifications';
import { homeFor } from '~/content/home';
import { homeServiceIds } from '~/content/service-ids';
import { getService, type Service } from '~/content/services';
import { testimonialsIn } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';
import { homePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/gallery';

/** The reviews are the company profile's; the photos of finished jobs are the owner's (none: the drawings show). */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(servicesContext).db;
  const [testimonials, photos] = await Promise.all([testimonialsIn(db, 'en'), photosForPage(db, 'en')]);
  return { testimonials: testimonials.home, photos };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  // The county is the company profile's (the root loader's).
  return pageMeta({ ...homeFor(site?.company.county ?? '').meta, path: '/', site });
};

const content: Omit<HomePageContent, 'testimonials' | 'home'> = {
  services: homeServiceIds.map((id) => getService(id)).filter((service): service is Service => service !== undefined),
  certifications,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      content={{ ...content, home: homeFor(site?.company.county ?? ''), testimonials: loaderData.testimonials }}
      structuredData={site ? businessStructuredData(site) : null}
      photos={homePagePhotos(loaderData.photos, galleryWords, 'en')}
    />
  );
}
