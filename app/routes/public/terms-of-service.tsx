import type { Route } from './+types/terms-of-service';
import { publicPageHeaders } from '~/lib/http-cache';
import { LegalDocument } from '~/components/legal/legal-document';
import { legalLabels, termsOfService } from '~/content/legal';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: termsOfService.title,
    description: termsOfService.metaDescription,
    path: '/terms-of-service',
    site: siteData(matches),
  });

export default function TermsOfServiceRoute() {
  return <LegalDocument document={termsOfService} labels={legalLabels} />;
}
