import type { Route } from './+types/about';
import { publicPageHeaders } from '~/lib/http-cache';
import { AboutCta } from '~/components/about/about-cta';
import { AboutHighlights } from '~/components/about/about-highlights';
import { CertificationsSection } from '~/components/about/certifications-section';
import { CredentialsSection } from '~/components/about/credentials-section';
import { GuaranteeSection } from '~/components/about/guarantee-section';
import { StorySection } from '~/components/about/story-section';
import { TeamSection } from '~/components/about/team-section';
import { ValuesSection } from '~/components/about/values-section';
import { PageHero } from '~/components/ui/section';
import { about } from '~/content/about';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About Us',
    description: about.metaDescription,
    path: '/about',
    site: siteData(matches),
  });

export default function AboutRoute() {
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.heading} intro={about.intro}>
        <AboutHighlights />
      </PageHero>
      <StorySection />
      <ValuesSection />
      <TeamSection />
      <CertificationsSection />
      <CredentialsSection />
      <GuaranteeSection />
      <AboutCta />
    </>
  );
}
