import { Link } from 'react-router';
import type { Route } from './+types/verify-email';
import { AuthLayout, textLinkClass } from '~/features/accounts/components/auth-layout';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { verifyEmailToken } from '~/features/accounts/registration.server';
import { getCurrentUser } from '~/features/accounts/session.server';
import { ButtonLink } from '~/components/ui/button';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Confirm Your Email Address',
    description: 'Confirm the email address of your Gables Window Care account.',
    path: '/verify-email',
    site: siteData(matches),
    noindex: true,
  });

const messages = {
  verified: 'Thank you: your email address is confirmed. Your dashboard now also shows the quote requests and messages you send us from it.',
  expired: 'This confirmation link has expired. Log in and ask for a new one from your dashboard.',
  invalid: 'This confirmation link is not valid. Please use the latest link we sent you, or ask for a new one from your dashboard.',
} as const;

// The link in the confirmation email: opening it confirms the address (the token is signed and expires).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const result = await verifyEmailToken(context.get(servicesContext), token);
  const signedIn = Boolean(await getCurrentUser(request, context));
  return { result, signedIn };
}

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const { result, signedIn } = loaderData;
  const verified = result === 'verified';
  return (
    <AuthLayout
      heading={verified ? 'Email address confirmed' : 'We could not confirm your email'}
      footer={
        <Link to="/" className={textLinkClass}>
          Back to the homepage
        </Link>
      }
    >
      <div className="space-y-6">
        <FormMessages notice={verified ? messages.verified : null} error={verified ? null : messages[result]} />
        <ButtonLink to={signedIn ? '/dashboard/requests' : '/login?redirectTo=%2Fdashboard%2Frequests'} size="lg" fullWidth>
          {signedIn ? 'Go to My Requests' : 'Log In'}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
