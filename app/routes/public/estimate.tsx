import type { Route } from './+types/estimate';
import { estimatePage, estimatePageWords } from '~/content/estimates';
import { EstimateErrorPage, EstimatePage } from '~/features/estimates/components/estimate-page';
import { pageMeta, siteData } from '~/lib/seo';
import { estimatePageAction, estimatePageHeaders, estimatePageLoader } from './estimate-page.server';

// The customer's estimate, opened from the emailed link: the token in the URL is the only key.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: estimatePage.metaTitle, description: estimatePage.metaDescription, path: '/estimates', site: siteData(matches), noindex: true });

export const headers = estimatePageHeaders;
export const loader = estimatePageLoader;
export const action = estimatePageAction;

export default function EstimateRoute({ loaderData, params }: Route.ComponentProps) {
  return <EstimatePage data={loaderData} token={params.token} words={estimatePageWords} />;
}

export function ErrorBoundary() {
  return <EstimateErrorPage words={estimatePageWords} />;
}
