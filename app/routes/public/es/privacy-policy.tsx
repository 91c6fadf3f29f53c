// The privacy policy in Spanish (/es/privacy-policy).
import type { Route } from './+types/privacy-policy';
import { publicPageHeaders } from '~/lib/http-cache';
import { LegalDocument } from '~/components/legal/legal-document';
import { legalLabels, privacyPolicy } from '~/content/es/legal';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: '/es/privacy-policy',
    site: siteData(matches),
  });

export default function SpanishPrivacyPolicyRoute() {
  return <LegalDocument document={privacyPolicy} labels={legalLabels} />;
}
