import { Form, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { AuthLayout } from '~/features/accounts/sign-in/components/auth-layout';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { getCurrentUser } from '~/features/accounts/session.server';
import { handleLogout } from '~/features/accounts/sign-in/sign-in.server';
import { isAdminRole } from '~/features/accounts/roles/roles';
import { setAvailability } from '~/features/assistant/live-chat/staff-presence.server';
import { Button, ButtonLink } from '~/components/ui/button';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { signIn } from '~/content/sign-in';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Log Out', description: 'Log out of your account.', path: '/logout', site: siteData(matches), noindex: true });

// Signing out changes state, so it happens only on POST; a plain visit asks first.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await getCurrentUser(request, context))) throw redirect('/');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  // Staff who sign out are no longer available to chat.
  const user = await getCurrentUser(request, context);
  if (user && isAdminRole(user.role)) await setAvailability(services.db, user.id, false);
  return handleLogout(request, services, context.get(clientIpContext));
}

export default function LogoutRoute({ actionData }: Route.ComponentProps) {
  return (
    <AuthLayout panel={signIn.panel} heading="Log out?" intro="You will need your password to log in again on this device.">
      <Form method="post" className="space-y-5">
        <FormMessages error={actionData?.formError} />
        <Button type="submit" size="lg" fullWidth>
          Log Out
        </Button>
        <ButtonLink to="/dashboard" size="lg" variant="outline" fullWidth>
          Back to My Dashboard
        </ButtonLink>
      </Form>
    </AuthLayout>
  );
}
