import { Link, redirect } from 'react-router';
import type { Route } from './+types/login';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { configuredSocialProviders } from '~/features/accounts/auth.server';
import { AuthLayout, textLinkClass } from '~/features/accounts/components/auth-layout';
import { LoginForm } from '~/features/accounts/components/login-form';
import { SocialSignIn } from '~/features/accounts/components/social-sign-in';
import { afterLogin, safeRedirectPath } from '~/features/accounts/redirect-to';
import { getCurrentUser } from '~/features/accounts/session.server';
import { handleLogin } from '~/features/accounts/sign-in.server';
import { accountPages, loginNotices } from '~/content/accounts';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: accountPages.login.title,
    description: accountPages.login.metaDescription,
    path: '/login',
    site: siteData(matches),
  });

function noticeFor(params: URLSearchParams): { notice: string | null; problem: string | null } {
  if (params.get('error')) return { notice: null, problem: loginNotices.social };
  if (params.has('registered')) return { notice: loginNotices.registered, problem: null };
  if (params.has('reset')) return { notice: loginNotices.reset, problem: null };
  return { notice: null, problem: null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { env } = context.get(servicesContext);
  // Empty unless another page sent the visitor here: the sign-in then leads where the role belongs.
  const redirectTo = safeRedirectPath(params.get('redirectTo'), env.PUBLIC_URL, '');
  const user = await getCurrentUser(request, context);
  if (user) throw redirect(redirectTo || afterLogin(user.role));
  return { redirectTo, ...noticeFor(params), providers: configuredSocialProviders(env) };
}

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLogin(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const { redirectTo, notice, problem, providers } = loaderData;
  const { login } = accountPages;
  return (
    <AuthLayout
      heading={login.heading}
      intro={login.intro}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm redirectTo={redirectTo} notice={notice} problem={problem} />
      <SocialSignIn providers={providers} redirectTo={redirectTo} />
    </AuthLayout>
  );
}
