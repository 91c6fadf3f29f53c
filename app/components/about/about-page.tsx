import { PageHero } from '~/components/ui/section';
import type { AboutContent } from '~/content/about';
import type { Certification } from '~/content/certifications';
import type { Credentials } from '~/content/policies';
import type { TeamMember } from '~/content/team';
import { AboutCta } from './about-cta';
import { AboutHighlights } from './about-highlights';
import { CertificationsSection } from './certifications-section';
import { CredentialsSection } from './credentials-section';
import { GuaranteeSection } from './guarantee-section';
import { StorySection } from './story-section';
import { TeamSection } from './team-section';
import { ValuesSection } from './values-section';
import { ServerMarkup } from '~/lib/hydration-slice';
import { useCompany } from '~/lib/site-company';

/** The About page in either language: every word comes from the page's content modules. */
export function AboutPage({
  content,
  teamMembers,
  certifications,
  credentials,
}: {
  content: AboutContent;
  teamMembers: readonly TeamMember[];
  certifications: readonly Certification[];
  credentials: Credentials;
}) {
  const { name, foundedYear } = useCompany();
  return (
    // Text and links only: the browser keeps the server's markup (app/lib/hydration-slice.tsx).
    <ServerMarkup>
      <PageHero eyebrow={content.eyebrow} title={content.heading(name)} intro={content.intro(foundedYear)}>
        <AboutHighlights content={content} />
      </PageHero>
      <StorySection content={content} />
      <ValuesSection content={content} />
      <TeamSection content={content} teamMembers={teamMembers} />
      <CertificationsSection content={content} certifications={certifications} />
      <CredentialsSection content={content} credentials={credentials} />
      <GuaranteeSection content={content} />
      <AboutCta content={content} />
    </ServerMarkup>
  );
}
