import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { AuthLayout, textLinkClass } from '~/features/accounts/components/auth-layout';
import { ForgotPasswordForm } from '~/features/accounts/components/forgot-password-form';
import { handleForgotPassword } from '~/features/accounts/password-reset.server';
import { accountPages } from '~/content/accounts';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: accountPages.forgotPassword.title,
    description: accountPages.forgotPassword.metaDescription,
    path: '/forgot-password',
    site: siteData(matches),
  });

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleForgotPassword(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function ForgotPasswordRoute() {
  const { forgotPassword } = accountPages;
  return (
    <AuthLayout
      heading={forgotPassword.heading}
      intro={forgotPassword.intro}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
