import type { Route } from './+types/verify';
import { verifyPage } from '~/content/verify';
import { VerifyPage } from '~/features/estimates/components/verify-page';
import { publicPageHeaders } from '~/lib/http-cache';
import { pageMeta, siteData } from '~/lib/seo';
import { verifyPageAction, verifyPageLoader } from './verify-page.server';

// Anyone checks a signed estimate PDF here: ours and unchanged, changed after signing, or not ours.

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: verifyPage.metaTitle, description: verifyPage.metaDescription, path: '/verify', site: siteData(matches) });

export const loader = verifyPageLoader;
export const action = verifyPageAction;

export default function VerifyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyPage words={verifyPage} maxMegabytes={loaderData.maxMegabytes} reply={actionData} />;
}
