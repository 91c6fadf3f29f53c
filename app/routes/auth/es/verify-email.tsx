// The verify email page in Spanish (/es/verify-email).
import type { Route } from './+types/verify-email';
import { VerifyEmailPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/es/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { verifyEmailLoader } from '../sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({
    title: signIn.verifyEmail.title,
    description: signIn.verifyEmail.description(site?.company.name ?? ''),
    noindex: true,
    path: '/es/verify-email',
    site,
  });
};

export const loader = verifyEmailLoader;

export default function SpanishVerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  return <VerifyEmailPage result={loaderData.result} signedIn={loaderData.signedIn} words={signIn} />;
}
