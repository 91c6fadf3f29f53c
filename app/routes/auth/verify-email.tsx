import type { Route } from './+types/verify-email';
import { VerifyEmailPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { verifyEmailLoader } from './sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({
    title: signIn.verifyEmail.title,
    description: signIn.verifyEmail.description(site?.company.name ?? ''),
    noindex: true,
    path: '/verify-email',
    site,
  });
};

export const loader = verifyEmailLoader;

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  return <VerifyEmailPage result={loaderData.result} signedIn={loaderData.signedIn} words={signIn} />;
}
