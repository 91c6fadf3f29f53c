import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicPageHeaders } from '~/lib/http-cache';
import { HomePage, type HomePageContent } from '~/components/home/home-page';
import { homeFor } from '~/content/es/home';
import { homeServiceIds } from '~/content/service-ids';
import { serviceSummaries } from '~/content/es/services';
import { badgesIn, testimonialsIn } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import type { loader as rootLoader } from '~/root';
import { homePagePhotos } from '~/features/gallery/components/page-photos';
import { photosForPage } from '~/features/gallery/project-photos.server';
import { galleryWords } from '~/content/es/gallery';

// The home page in Spanish (/es): the English page's components with the Spanish words only, so
// this page's JavaScript carries no English content and the English page's none of this.

/** The featured reviews and the confirmed badges are the company profile's; the photos of finished jobs are the owner's (none: the drawings show). */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(servicesContext).db;
  const [testimonials, certifications, photos] = await Promise.all([testimonialsIn(db, 'es'), badgesIn(db, 'es'), photosForPage(db, 'es')]);
  return { testimonials: testimonials.home, certifications, photos };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  // The county and the founding year are the company profile's (the root loader's).
  return pageMeta({ ...homeFor(site?.company ?? { county: '' }).meta, path: '/es', site });
};

const content: Omit<HomePageContent, 'testimonials' | 'home' | 'certifications'> = {
  services: homeServiceIds.map((id) => serviceSummaries[id]),
};

export default function SpanishHome({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      content={{ ...content, home: homeFor(site?.company ?? { county: '' }), testimonials: loaderData.testimonials, certifications: loaderData.certifications }}
      structuredData={site ? businessStructuredData(site, { description: site.company.shortDescription }) : null}
      photos={homePagePhotos(loaderData.photos, galleryWords, 'es')}
    />
  );
}
