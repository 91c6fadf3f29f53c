// The reset password page in Spanish (/es/reset-password).
import type { Route } from './+types/reset-password';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { ResetPasswordPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/es/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { resetPasswordAction, resetPasswordLoader } from '../sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: signIn.resetPassword.title, description: signIn.resetPassword.intro, noindex: true, path: '/es/reset-password', site: siteData(matches) });

export const loader = resetPasswordLoader;
export const headers = passActionHeaders;
export const action = resetPasswordAction;

export default function SpanishResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After a failed attempt the form stays, with its message, even if the link has just expired.
  return (
    <ResetPasswordPage
      token={loaderData.token}
      showForm={loaderData.usable || actionData !== undefined}
      confirmed={loaderData.confirmed && loaderData.usable}
      words={signIn}
    />
  );
}
