import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { AuthLayout, textLinkClass } from '~/features/accounts/components/auth-layout';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { ResetPasswordForm } from '~/features/accounts/components/reset-password-form';
import { RESET_LINK_INVALID } from '~/features/accounts/password';
import { handleResetPassword, isResetTokenUsable } from '~/features/accounts/password-reset.server';
import { ButtonLink } from '~/components/ui/button';
import { accountPages } from '~/content/accounts';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: accountPages.resetPassword.title,
    description: accountPages.resetPassword.intro,
    path: '/reset-password',
    site: siteData(matches),
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token: token ?? '', usable: await isResetTokenUsable(context.get(servicesContext), token) };
}

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetPassword(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { resetPassword } = accountPages;
  // After a failed attempt the form stays, with its message, even if the link has just expired.
  const showForm = loaderData.usable || actionData !== undefined;
  return (
    <AuthLayout
      heading={showForm ? resetPassword.heading : 'This link no longer works'}
      intro={showForm ? resetPassword.intro : undefined}
      footer={
        <Link to="/login" className={textLinkClass}>
          Back to log in
        </Link>
      }
    >
      {showForm ? (
        <ResetPasswordForm token={loaderData.token} />
      ) : (
        <div className="space-y-6">
          <FormMessages error={RESET_LINK_INVALID} />
          <ButtonLink to="/forgot-password" size="lg" fullWidth>
            Request a New Link
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
