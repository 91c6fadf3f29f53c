// The check of a signed estimate in Spanish (/es/verify).
import type { Route } from './+types/verify';
import { verifyPage } from '~/content/es/verify';
import { VerifyPage } from '~/features/estimates/components/verify-page';
import { publicPageHeaders } from '~/lib/http-cache';
import { pageMeta, siteData } from '~/lib/seo';
import { verifyPageAction, verifyPageLoader } from '../verify-page.server';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: verifyPage.metaTitle, description: verifyPage.metaDescription, path: '/es/verify', site: siteData(matches) });

export const loader = verifyPageLoader;
export const action = verifyPageAction;

export default function SpanishVerifyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyPage words={verifyPage} maxMegabytes={loaderData.maxMegabytes} reply={actionData} />;
}
