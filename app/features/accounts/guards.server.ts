import { data, redirect, type RouterContextProvider } from 'react-router';
import { localeOfPath, pathIn } from '~/lib/locale';
import { CREW_HOME } from './redirect-to';
import { hasRole, type Role } from './roles/roles';
import { getCurrentUser } from './session.server';
import type { SessionUser } from './users.server';

type Context = Readonly<RouterContextProvider>;

/** API routes answer with JSON and a status code; pages redirect. */
function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/api/');
}

/** The page to come back to after signing in: the path and query of this request. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The login page in the language of the page asked for (/es/dashboard → /es/login). */
function loginRedirectUrl(request: Request): string {
  const locale = localeOfPath(new URL(request.url).pathname);
  return `${pathIn(locale, '/login')}?${new URLSearchParams({ redirectTo: returnPath(request) })}`;
}

/**
 * The signed-in person, or a stop: a page sends a signed-out visitor to /login (remembering
 * where they were going), an API route answers 401. Call it in every loader and action that
 * needs an account; a parent layout's check does not protect a child's data request.
 */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (user) return user;
  if (isApiRequest(request)) throw Response.json({ error: 'Sign in to continue.' }, { status: 401 });
  throw redirect(loginRedirectUrl(request));
}

/**
 * The signed-in person if their role allows `role`. Someone signed in without it is sent to
 * their own page (API routes: 403): a customer to their dashboard, an installer to the crew's
 * page; a signed-out visitor is handled as in requireUser.
 */
export async function requireRole(request: Request, context: Context, role: Role): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (hasRole(user.role, role)) return user;
  if (isApiRequest(request)) throw Response.json({ error: 'You do not have access to this.' }, { status: 403 });
  const locale = localeOfPath(new URL(request.url).pathname);
  throw redirect(user.role === 'crew' ? pathIn(locale, CREW_HOME) : pathIn(locale, '/dashboard'));
}

export function requireAdmin(request: Request, context: Context): Promise<SessionUser> {
  return requireRole(request, context, 'admin');
}

/** An installer (the crew's pages); admins may open them too. Anyone else: their dashboard (API: 403). */
export function requireCrew(request: Request, context: Context): Promise<SessionUser> {
  return requireRole(request, context, 'crew');
}

export function requireSuperAdmin(request: Request, context: Context): Promise<SessionUser> {
  return requireRole(request, context, 'superAdmin');
}

/** What a page answers someone signed in without the role it needs (its ErrorBoundary shows the page). */
export interface Forbidden {
  forbidden: true;
  role: Role;
}

/**
 * The signed-in person if they are a superAdmin; anyone else signed in gets 403, a page telling
 * them they lack permission (the route's ErrorBoundary shows it: `isForbidden`), rather than a
 * redirect that hides why. A signed-out visitor is sent to sign in, as in requireUser.
 */
export async function requireSuperAdminOr403(request: Request, context: Context): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (hasRole(user.role, 'superAdmin')) return user;
  if (isApiRequest(request)) throw Response.json({ error: 'You do not have access to this.' }, { status: 403 });
  throw data<Forbidden>({ forbidden: true, role: 'superAdmin' }, { status: 403 });
}
