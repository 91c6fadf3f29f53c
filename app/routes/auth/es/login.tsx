// The login page in Spanish (/es/login).
import type { Route } from './+types/login';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { LoginPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/es/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { loginAction, loginLoader } from '../sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({ title: signIn.login.title, description: signIn.login.metaDescription(site?.company.name ?? ''), path: '/es/login', site });
};

export const loader = loginLoader;
export const headers = passActionHeaders;
export const action = loginAction;

export default function SpanishLoginRoute({ loaderData }: Route.ComponentProps) {
  return <LoginPage data={loaderData} words={signIn} />;
}
