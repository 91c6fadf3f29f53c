// The About page in Spanish (/es/about).
import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/es/about';
import { certifications } from '~/content/es/certifications';
import { credentials } from '~/content/es/policies';
import { teamMembers } from '~/content/es/team';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: about.eyebrow, description: about.metaDescription, path: '/es/about', site: siteData(matches) });

export default function SpanishAboutRoute() {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
}
