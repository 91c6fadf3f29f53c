// The About page in Spanish (/es/about).
import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/es/about';
import { certifications } from '~/content/es/certifications';
import { pageMeta, siteData } from '~/lib/seo';
import { aboutFacts } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';

/** The team, the licence and the insurance are the company profile's. */
export function loader({ context }: Route.LoaderArgs) {
  return aboutFacts(context.get(servicesContext).db, 'es');
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: about.eyebrow,
    description: about.metaDescription(siteData(matches)?.company.name ?? ''),
    path: '/es/about',
    site: siteData(matches),
  });

export default function SpanishAboutRoute({ loaderData: { teamMembers, credentials } }: Route.ComponentProps) {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
}
