// The request pipeline of a production server (server/app.ts, server/request-policy.ts): every
// request, however malformed, gets an answer with a message, and each page has one URL.
import { expect, test } from './fixtures';
import { rawRequest } from './raw-http';

const port = () => Number(new URL(test.info().project.use.baseURL!).port);
const host = () => `localhost:${port()}`;

test('malformed requests get a 4xx with a message, never a 500 or a dropped connection', async () => {
  const cases: [string, number, RegExp][] = [
    [`GET http://other.example/ HTTP/1.1\r\nHost: ${host()}`, 400, /not a full URL/],
    [`GET http://${host()}/about HTTP/1.1\r\nHost: ${host()}`, 400, /not a full URL/],
    [`GET /about#team HTTP/1.1\r\nHost: ${host()}`, 400, /must not contain a fragment/],
    [`TRACE / HTTP/1.1\r\nHost: ${host()}`, 405, /TRACE requests are not accepted/],
    [`CONNECT other.example:443 HTTP/1.1\r\nHost: other.example:443`, 405, /CONNECT requests are not accepted/],
    ['GET / HTTP/1.1', 400, /needs a Host header/],
    ['GET /about HTTP/1.0', 400, /needs a Host header/],
    ['GET / HTTP/1.1\r\nHost: not a host', 400, /not a valid host/],
    ['GET / HTTP/1.1\r\nHost: localhost:99999', 400, /not a valid host/],
    [`POST /api/quote-requests HTTP/1.1\r\nHost: [::1\r\nContent-Type: application/json\r\nContent-Length: 2`, 400, /not a valid host/],
  ];
  for (const [head, status, message] of cases) {
    const answer = await rawRequest(port(), head, head.startsWith('POST') ? '{}' : '');
    expect(answer.status, head).toBe(status);
    expect((JSON.parse(answer.body) as { error: string }).error, head).toMatch(message);
    expect(answer.headers['content-security-policy'], head).toContain("default-src 'none'");
  }
});

test('other spellings of a page are redirected to its one URL, the query kept', async ({ request }) => {
  const redirects: [string, string][] = [
    ['/ABOUT', '/about'],
    ['/about//', '/about'],
    ['/%61bout', '/about'],
    ['/Services/window-repair/?tab=faq', '/services/window-repair?tab=faq'],
    ['/API/quote-requests', '/api/quote-requests'],
  ];
  for (const [path, location] of redirects) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), response.headers()['location']], path).toEqual([301, location]);
  }
  // Sent as written: Playwright would tidy these paths itself.
  for (const path of ['//about', '/./about', '/services/../about', '/\\evil.example/']) {
    const answer = await rawRequest(port(), `GET ${path} HTTP/1.1\r\nHost: ${host()}`);
    expect(answer.status, path).toBe(301);
    expect(answer.headers['location'], path).toMatch(/^\/(?![/\\])/);
  }
  const page = await request.get('/ABOUT');
  expect([page.status(), page.url()]).toEqual([200, `http://${host()}/about`]);
});

test('form posts are judged by PUBLIC_URL, not by the Host they carry', async () => {
  const post = (headers: string) =>
    rawRequest(port(), `POST /contact HTTP/1.1\r\n${headers}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6`, 'name=x');
  // The page was addressed as 127.0.0.1: Origin and Host agree, but neither is the site's.
  const foreign = await post(`Host: 127.0.0.1:${port()}\r\nOrigin: http://127.0.0.1:${port()}`);
  expect([foreign.status, JSON.parse(foreign.body)]).toEqual([403, { error: 'Cross-site requests are not allowed.' }]);
  // The site's own origin passes whatever Host a proxy in front rewrote, and the form answers.
  const own = await post(`Host: backend:3000\r\nOrigin: http://${host()}`);
  expect(own.status).toBe(400);
  expect(own.body).toContain('Email is required');
});

test('the lead API answers the same through its route module when the fast path does not take the request', async ({ request }) => {
  const fast = await request.post('/api/contact-messages', { data: { email: 'x' } });
  const routed = await request.post('/api/contact-messages/', { data: { email: 'x' } });
  expect([routed.status(), await routed.json()]).toEqual([fast.status(), await fast.json()]);
  expect(routed.status()).toBe(400);
  expect((await request.fetch('/api/contact-messages/', { method: 'PUT', data: {} })).status()).toBe(405);
});

test('answers over http carry no HSTS, the health check is a declared route, and a connection stays open for a minute of quiet', async ({ request }) => {
  for (const path of ['/', '/about', '/healthz', '/favicon.svg', '/no-such-page']) {
    expect((await request.get(path)).headers()['strict-transport-security'], path).toBeUndefined();
  }
  const health = await request.get('/healthz');
  expect([health.status(), health.headers()['cache-control'], await health.json()]).toEqual([200, 'no-store', { status: 'ok', database: 'ok' }]);
  // Longer than a load balancer's usual idle minute (KEEP_ALIVE_SECONDS), so none reuses a connection being closed.
  expect(health.headers()['keep-alive']).toBe('timeout=65');
});
