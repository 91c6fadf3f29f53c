import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCanonicalPaths } from './canonical-path';
import { createPageCache } from './page-cache';

const PASSED_ON = 299;
const PUBLIC = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' };

const canonicalPath = createCanonicalPaths([
  { id: 'root', path: '' },
  { id: 'about', parentId: 'root', path: 'about' },
  { id: 'service', parentId: 'root', path: 'services/:serviceId' },
  { id: 'estimate', parentId: 'root', path: 'estimates/:token' },
  { id: 'estimate-es', parentId: 'root', path: 'es/estimates/:token' },
  { id: 'order-link', parentId: 'root', path: 'orders/:token' },
  { id: 'not-found', parentId: 'root', path: '*' },
]);

type Render = (path: string) => Promise<Response>;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * The cache on a real node:http server, in front of an application that answers 299 to what
 * the cache passes on. `render` stands in for React Router: it says what the page would be.
 */
async function serve(render: Render, limits: { maxEntries?: number; maxBytes?: number; anonymousCookies?: string[] } = {}) {
  const rendered: string[] = [];
  const cache = createPageCache({
    render: (path) => {
      rendered.push(path);
      return render(path);
    },
    csp: (hashes) => `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`,
    canonicalPath,
    ...limits,
  });
  const server = http.createServer((req, res) => {
    void cache.handle(req, res).then((served) => served || res.writeHead(PASSED_ON).end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
  return { cache, rendered, get };
}

const page = (text: string) => new Response(`<!doctype html><p>${text}</p><script>start()</script>`, { headers: PUBLIC });

describe('the page cache', () => {
  it('serves a public page from memory after one render, with its hashes in the CSP', async () => {
    const { rendered, get } = await serve(async (path) => page(`page ${path}`));
    const first = await get('/about');
    const second = await get('/about');
    expect([first.status, second.status, second.body]).toEqual([200, 200, first.body]);
    expect(rendered).toEqual(['/about']);
    expect(second.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it('keeps the opener policy the page declared, and sends it again on a 304', async () => {
    const declared = (text: string) => new Response(`<p>${text}</p>`, { headers: { ...PUBLIC, 'cross-origin-opener-policy': 'unsafe-none' } });
    const { get } = await serve(async (path) => (path === '/about' ? declared('shared') : page('no policy declared')));
    const first = await get('/about');
    const kept = await get('/about');
    const revalidated = await get('/about', { 'if-none-match': kept.headers.get('etag')! });
    expect([first, kept, revalidated].map((answer) => [answer.status, answer.headers.get('cross-origin-opener-policy')])).toEqual([
      [200, 'unsafe-none'],
      [200, 'unsafe-none'],
      [304, 'unsafe-none'],
    ]);
    expect((await get('/services/a')).headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('never answers, renders or keeps anything for a request with a cookie or an Authorization header', async () => {
    const { cache, rendered, get } = await serve(async () => page('public'));
    expect((await get('/about', { cookie: 'gwc.session_token=abc' })).status).toBe(PASSED_ON);
    expect((await get('/about', { authorization: 'Bearer abc' })).status).toBe(PASSED_ON);
    expect([rendered, cache.size()]).toEqual([[], 0]);
    expect((await get('/about')).status).toBe(200);
    expect((await get('/about', { cookie: 'theme=dark' })).status).toBe(PASSED_ON);
    expect((await get('/about', { authorization: 'Basic YTpi' })).status).toBe(PASSED_ON);
  });

  it('answers a request whose only cookie is one no public page depends on (the chat’s), and no other', async () => {
    const { get } = await serve(async () => page('public'), { anonymousCookies: ['gwc.chat'] });
    expect((await get('/about', { cookie: 'gwc.chat=k3y' })).status).toBe(200);
    expect((await get('/about', { cookie: 'gwc.chat=k3y; gwc.session_token=abc' })).status).toBe(PASSED_ON);
    expect((await get('/about', { cookie: 'gwc.chatty=1' })).status).toBe(PASSED_ON);
    expect((await get('/about', { cookie: '' })).status).toBe(PASSED_ON);
  });

  it('never keeps a page whose render began before clear(), and never serves it to a later request', async () => {
    const releases: Array<(text: string) => void> = [];
    const { cache, rendered, get } = await serve(() => new Promise((resolve) => releases.push((text) => resolve(page(text)))));
    const before = get('/about');
    await expect.poll(() => releases.length).toBe(1);
    cache.clear();
    const after = get('/about');
    await expect.poll(() => releases.length).toBe(2);
    releases[0]!('the old name');
    releases[1]!('the new name');
    expect((await before).body).toContain('the old name');
    expect((await after).body).toContain('the new name');
    expect((await get('/about')).body).toContain('the new name');
    expect(rendered).toEqual(['/about', '/about']);

    const again = get('/services/repair');
    await expect.poll(() => releases.length).toBe(3);
    cache.clear();
    releases[2]!('rendered before the clear');
    await again;
    expect(cache.size()).toBe(0);
    const next = get('/services/repair');
    await expect.poll(() => releases.length).toBe(4);
    releases[3]!('rendered after the clear');
    expect((await next).body).toContain('rendered after the clear');
  });

  it('keeps at most maxEntries pages, letting the least recently used go first', async () => {
    const { cache, rendered, get } = await serve(async (path) => page(path), { maxEntries: 2 });
    for (const path of ['/about', '/services/a', '/about', '/services/b']) await get(path);
    expect(cache.size()).toBe(2);
    expect(rendered).toEqual(['/about', '/services/a', '/services/b']);
    await get('/about');
    await get('/services/a');
    expect(rendered).toEqual(['/about', '/services/a', '/services/b', '/services/a']);
  });

  it('keeps at most maxBytes of bodies, and does not keep a page larger than that', async () => {
    // Random text: gzip and brotli cannot shrink it, so each kept page costs about three times its size.
    const text = (bytes: number) => randomBytes(bytes).toString('base64');
    const { cache, get } = await serve(async (path) => page(path === '/about' ? text(400_000) : text(30_000)), { maxBytes: 250_000 });
    for (const path of ['/services/a', '/services/b', '/services/c', '/services/d']) expect((await get(path)).status).toBe(200);
    expect(cache.size()).toBe(2);
    expect(cache.bytes()).toBeGreaterThan(200_000);
    expect(cache.bytes()).toBeLessThanOrEqual(250_000);
    const large = await get('/about');
    expect([large.status, large.body.length > 500_000]).toEqual([200, true]);
    expect([cache.size(), cache.bytes() <= 250_000]).toEqual([2, true]);
  });

  it('keeps one entry per canonical path: other spellings of a page are neither rendered nor kept', async () => {
    const { cache, rendered, get } = await serve(async () => page('about us'));
    for (const variant of ['/ABOUT', '/about/', '/about//', '/%61bout', '//about']) {
      expect((await get(variant)).status, variant).toBe(PASSED_ON);
    }
    expect([rendered, cache.size()]).toEqual([[], 0]);
    await get('/about');
    await get('/about');
    expect([rendered, cache.size()]).toEqual([['/about'], 1]);
  });

  it('passes on, and renders only once, what is not a public 200 HTML page without cookies', async () => {
    const answers: Record<string, () => Response> = {
      '/services/private': () => new Response('<p>mine</p>', { headers: { ...PUBLIC, 'cache-control': 'private, no-store' } }),
      '/services/cookie': () => new Response('<p>hi</p>', { headers: { ...PUBLIC, 'set-cookie': 'a=1' } }),
      '/services/missing': () => new Response('<p>not found</p>', { status: 404, headers: PUBLIC }),
      '/services/json': () => Response.json({ public: true }, { headers: { 'cache-control': 'public' } }),
    };
    const { cache, rendered, get } = await serve(async (path) =>
      (answers[path] ?? (() => new Response('<p>not found</p>', { status: 404, headers: PUBLIC })))(),
    );
    for (const path of Object.keys(answers)) {
      expect((await get(path)).status).toBe(PASSED_ON);
      expect((await get(path)).status).toBe(PASSED_ON);
    }
    expect([rendered, cache.size()]).toEqual([Object.keys(answers), 0]);
    for (const path of ['/about?utm_source=x', '/api/me', '/assets/app.js', '/robots.txt', '/about|x', '/about^x'])
      expect((await get(path)).status).toBe(PASSED_ON);
    expect(rendered).toEqual(Object.keys(answers));
  });

  it('never renders a customer’s link (an estimate, an order): its render would be a visit by no one, recorded as the customer’s', async () => {
    const { rendered, get } = await serve(async (path) => page(`page ${path}`));
    const token = 'A'.repeat(43);
    for (const path of [`/estimates/${token}`, `/es/estimates/${token}`, `/orders/${token}`]) expect((await get(path)).status).toBe(PASSED_ON);
    expect(rendered).toEqual([]);
  });
});
