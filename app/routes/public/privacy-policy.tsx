import type { Route } from './+types/privacy-policy';
import { publicPageHeaders } from '~/lib/http-cache';
import { LegalDocument } from '~/components/legal/legal-document';
import { legalLabels, privacyPolicy } from '~/content/legal';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: '/privacy-policy',
    site: siteData(matches),
  });

export default function PrivacyPolicyRoute() {
  return <LegalDocument document={privacyPolicy} labels={legalLabels} />;
}
