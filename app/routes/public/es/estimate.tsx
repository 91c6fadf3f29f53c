// The customer's estimate in Spanish (/es/estimates/:token): the same page with the Spanish words only.
import type { Route } from './+types/estimate';
import { estimatePage, estimatePageWords } from '~/content/es/estimates';
import { EstimateErrorPage, EstimatePage } from '~/features/estimates/components/estimate-page';
import { pageMeta, siteData } from '~/lib/seo';
import { estimatePageAction, estimatePageHeaders, estimatePageLoader } from '../estimate-page.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: estimatePage.metaTitle, description: estimatePage.metaDescription, path: '/es/estimates', site: siteData(matches), noindex: true });

export const headers = estimatePageHeaders;
export const loader = estimatePageLoader;
export const action = estimatePageAction;

export default function SpanishEstimateRoute({ loaderData, params }: Route.ComponentProps) {
  return <EstimatePage data={loaderData} token={params.token} words={estimatePageWords} />;
}

export function ErrorBoundary() {
  return <EstimateErrorPage words={estimatePageWords} />;
}
