import type { Route } from './+types/estimate';
import { companyContact, estimatePageFor, estimatePageWordsFor } from '~/content/estimates';
import { useEstimatePageWords } from '~/features/estimates/components/use-estimate-page-words';
import { EstimateErrorPage, EstimatePage } from '~/features/estimates/components/estimate-page';
import { pageMeta, siteData } from '~/lib/seo';
import { estimatePageAction, estimatePageHeaders, estimatePageLoader } from './estimate-page.server';

// The customer's estimate, opened from the emailed link: the token in the URL is the only key.

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const page = estimatePageFor(companyContact(site?.company));
  return pageMeta({ title: page.metaTitle, description: page.metaDescription, path: '/estimates', site, noindex: true });
};

export const headers = estimatePageHeaders;
export const loader = estimatePageLoader;
export const action = estimatePageAction;

export default function EstimateRoute({ loaderData, params }: Route.ComponentProps) {
  return <EstimatePage data={loaderData} token={params.token} words={useEstimatePageWords(estimatePageWordsFor)} />;
}

export function ErrorBoundary() {
  return <EstimateErrorPage words={useEstimatePageWords(estimatePageWordsFor)} />;
}
