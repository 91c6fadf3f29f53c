import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/about';
import { certifications } from '~/content/certifications';
import { pageMeta, siteData } from '~/lib/seo';
import { aboutFacts } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';

/** The team, the licence and the insurance are the company profile's. */
export function loader({ context }: Route.LoaderArgs) {
  return aboutFacts(context.get(servicesContext).db, 'en');
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'About Us', description: about.metaDescription(siteData(matches)?.company.name ?? ''), path: '/about', site: siteData(matches) });

export default function AboutRoute({ loaderData: { teamMembers, credentials } }: Route.ComponentProps) {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
}
