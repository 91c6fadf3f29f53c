import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { logger } from '~/lib/logger.server';
import { type AppServices, clientIpContext, servicesContext } from '~/lib/request-context';
import type { Role } from './roles/roles';
import { type SessionUser, toSessionUser } from './users.server';

/**
 * The request's headers for better-auth, with the client address this server trusts (see
 * TRUST_PROXY) in place of anything the client sent, so sessions record the real address.
 */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', clientIp);
  return headers;
}

interface CurrentSession {
  user: SessionUser;
  /** The session's own token: what tells this browser's session from the account's others. */
  token: string;
  /** Set-Cookie headers from better-auth when it extended the session on this request. */
  refreshCookies: string[];
}

const UNREAD = 'unread';
/** The session of the current request once read (null when signed out); UNREAD until then. */
const currentSessionContext = createContext<CurrentSession | null | typeof UNREAD>(UNREAD);

const SESSION_COOKIE = /(^|\s|__Secure-)gwc\.session_token=/;

async function readSession(request: Request, services: AppServices, clientIp: string): Promise<CurrentSession | null> {
  // No session cookie, no session: a visitor's request never enters better-auth, whose request
  // context (AsyncLocalStorage) would otherwise make every promise the process creates slower.
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return null;
  try {
    const { headers, response } = await services.auth.api.getSession({ headers: authHeaders(request, clientIp), returnHeaders: true });
    if (!response) return null;
    return { user: toSessionUser(response.user), token: response.session.token, refreshCookies: headers.getSetCookie() };
  } catch (error) {
    // The database may be unreachable: the page still renders, as for a visitor who is signed out.
    logger.error({ err: error }, 'session lookup failed');
    return null;
  }
}

async function currentSession(request: Request, context: Readonly<RouterContextProvider>): Promise<CurrentSession | null> {
  const known = context.get(currentSessionContext);
  if (known !== UNREAD) return known;
  const session = await readSession(request, context.get(servicesContext), context.get(clientIpContext));
  context.set(currentSessionContext, session);
  return session;
}

/** The signed-in person, with the role the database holds now; null when signed out. */
export async function getCurrentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return (await currentSession(request, context))?.user ?? null;
}

/** The token of the request's session, null when signed out. */
export async function getCurrentSessionToken(request: Request, context: Readonly<RouterContextProvider>): Promise<string | null> {
  return (await currentSession(request, context))?.token ?? null;
}

/**
 * Root middleware: reads the session once per request, keeps a page that shows someone's
 * account out of every shared cache and isolated from other sites' windows, and passes on a
 * session refresh unless the response itself already changes the session cookie (sign-in,
 * sign-out).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await currentSession(request, context);
  const response = await next();
  if (!session) return response;
  response.headers.set('Cache-Control', 'private, no-store');
  // Back under the request policy's opener policy: the page now shows someone's account.
  response.headers.delete('Cross-Origin-Opener-Policy');
  const setsSession = response.headers.getSetCookie().some((cookie) => SESSION_COOKIE.test(cookie));
  if (!setsSession) for (const cookie of session.refreshCookies) response.headers.append('Set-Cookie', cookie);
  return response;
};

/** What the browser may know about the signed-in person: the root loader and /api/me. */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
}

export function toPublicUser(user: SessionUser): PublicUser {
  return { id: user.id, email: user.email, name: user.name, image: user.image, role: user.role };
}
