import { data } from 'react-router';
import type { Route } from './+types/social-sign-in';
import { isSocialProvider, startSocialSignIn } from '~/features/accounts/sign-in/sign-in.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!isSocialProvider(params.provider, services)) throw data({ error: 'Sign-in with that provider is not available.' }, { status: 404 });
  return startSocialSignIn(request, services, context.get(clientIpContext), params.provider);
}

/** Sign-in starts from a link; without an action React Router answered other methods with its own error. */
export function action() {
  return Response.json({ error: 'Use GET: sign-in with a provider starts from the link on the login page.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
}
