import type { Route } from './+types/verify';
import { companyContact } from '~/content/estimates';
import { verifyPageFor } from '~/content/verify';
import { VerifyPage } from '~/features/estimates/components/verify-page';
import { publicPageHeaders } from '~/lib/http-cache';
import { pageMeta, siteData } from '~/lib/seo';
import { useCompany } from '~/lib/site-company';
import { verifyPageAction, verifyPageLoader } from './verify-page.server';

// Anyone checks a signed estimate PDF here: ours and unchanged, changed after signing, or not ours.

export const headers = publicPageHeaders;

// The company named in it is the company profile's (the root loader's).
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const words = verifyPageFor(companyContact(site?.company));
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: '/verify', site });
};

export const loader = verifyPageLoader;
export const action = verifyPageAction;

export default function VerifyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyPage words={verifyPageFor(companyContact(useCompany()))} maxMegabytes={loaderData.maxMegabytes} reply={actionData} />;
}
