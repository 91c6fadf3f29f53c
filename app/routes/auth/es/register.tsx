// The register page in Spanish (/es/register).
import type { Route } from './+types/register';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { RegisterPage } from '~/features/accounts/sign-in/components/sign-in-pages';
import { signIn } from '~/content/es/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { registerAction, registerLoader } from '../sign-in-pages.server';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({ title: signIn.register.title, description: signIn.register.metaDescription(site?.company.name ?? ''), path: '/es/register', site });
};

export const loader = registerLoader;
export const headers = passActionHeaders;
export const action = registerAction;

export default function SpanishRegisterRoute({ loaderData }: Route.ComponentProps) {
  return <RegisterPage loginPath={loaderData.loginPath} words={signIn} />;
}
