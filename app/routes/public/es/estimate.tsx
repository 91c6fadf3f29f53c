// The customer's estimate in Spanish (/es/estimates/:token): the same page with the Spanish words only.
import type { Route } from './+types/estimate';
import { companyContact } from '~/content/estimates';
import { estimatePageFor, estimatePageWordsFor } from '~/content/es/estimates';
import { useEstimatePageWords } from '~/features/estimates/components/use-estimate-page-words';
import { EstimateErrorPage, EstimatePage } from '~/features/estimates/components/estimate-page';
import { pageMeta, siteData } from '~/lib/seo';
import { estimatePageAction, estimatePageHeaders, estimatePageLoader } from '../estimate-page.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const page = estimatePageFor(companyContact(site?.company));
  return pageMeta({ title: page.metaTitle, description: page.metaDescription, path: '/es/estimates', site, noindex: true });
};

export const headers = estimatePageHeaders;
export const loader = estimatePageLoader;
export const action = estimatePageAction;

export default function SpanishEstimateRoute({ loaderData, params }: Route.ComponentProps) {
  return <EstimatePage data={loaderData} token={params.token} words={useEstimatePageWords(estimatePageWordsFor)} />;
}

export function ErrorBoundary() {
  return <EstimateErrorPage words={useEstimatePageWords(estimatePageWordsFor)} />;
}
