// The privacy policy in Spanish (/es/privacy-policy).
import type { Route } from './+types/privacy-policy';
import { publicPageHeaders } from '~/lib/http-cache';
import { LegalDocument } from '~/components/legal/legal-document';
import { legalCompany } from '~/content/legal';
import { legalLabels, privacyPolicyFor } from '~/content/es/legal';
import { pageMeta, siteData } from '~/lib/seo';
import { useCompany } from '~/lib/site-company';
import { servicesContext } from '~/lib/request-context';

/** How long sent emails are kept (JOB_RETENTION_DAYS), as the policy tells visitors. */
export function loader({ context }: Route.LoaderArgs) {
  return { emailDays: context.get(servicesContext).env.JOB_RETENTION_DAYS };
}

export const headers = publicPageHeaders;

// The company named in it is the company profile's (the root loader's).
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const document = privacyPolicyFor(legalCompany(site?.company));
  return pageMeta({ title: document.title, description: document.metaDescription, path: '/es/privacy-policy', site });
};

export default function SpanishPrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={privacyPolicyFor(legalCompany(useCompany()), loaderData.emailDays)} labels={legalLabels} />;
}
