import type { Route } from './+types/profile';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { dashboard } from '~/content/dashboard';
import { signIn } from '~/content/sign-in';
import { pageMeta, siteData } from '~/lib/seo';
import { ProfilePage } from '~/features/accounts/profile/components/profile-page';
import { profileAction, profileLoader } from './dashboard-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...dashboard.meta.profile, path: '/dashboard/profile', site: siteData(matches), noindex: true });

export const loader = profileLoader;
export const headers = passActionHeaders;
export const action = profileAction;

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} words={dashboard} signInMessages={signIn.messages} />;
}
