import type { Route } from './+types/terms-of-service';
import { publicPageHeaders } from '~/lib/http-cache';
import { LegalDocument } from '~/components/legal/legal-document';
import { legalCompany, legalLabels, termsOfServiceFor } from '~/content/legal';
import { pageMeta, siteData } from '~/lib/seo';
import { useCompany } from '~/lib/site-company';

export const headers = publicPageHeaders;

// The company named in it is the company profile's (the root loader's).
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const document = termsOfServiceFor(legalCompany(site?.company));
  return pageMeta({ title: document.title, description: document.metaDescription, path: '/terms-of-service', site });
};

export default function TermsOfServiceRoute() {
  return <LegalDocument document={termsOfServiceFor(legalCompany(useCompany()))} labels={legalLabels} />;
}
