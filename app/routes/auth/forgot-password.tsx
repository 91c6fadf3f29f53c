import type { Route } from './+types/forgot-password';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { ForgotPasswordPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { forgotPasswordAction } from './sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({
    title: signIn.forgotPassword.title,
    description: signIn.forgotPassword.metaDescription(site?.company.name ?? ''),
    path: '/forgot-password',
    site,
  });
};

export const headers = passActionHeaders;
export const action = forgotPasswordAction;

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage words={signIn} />;
}
