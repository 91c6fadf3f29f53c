// Test support for the account tests: form posts, cookies, and signed-in requests.
import { RouterContextProvider } from 'react-router';
import { type AppServices, clientIpContext, servicesContext } from '~/lib/request-context';
import type { AccountActionData } from '~/features/accounts/account-action';
import type { Role } from '~/features/accounts/roles/roles';
import { createPasswordAccount } from '~/features/accounts/users.server';

const ORIGIN = 'http://localhost:3000';

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function get(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const cookie of headers.getSetCookie()) {
    const [pair, ...attributes] = cookie.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface Answer {
  status: number;
  data: AccountActionData;
  headers: Headers;
  location: string | null;
}

/** What an action answered, whether a redirect Response or `data()`. */
export function answerOf(result: unknown): Answer {
  if (result instanceof Response) {
    return { status: result.status, data: {}, headers: result.headers, location: result.headers.get('location') };
  }
  const { data, init } = result as { data: AccountActionData; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers), location: null };
}

export function routerContext(services: AppServices, ip = '192.0.2.10'): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, ip);
  return context;
}

/** Creates an account with a role and signs it in; returns its id and Cookie header. */
export async function signedIn(services: AppServices, email: string, role: Role = 'user', password = 'secret-123') {
  const user = await createPasswordAccount(services.auth, services.db, { email, password, name: `Test ${role}`, role, actor: 'test' });
  const { headers } = await services.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return { id: user.id, cookie: cookieFrom(headers), password };
}
