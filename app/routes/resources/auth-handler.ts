import type { Route } from './+types/auth-handler';
import { AUTH_BASE_PATH } from '~/features/accounts/auth.server';
import { authHeaders } from '~/features/accounts/session.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/**
 * better-auth's own HTTP endpoints, limited to the social sign-in callbacks (GET redirects from
 * the provider). Everything else (sign-in, sign-up, password changes) goes through this site's
 * forms, which apply the rate limits per address and per account; left open here, those
 * endpoints would bypass them.
 */
const OPEN_PATHS = [/^\/callback\/(google|facebook)$/, /^\/error$/];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.slice(AUTH_BASE_PATH.length);
  if (!OPEN_PATHS.some((pattern) => pattern.test(path))) return Response.json({ error: 'Not found' }, { status: 404 });
  const services = context.get(servicesContext);
  const forwarded = new Request(request, { headers: authHeaders(request, context.get(clientIpContext)) });
  return services.auth.handler(forwarded);
}
