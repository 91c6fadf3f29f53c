import type { Route } from './+types/profile';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { ChangePasswordForm } from '~/features/accounts/components/change-password-form';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { ProfileForm } from '~/features/accounts/components/profile-form';
import { requireUser } from '~/features/accounts/guards.server';
import { handleProfileSettings } from '~/features/accounts/profile.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Profile Settings', description: 'Your profile and password.', path: '/dashboard/profile', site: siteData(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { profile: { name: user.name, email: user.email, phone: user.phone, address: user.address } };
}

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleProfileSettings(request, context.get(servicesContext), context.get(clientIpContext), user);
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardPanel id="profile-heading" title="Profile Settings" intro="How we address you and reach you about your orders.">
        <ProfileForm profile={loaderData.profile} />
      </DashboardPanel>
      <DashboardPanel id="password-heading" title="Change Password" intro="After a change, other devices signed in to your account are signed out.">
        <ChangePasswordForm />
      </DashboardPanel>
    </>
  );
}
