import { Link, redirect } from 'react-router';
import type { Route } from './+types/register';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { AuthLayout, textLinkClass } from '~/features/accounts/components/auth-layout';
import { RegisterForm } from '~/features/accounts/components/register-form';
import { AFTER_REGISTRATION, handleRegistration } from '~/features/accounts/registration.server';
import { getCurrentUser } from '~/features/accounts/session.server';
import { accountPages } from '~/content/accounts';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: accountPages.register.title,
    description: accountPages.register.metaDescription,
    path: '/register',
    site: siteData(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getCurrentUser(request, context)) throw redirect('/dashboard');
  return { loginPath: AFTER_REGISTRATION };
}

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleRegistration(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function RegisterRoute({ loaderData }: Route.ComponentProps) {
  const { register } = accountPages;
  return (
    <AuthLayout
      heading={register.heading}
      intro={register.intro}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm loginPath={loaderData.loginPath} />
    </AuthLayout>
  );
}
