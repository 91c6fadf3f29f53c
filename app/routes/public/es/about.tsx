// The About page in Spanish (/es/about).
import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/es/about';
import { pageMeta, siteData } from '~/lib/seo';
import { aboutFacts, badgesIn } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';

/** The team, the licence, the insurance and the confirmed badges are the company profile's. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(servicesContext).db;
  const [facts, certifications] = await Promise.all([aboutFacts(db, 'es'), badgesIn(db, 'es')]);
  return { ...facts, certifications };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: about.eyebrow,
    description: about.metaDescription(siteData(matches)?.company ?? { name: '' }),
    path: '/es/about',
    site: siteData(matches),
  });

export default function SpanishAboutRoute({ loaderData: { teamMembers, credentials, certifications } }: Route.ComponentProps) {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
}
