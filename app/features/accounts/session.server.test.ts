import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { authHeaders, getCurrentUser, sessionMiddleware } from './session.server';
import { get, routerContext, signedIn } from '#tests/support/accounts';

describe('the session middleware', () => {
  let database: TestDatabase;
  let services: AppServices;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    services = createTestServices(database);
    ({ cookie } = await signedIn(services, 'page@example.com'));
  });
  afterAll(() => database.drop());

  const run = async (request: Request, page = () => new Response('<html>', { headers: { 'Cache-Control': 'public, max-age=300' } })) => {
    const context = routerContext(services);
    const response = (await sessionMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '/' } as never, async () =>
      page(),
    )) as Response;
    return { response, context };
  };

  it('keeps a page that shows an account out of shared caches', async () => {
    const { response } = await run(get('/about', cookie));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves an anonymous page as its route made it', async () => {
    const { response } = await run(get('/about'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('reads the session once per request', async () => {
    const request = get('/dashboard', cookie);
    const { context } = await run(request);
    await database.db.deleteFrom('session').execute();
    expect(await getCurrentUser(request, context)).toMatchObject({ email: 'page@example.com' });
    expect(await getCurrentUser(request, routerContext(services))).toBeNull();
  });

  it('answers a visitor without a session cookie as signed out without asking better-auth', async () => {
    // better-auth runs each call in an AsyncLocalStorage context, which on Node 20 turns on promise
    // hooks for the life of the process: intake measured 16% slower (docs/performance.md).
    const { cookie: own } = await signedIn(services, 'cookie@example.com');
    const getSession = vi.spyOn(services.auth.api, 'getSession');
    try {
      const visitor = new Request('http://localhost/about', { headers: { cookie: 'gwc_language=es; theme=dark' } });
      expect(await getCurrentUser(visitor, routerContext(services))).toBeNull();
      expect(getSession).not.toHaveBeenCalled();
      expect(await getCurrentUser(get('/about', own), routerContext(services))).toMatchObject({ email: 'cookie@example.com' });
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('puts the trusted client address in place of any forwarded header', () => {
    const spoofed = new Request('http://localhost/login', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(authHeaders(spoofed, '192.0.2.9').get('x-forwarded-for')).toBe('192.0.2.9');
  });
});
