import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { action as contactMessagesAction } from '~/routes/api/contact-messages';
import { logger } from '~/lib/logger.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import { type AppServices, clientIpContext, servicesContext } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { createLeadApi, FAST_PATHS } from './lead-api';
import { createRequestPolicy } from './request-policy';

const contact = { name: 'Ana Pérez', email: 'ana@example.com', subject: 'service', message: 'Two windows stick.' };

/** The lead API on a real node:http server behind the request policy, as server/app.ts runs it; other paths get 404. */
async function serve(services: AppServices, trustedProxies: number) {
  const policy = createRequestPolicy({ publicUrl: 'http://localhost:3000', trustedProxies, production: true, development: false, logger });
  const leadApi = createLeadApi({ services: async () => services, policy, publicOrigin: 'http://localhost:3000' });
  const server = http.createServer(
    policy.listener((req, res, exchange) => {
      if (!leadApi.handle(req, res, exchange)) res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the lead API on plain node:http', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('stores a lead and answers 201 with its id, with the security headers and no caching', async () => {
    const server = await serve(createTestServices(database), 0);
    try {
      const response = await fetch(`${server.url}/api/contact-messages?source=crm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: 'https://partner.example/listing' },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const row = await database.db.selectFrom('contactMessages').select(['name', 'landingPath', 'referrer']).where('id', '=', id).executeTakeFirst();
      expect(row).toEqual({ name: 'Ana Pérez', landingPath: '/api/contact-messages', referrer: 'https://partner.example/listing' });
    } finally {
      await server.close();
    }
  });

  it('answers other methods with 405, cross-site posts with 403, and too large bodies with 413 without resetting', async () => {
    const server = await serve(createTestServices(database), 0);
    try {
      const get = await fetch(`${server.url}/api/quote-requests`);
      expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
      const crossSite = await post(server.url, contact, { origin: 'https://evil.example' });
      expect([crossSite.status, await crossSite.json()]).toEqual([403, { error: 'Cross-site requests are not allowed.' }]);
      const large = await post(server.url, { ...contact, message: 'x'.repeat(200 * 1024) });
      expect([large.status, await large.json()]).toEqual([413, { error: 'The request body must be at most 64 KB.' }]);
      expect((await fetch(`${server.url}/about`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  /** Posts `count` leads, each from the X-Forwarded-For `from(n)` gives; the statuses, in order. */
  async function statuses(url: string, count: number, from: (n: number) => string) {
    const answers: number[] = [];
    for (let n = 0; n < count; n++) answers.push((await post(url, contact, { 'x-forwarded-for': from(n) })).status);
    return answers;
  }
  const allowed = (answers: number[]) => answers.filter((status) => status === 201).length;
  const limitedTo = (limit: number) => createTestServices(database, { leadLimiter: createMemoryRateLimiter({ limit, windowMs: 60_000 }) });

  it('limits each client by X-Forwarded-For only behind a trusted proxy', async () => {
    const proxied = await serve(limitedTo(1), 1);
    try {
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(201);
      const again = await post(proxied.url, contact, { 'x-forwarded-for': '203.0.113.7' });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await proxied.close();
    }
    const direct = await serve(limitedTo(1), 0);
    try {
      expect((await post(direct.url, contact, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
      expect((await post(direct.url, contact, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', async () => {
    const proxied = await serve(limitedTo(20), 1);
    try {
      // A device can use any address of its /64: 25 of them still get only the 20 leads of the limit.
      expect(allowed(await statuses(proxied.url, 25, (n) => `2001:db8:5:6:${n.toString(16)}:${n}::1`))).toBe(20);
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '2001:db8:5:7::1' })).status).toBe(201);
      expect(allowed(await statuses(proxied.url, 20, () => '203.0.113.50'))).toBe(20);
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '::ffff:203.0.113.50' })).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('takes the address the balancer added, so a forged X-Forwarded-For entry does not reset the limit', async () => {
    // One balancer appends the address it was reached from; the client writes whatever it likes before it.
    const oneProxy = await serve(limitedTo(20), 1);
    try {
      expect(allowed(await statuses(oneProxy.url, 25, (n) => `198.18.${n}.1, 203.0.113.7`))).toBe(20);
      expect((await post(oneProxy.url, contact, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
    } finally {
      await oneProxy.close();
    }
    // Two proxies: the second appends the first's address, so the visitor's is second from the right.
    const twoProxies = await serve(limitedTo(20), 2);
    try {
      expect(allowed(await statuses(twoProxies.url, 25, (n) => `198.18.${n}.1, 203.0.113.7, 10.0.0.${n}`))).toBe(20);
    } finally {
      await twoProxies.close();
    }
  });

  it('answers as the route module that app/routes.ts declares for the same path', async () => {
    const declared = new Map(routes.map((route) => [`/${route.path}`, route.file]));
    expect([...FAST_PATHS.keys()].map((path) => [path, declared.get(path)])).toEqual([
      ['/api/quote-requests', 'routes/api/quote-requests.ts'],
      ['/api/contact-messages', 'routes/api/contact-messages.ts'],
    ]);

    const services = createTestServices(database);
    const server = await serve(services, 0);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(clientIpContext, '192.0.2.1');
    try {
      for (const [body, type] of [
        [{ ...contact, email: 'not an address' }, 'application/json'],
        ['{"name":', 'application/json'],
        [contact, 'text/plain'],
      ] as const) {
        const init = { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) };
        const fast = await fetch(`${server.url}/api/contact-messages`, init);
        const request = new Request('http://localhost:3000/api/contact-messages', init);
        const routed = await contactMessagesAction({ request, context, params: {}, url: new URL(request.url), pattern: '/api/contact-messages' });
        expect([routed.status, await routed.json(), routed.headers.get('cache-control')]).toEqual([fast.status, await fast.json(), 'no-store']);
      }
    } finally {
      await server.close();
    }
  });
});
