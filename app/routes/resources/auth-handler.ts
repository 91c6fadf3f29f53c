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

function isOpen(request: Request): boolean {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  return OPEN_PATHS.some((pattern) => pattern.test(path));
}

const notFound = () => Response.json({ error: 'Not found. Sign in, register and reset a password through the pages of this site.' }, { status: 404 });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isOpen(request)) return notFound();
  const services = context.get(servicesContext);
  const forwarded = new Request(request, { headers: authHeaders(request, context.get(clientIpContext)) });
  return services.auth.handler(forwarded);
}

/**
 * Without an action, React Router answered every other method with its own error ("Unexpected
 * Server Error"). A closed endpoint is not found, whatever the method; an open one takes GET only.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isOpen(request)) return notFound();
  return Response.json({ error: 'Use GET: the sign-in provider returns here with a link.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
}
