import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest as raw } from '../tests/e2e/raw-http';
import { createRequestPolicy, type Exchange, type RequestPolicyOptions } from './request-policy';

const PUBLIC_URL = 'https://www.gables.example';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
}

interface Server {
  port: number;
  lines: LogLine[];
  /** What the application behind the policy was handed. */
  handled: Array<{ url: string; exchange: Exchange }>;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * The policy in front of a small application, on a real node:http server configured as
 * server/index.js configures it; the log goes to a stream the test reads.
 */
async function serve(options: Partial<RequestPolicyOptions> = {}, answer?: (res: http.ServerResponse) => void): Promise<Server> {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger = pino({ level: 'info' }, destination);
  const policy = createRequestPolicy({ publicUrl: PUBLIC_URL, trustedProxies: 0, production: true, development: false, logger, ...options });
  const handled: Server['handled'] = [];
  const server = http.createServer(
    { requireHostHeader: false },
    policy.listener((req, res, exchange) => {
      handled.push({ url: req.url ?? '', exchange });
      if (answer) return answer(res);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('application');
    }),
  );
  server.on('connect', policy.connect);
  server.on('clientError', policy.unreadable);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, lines, handled };
}

/** Waits for the log line that follows the answer ('close' comes just after the last byte). */
async function logged(server: Server, count: number): Promise<LogLine[]> {
  for (let i = 0; i < 50 && server.lines.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return server.lines;
}

describe('the request policy', () => {
  it('answers malformed requests with a 4xx and a message, logs each in one line, and never passes them on', async () => {
    const server = await serve();
    const cases: [string, number, RegExp][] = [
      ['GET / HTTP/1.1', 400, /needs a Host header/],
      ['GET / HTTP/1.0', 400, /needs a Host header/],
      ['GET / HTTP/1.1\r\nHost: www.gables.example\r\nHost: other.example', 400, /exactly one Host/],
      ['GET / HTTP/1.1\r\nHost: www gables example', 400, /not a valid host/],
      ['GET / HTTP/1.1\r\nHost: www.gables.example:99999', 400, /not a valid host/],
      ['GET / HTTP/1.1\r\nHost: evil.example/path', 400, /not a valid host/],
      ['GET / HTTP/1.1\r\nHost: -', 400, /not a valid host/],
      ['GET / HTTP/1.1\r\nHost: -gables.example', 400, /not a valid host/],
      [`GET / HTTP/1.1\r\nHost: ${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example`, 400, /not a valid host/],
      ['GET http://other.example/ HTTP/1.1\r\nHost: other.example', 400, /not a full URL/],
      ['OPTIONS * HTTP/1.1\r\nHost: www.gables.example', 400, /not a full URL/],
      ['GET /about#team HTTP/1.1\r\nHost: www.gables.example', 400, /must not contain a fragment/],
      ['TRACE / HTTP/1.1\r\nHost: www.gables.example', 405, /TRACE requests are not accepted/],
      ['CONNECT www.gables.example:443 HTTP/1.1\r\nHost: www.gables.example:443', 405, /CONNECT requests are not accepted/],
      ['PROPFIND /api/chat HTTP/1.1\r\nHost: www.gables.example', 405, /PROPFIND requests are not accepted/],
    ];
    for (const [head, status, message] of cases) {
      const answer = await raw(server.port, head);
      expect([answer.status, answer.headers['content-type']], head).toEqual([status, 'application/json; charset=utf-8']);
      expect((JSON.parse(answer.body) as { error: string }).error, head).toMatch(message);
      expect(answer.headers['x-content-type-options'], head).toBe('nosniff');
    }
    const lines = await logged(server, cases.length);
    expect(lines.map((line) => [line.req?.method, line.res?.statusCode, line.msg])).toEqual(
      cases.map(([head, status]) => [head.split(' ')[0], status, 'request completed']),
    );
    expect(server.handled).toEqual([]);
  });

  it('says what was wrong with a request Node cannot parse, and logs it', async () => {
    const server = await serve();
    const tooLarge = await raw(server.port, `GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Padding: ${'a'.repeat(20_000)}`);
    expect([tooLarge.status, JSON.parse(tooLarge.body)]).toEqual([431, { error: 'The request headers are too large.' }]);
    const garbled = await raw(server.port, 'GET /a b c HTTP/1.1\r\nHost: www.gables.example');
    expect([garbled.status, JSON.parse(garbled.body)]).toEqual([400, { error: 'The request could not be read.' }]);
    expect((await logged(server, 2)).map((line) => [line.res?.statusCode, line.msg])).toEqual([
      [431, 'request unreadable'],
      [400, 'request unreadable'],
    ]);
  });

  it("judges cross-site writes by PUBLIC_URL's origin, not by the Host the request carries", async () => {
    const server = await serve();
    const write = (headers: string) => raw(server.port, `POST /contact HTTP/1.1\r\n${headers}\r\nContent-Length: 6`, 'name=x');
    expect((await write(`Host: www.gables.example\r\nOrigin: ${PUBLIC_URL}`)).status).toBe(200);
    expect((await write(`Host: backend:3000\r\nOrigin: ${PUBLIC_URL}`)).status).toBe(200);
    expect((await write('Host: www.gables.example')).status).toBe(200);
    const refused = await write('Host: evil.example\r\nOrigin: https://evil.example');
    expect([refused.status, JSON.parse(refused.body)]).toEqual([403, { error: 'Cross-site requests are not allowed.' }]);
    expect((await write('Host: www.gables.example\r\nOrigin: http://www.gables.example')).status).toBe(403);
    expect((await write(`Host: www.gables.example\r\nOrigin: ${PUBLIC_URL}\r\nSec-Fetch-Site: cross-site`)).status).toBe(403);
    expect((await write('Host: www.gables.example\r\nOrigin: null')).status).toBe(403);
    // The application (React Router) is told the site's origin, whatever Host came.
    expect(server.handled.map(({ url, exchange }) => [url, exchange.origin])).toEqual(Array(3).fill(['/contact', PUBLIC_URL]));
  });

  it('lets a mail client post the one-click unsubscribe from anywhere, and only to that path', async () => {
    const server = await serve();
    const post = (path: string, method = 'POST') =>
      raw(
        server.port,
        `${method} ${path} HTTP/1.1\r\nHost: www.gables.example\r\nOrigin: https://mail.example\r\nSec-Fetch-Site: cross-site\r\nContent-Length: 26`,
        'List-Unsubscribe=One-Click',
      );
    expect((await post('/unsubscribe/YUBleGFtcGxlLmNvbQ.sig')).status).toBe(200);
    expect((await post('/es/unsubscribe/YUBleGFtcGxlLmNvbQ.sig')).status).toBe(200);
    for (const path of ['/unsubscribe/a/b', '/unsubscribe/a?next=/admin', '/admin/unsubscribe/a']) expect((await post(path)).status).toBe(403);
    for (const method of ['PUT', 'DELETE']) expect((await post('/unsubscribe/a', method)).status).toBe(403);
  });

  it('also accepts the host a trusted proxy forwards, and only then', async () => {
    const direct = await serve();
    const proxied = await serve({ trustedProxies: 1 });
    const head =
      'POST /contact HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Host: gables.example\r\nX-Forwarded-Proto: https\r\nOrigin: https://gables.example\r\nContent-Length: 0';
    expect((await raw(proxied.port, head)).status).toBe(200);
    expect((await raw(direct.port, head)).status).toBe(403);
    const defaultPort = 'POST /contact HTTP/1.1\r\nHost: Gables.Example:443\r\nX-Forwarded-Proto: https\r\nOrigin: https://gables.example\r\nContent-Length: 0';
    expect((await raw(proxied.port, defaultPort)).status).toBe(200);
    expect(proxied.handled.map(({ exchange }) => exchange.origin)).toEqual(['https://gables.example', 'https://gables.example']);
    const badForward = await raw(proxied.port, 'GET / HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Host: a b');
    expect([badForward.status, JSON.parse(badForward.body)]).toEqual([400, { error: 'The X-Forwarded-Host header is not a valid host name.' }]);
    const badProto = await raw(proxied.port, 'GET / HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Proto: javascript');
    expect(badProto.status).toBe(400);
  });

  it('reads X-Forwarded-Host and -Proto as the entry the trusted proxy added, from the right, not a first entry the client wrote', async () => {
    const proxied = await serve({ trustedProxies: 1 });
    // The client wrote evil.example and https; the proxy appended what it saw: gables.example over http.
    const spoofed =
      'POST /contact HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Host: evil.example, gables.example\r\nX-Forwarded-Proto: https, http\r\nOrigin: http://gables.example\r\nContent-Length: 0';
    const answer = await raw(proxied.port, spoofed);
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(proxied.handled.map(({ exchange }) => exchange.origin)).toEqual(['http://gables.example']);
    expect((await raw(proxied.port, spoofed.replace('Origin: http://gables.example', 'Origin: http://evil.example'))).status).toBe(403);
    // The same entries sent as separate header lines are one list.
    const split = 'GET / HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Proto: http';
    expect((await raw(proxied.port, split)).headers['strict-transport-security']).toBeUndefined();
    // Two proxies: the entry two from the right is the outer one's; a shorter list names nobody and the Host counts.
    const twoProxies = await serve({ trustedProxies: 2 });
    const two = 'GET / HTTP/1.1\r\nHost: backend:3000\r\nX-Forwarded-Host: evil.example, gables.example, backend:3000\r\nX-Forwarded-Proto: http, https, http';
    expect((await raw(twoProxies.port, two)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(twoProxies.handled.map(({ exchange }) => exchange.origin)).toEqual(['https://gables.example']);
  });

  it('sends HSTS only on https: directly never, behind a trusted proxy when it says https', async () => {
    const direct = await serve();
    const proxied = await serve({ trustedProxies: 1 });
    const overHttps = 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-Proto: https';
    expect((await raw(direct.port, overHttps)).headers['strict-transport-security']).toBeUndefined();
    expect((await raw(proxied.port, overHttps)).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(
      (await raw(proxied.port, 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-Proto: http')).headers['strict-transport-security'],
    ).toBeUndefined();
    const development = await serve({ trustedProxies: 1, production: false });
    expect((await raw(development.port, overHttps)).headers['strict-transport-security']).toBeUndefined();
  });

  it("reads the client's address from X-Forwarded-For only behind a trusted proxy, as the entry the outermost proxy added", async () => {
    const direct = await serve();
    const oneProxy = await serve({ trustedProxies: 1 });
    const twoProxies = await serve({ trustedProxies: 2 });
    const head = 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-For: 198.18.0.1, 203.0.113.7, 10.0.0.1';
    await raw(direct.port, head);
    await raw(oneProxy.port, head);
    await raw(twoProxies.port, head);
    // Headers sent twice are one list, in order.
    await raw(oneProxy.port, 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-For: 198.18.0.1\r\nX-Forwarded-For: 2001:db8::7');
    await raw(oneProxy.port, 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-For: 203.0.113.7, <script>');
    // Fewer entries than proxies: it did not come through them all.
    await raw(twoProxies.port, 'GET / HTTP/1.1\r\nHost: www.gables.example\r\nX-Forwarded-For: 203.0.113.7');
    expect(direct.handled.map(({ exchange }) => exchange.ip)).toEqual(['127.0.0.1']);
    expect(oneProxy.handled.map(({ exchange }) => exchange.ip)).toEqual(['10.0.0.1', '2001:db8::7', '127.0.0.1']);
    expect(twoProxies.handled.map(({ exchange }) => exchange.ip)).toEqual(['203.0.113.7', '127.0.0.1']);
  });

  it('logs one line per answer, without the secret tokens of the query or an estimate link', async () => {
    const server = await serve();
    await raw(server.port, 'GET /reset-password?token=s3cret-reset&lang=en HTTP/1.1\r\nHost: www.gables.example');
    await raw(server.port, 'GET /verify-email?%74oken=s3cret-verify HTTP/1.1\r\nHost: www.gables.example');
    await raw(server.port, 'GET /api/auth/callback/google?code=s3cret-code&state=s3cret-state HTTP/1.1\r\nHost: www.gables.example');
    await raw(server.port, 'GET /es/estimates/s3cret-estimate.data HTTP/1.1\r\nHost: www.gables.example');
    await raw(server.port, 'GET /api/chat/events?session=s3cret-chat HTTP/1.1\r\nHost: www.gables.example');
    const lines = await logged(server, 5);
    expect(lines.map((line) => line.req?.url)).toEqual([
      '/reset-password?token=[redacted]&lang=en',
      '/verify-email?%74oken=[redacted]',
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
      '/es/estimates/[redacted].data',
      '/api/chat/events?session=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(lines.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual(Array(5).fill([30, 'request completed', 200]));
  });

  it('turns a failure of the application into a 500 with a message, logged with the error in the same line', async () => {
    const server = await serve({}, () => {
      throw new Error('the database is on fire');
    });
    const answer = await raw(server.port, 'GET /about HTTP/1.1\r\nHost: www.gables.example');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([500, { error: 'Something went wrong on our side. Please try again, or call us.' }]);
    expect(answer.body).not.toContain('fire');
    const lines = await logged(server, 1);
    expect(lines.map((line) => [line.level, line.res?.statusCode, line.err?.message])).toEqual([[50, 500, 'the database is on fire']]);
  });
});
