import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutPage } from '~/components/about/about-page';
import { about } from '~/content/about';
import { certifications } from '~/content/certifications';
import { credentials } from '~/content/policies';
import { teamMembers } from '~/content/team';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'About Us', description: about.metaDescription, path: '/about', site: siteData(matches) });

export default function AboutRoute() {
  return <AboutPage content={about} teamMembers={teamMembers} certifications={certifications} credentials={credentials} />;
}
