import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger } from '~/lib/logger.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { baseSecurityHeaders } from '~/lib/security-headers.server';
import { createTestDatabase, type TestDatabase } from '~/lib/test-databases.server';
import { createTestServices } from '~/lib/test-services.server';
import { createLeadApi } from './lead-api';

const contact = { name: 'Ana Pérez', email: 'ana@example.com', subject: 'service', message: 'Two windows stick.' };

/** The lead API on a real node:http server, as server/index.js runs it; other paths get 404. */
async function serve(services: AppServices, trustProxy: boolean) {
  const leadApi = createLeadApi({
    services: async () => services,
    logger,
    publicOrigin: 'http://localhost:3000',
    securityHeaders: baseSecurityHeaders({ hsts: false }),
    trustProxy,
  });
  const server = http.createServer((req, res) => {
    if (!leadApi.handle(req, res)) res.writeHead(404).end();
  });
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
    const server = await serve(createTestServices(database), false);
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
    const server = await serve(createTestServices(database), false);
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

  it('limits each client by X-Forwarded-For only behind a trusted proxy', async () => {
    const limited = () => createTestServices(database, { leadLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const proxied = await serve(limited(), true);
    try {
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' })).status).toBe(201);
      expect((await post(proxied.url, contact, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(201);
      const again = await post(proxied.url, contact, { 'x-forwarded-for': '203.0.113.7' });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await proxied.close();
    }
    const direct = await serve(limited(), false);
    try {
      expect((await post(direct.url, contact, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
      expect((await post(direct.url, contact, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
