// The About page in Spanish (/es/about).
import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/es/about';
import { certifications } from '~/content/es/certifications';
<<<<<<< HEAD
import { credentials } from '~/content/es/policies';
import { getTeamMembers } from '~/features/business/team/team-members.server';
import { pageMeta, siteData } from '~/lib/seo';
import { servicesContext } from '~/lib/request-context';

/** The team is the company profile's: the owner's order, words and photos. */
export async function loader({ context }: Route.LoaderArgs) {
  return { teamMembers: await getTeamMembers(context.get(servicesContext).db, 'es') };
=======
import { pageMeta, siteData } from '~/lib/seo';
import { aboutFacts } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';

/** The team, the licence and the insurance are the company profile's. */
export function loader({ context }: Route.LoaderArgs) {
  return aboutFacts(context.get(servicesContext).db, 'es');
>>>>>>> business
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: about.eyebrow, description: about.metaDescription, path: '/es/about', site: siteData(matches) });

<<<<<<< HEAD
export default function SpanishAboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={about} teamMembers={loaderData.teamMembers} certifications={certifications} credentials={credentials} />;
=======
export default function SpanishAboutRoute({ loaderData: { teamMembers, credentials } }: Route.ComponentProps) {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
>>>>>>> business
}
