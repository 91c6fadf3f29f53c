// Many instances: production servers side by side on one PostgreSQL database, as behind a load
// balancer (docs/operations.md, Deployment). The visitor's requests land on either; nothing may depend on
// which. Runs in its own Playwright project when TEST_DATABASE_URL is set (playwright.config.ts),
// beside the other journeys, against the build their server made.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createClient } from 'redis';
import { SMTPServer } from 'smtp-server';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { expect, test } from './fixtures';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_HOST = 'gables.example';
const PUBLIC_URL = `https://${PUBLIC_HOST}`;
const OWNER = { email: 'owner@gables.example', password: 'owner-password-instances' };
const LEAD_RATE_LIMIT = 4;
/** The lead limiter's key for an address in both shared stores (limiter name, then the key). */
const leadKey = (ip: string) => `lead:lead:${ip}`;

type Instance = Awaited<ReturnType<typeof startProductionServer>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const schema = `instances_${run}`;
let admin: pg.Client;
let smtp: SMTPServer;
const delivered: Array<{ messageId: string; by: string }> = [];

/** A fresh schema of one PostgreSQL database, as tests/support/test-databases.ts makes them. */
function schemaUrl(): string {
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (await admin.query(sql, params)).rows as T[];
}

/** A production server on the test's schema and mail server; it signs in to SMTP as `name`. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const { port } = smtp.server.address() as AddressInfo;
  return startProductionServer({
    env: {
      DATABASE_URL: schemaUrl(),
      PUBLIC_URL,
      SESSION_SECRET: `secret-shared-by-every-instance-${run}`,
      TRUST_PROXY: 'true',
      SUPERADMIN_EMAIL: OWNER.email,
      SUPERADMIN_PASSWORD: OWNER.password,
      STAFF_NOTIFY_EMAIL: 'office@gables.example',
      SMTP_URL: `smtp://${name}:mail-password@127.0.0.1:${port}`,
      JOBS_INTERVAL_MS: '100',
      LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT),
      REDIS_URL: '',
      ...env,
    },
  });
}

/** Two instances started together, as a deployment rolls out. */
function startPair(names: [string, string], env: Record<string, string>): Promise<[Instance, Instance]> {
  return Promise.all([startInstance(names[0], env), startInstance(names[1], env)]);
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  json(): unknown;
  text: string;
}

/**
 * A request as the load balancer forwards it: the visitor's Host, scheme and address in the
 * headers (node:http, because fetch will not send another Host). Non-GET requests carry the
 * site's Origin, as the visitor's browser sends it.
 */
function send(
  instance: Instance,
  path: string,
  { ip, method = 'GET', cookie, type, body }: { ip: string; method?: string; cookie?: string; type?: string; body?: string },
): Promise<Reply> {
  const headers: http.OutgoingHttpHeaders = { host: PUBLIC_HOST, 'x-forwarded-proto': 'https', 'x-forwarded-for': ip };
  if (method !== 'GET') headers.origin = PUBLIC_URL;
  if (cookie) headers.cookie = cookie;
  if (type) headers['content-type'] = type;
  return new Promise((resolve, reject) => {
    const request = http.request(`${instance.url}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: () => JSON.parse(text), text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

function quote(lastName: string, n = 0) {
  return {
    firstName: 'Many',
    lastName,
    email: `${lastName.toLowerCase()}.${n}@example.com`,
    phone: '305-555-0142',
    address: '1 Ponce de Leon Blvd',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: `Two sticking sliders, request ${n}.`,
  };
}

function submitQuote(instance: Instance, body: object, ip: string): Promise<Reply> {
  return send(instance, '/api/quote-requests', { ip, method: 'POST', type: 'application/json', body: JSON.stringify(body) });
}

/** Signs in through the login form; returns the Cookie header the browser would send back. */
async function signIn(instance: Instance, ip: string): Promise<string> {
  const response = await send(instance, '/login', {
    ip,
    method: 'POST',
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(OWNER).toString(),
  });
  expect(response.status, `sign-in on ${instance.url}`).toBe(302);
  const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join('; ');
}

/**
 * LEAD_RATE_LIMIT submissions from one address, taking turns between the instances, are all
 * stored; the next one is refused by either instance, with the rest of the 10-minute window to wait.
 */
async function expectOneLeadLimit(instances: [Instance, Instance], ip: string): Promise<void> {
  for (let n = 0; n < LEAD_RATE_LIMIT; n++) {
    const response = await submitQuote(instances[n % 2]!, quote(`Limited${run}`, n), ip);
    expect(response.status, `submission ${n + 1} of ${LEAD_RATE_LIMIT}`).toBe(201);
  }
  for (const instance of instances) {
    const refused = await submitQuote(instance, quote(`Limited${run}`, LEAD_RATE_LIMIT), ip);
    expect(refused.status, `one more, to ${instance.url}`).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  }
}

test.beforeAll(async () => {
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  // One real SMTP server for every instance; each logs in with its own name, so the test sees who sent what.
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // The test server has no certificate nodemailer would trust, so it does not offer TLS.
    hideSTARTTLS: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Slow enough that a batch is still being sent when the other instance polls.
        setTimeout(() => {
          const messageId = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1] ?? '(none)';
          delivered.push({ messageId, by: String(session.user) });
          callback();
        }, 30);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (admin) {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});

test.describe('two instances on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  test.beforeAll(async () => {
    [a, b] = await startPair(['instance-a', 'instance-b'], {});
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  test('a session made on one instance works on the other, and ends on both', async () => {
    const cookie = await signIn(a, '203.0.113.10');
    const me = await send(b, '/api/me', { ip: '203.0.113.10', cookie });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ role: 'superAdmin', user: { email: OWNER.email } });

    const other = await signIn(b, '203.0.113.11');
    const logout = await send(a, '/logout', { ip: '203.0.113.11', method: 'POST', cookie: other });
    expect(logout.status).toBe(302);
    expect((await send(b, '/api/me', { ip: '203.0.113.11', cookie: other })).status).toBe(401);
    expect((await send(b, '/api/me', { ip: '203.0.113.10', cookie })).status).toBe(200);
  });

  test('a phone number saved in the company profile on one instance is on the other’s cached home page within 5 seconds', async () => {
    const cookie = await signIn(a, '203.0.113.14');
    const visitor = { ip: '203.0.113.15' };
    // The home page is in b's page cache before the change.
    expect((await send(b, '/', visitor)).text).toContain('(305) 555-0142');
    const patch = (phone: string) =>
      send(a, '/api/admin/business', { ip: '203.0.113.14', method: 'PATCH', cookie, type: 'application/merge-patch+json', body: JSON.stringify({ phone }) });
    expect((await patch('305-555-0177')).status).toBe(200);
    const savedAt = Date.now();
    await expect.poll(async () => (await send(b, '/', visitor)).text, { timeout: 5000, intervals: [100] }).toContain('(305) 555-0177');
    const seenAfter = Date.now() - savedAt;
    test.info().annotations.push({ type: 'cross-process', description: `${seenAfter} ms` });
    process.stdout.write(`the phone saved on one instance was on the other's cached home page after ${seenAfter} ms\n`);
    expect(seenAfter).toBeLessThan(5000);
    expect((await send(b, '/es', visitor)).text).toContain('"telephone":"+13055550177"');
    expect((await patch('+13055550142')).status).toBe(200);
  });

  test('a lead sent to one instance is in the other one’s back office', async () => {
    const cookie = await signIn(a, '203.0.113.12');
    for (const [to, from] of [
      [a, b],
      [b, a],
    ] as const) {
      const lastName = `Balancer${run}${to === a ? 'a' : 'b'}`;
      const created = await submitQuote(to, quote(lastName), '203.0.113.13');
      expect(created.status).toBe(201);
      const { id } = created.json() as { id: string };
      const list = await send(from, `/api/admin/quote-requests?search=${lastName}`, { ip: '203.0.113.12', cookie });
      expect(list.status).toBe(200);
      const { items } = list.json() as { items: Array<{ id: string }> };
      expect(items.map((item) => item.id)).toEqual([id]);
      expect((await send(from, `/api/admin/quote-requests/${id}`, { ip: '203.0.113.12', cookie })).status).toBe(200);
    }
  });

  test('the outbox is drained by both instances, and every email is delivered exactly once', async () => {
    const LEADS = 24;
    const before = (await query<{ id: string }>('select id from outbox')).length;
    const responses = await Promise.all(Array.from({ length: LEADS }, (_, n) => submitQuote(n % 2 ? a : b, quote(`Outbox${run}`, n), `198.51.100.${n + 1}`)));
    expect(responses.map((response) => response.status)).toEqual(Array(LEADS).fill(201));

    // A lead's customer email is queued with it, its staff emails by the staff alert's own job a
    // moment later: wait until every alert has queued its emails and every email is sent and was
    // seen by the mail server (an email marked sent that the server never saw keeps this waiting, and fails).
    const settled = async () => {
      const alerting = await query("select id from jobs where kind = 'notifications.staff' and state <> 'done'");
      if (alerting.length > 0) return false;
      const rows = await query<{ id: string; status: string }>('select id, status from outbox');
      const seen = new Set(delivered.map((mail) => mail.messageId));
      return rows.length >= before + 2 * LEADS && rows.every((row) => row.status === 'sent' && seen.has(row.id));
    };
    await expect.poll(settled, { timeout: 60_000 }).toBe(true);
    // A second copy would come from the other instance's next poll: give it a few.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const queued = (await query<{ id: string }>('select id from outbox')).map((row) => row.id).sort();
    expect(queued.length).toBeGreaterThanOrEqual(2 * LEADS);
    const copies = new Map<string, number>();
    for (const { messageId } of delivered) copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual(queued);
    expect([...copies].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(delivered.map((mail) => mail.by))).toEqual(new Set(['instance-a', 'instance-b']));
  });

  test('rate limits are shared through the database: the limit holds across both instances', async () => {
    const ip = '192.0.2.10';
    await expectOneLeadLimit([a, b], ip);
    expect((await submitQuote(b, quote(`Limited${run}`), '192.0.2.11')).status, 'another address').toBe(201);
    expect(await query('select count from rate_limits where key = $1', leadKey(ip))).toEqual([{ count: LEAD_RATE_LIMIT + 2 }]);
  });
});

// With TEST_REDIS_URL set (.ci/run sets it) the same again with REDIS_URL: the count lives in Redis.
if (redisUrl) {
  test.describe('two instances with REDIS_URL', () => {
    let a: Instance;
    let b: Instance;
    let redis: ReturnType<typeof createClient>;
    // Unique to the run: Redis outlives the schema, and an earlier run's count may not have expired.
    const ip = `10.${randomBytes(3).join('.')}`;
    test.beforeAll(async () => {
      redis = createClient({ url: redisUrl });
      await redis.connect();
      [a, b] = await startPair(['instance-c', 'instance-d'], { REDIS_URL: redisUrl });
    });
    test.afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      if (redis?.isOpen) {
        await redis.del(`gwc:rate-limit:${leadKey(ip)}`);
        await redis.close();
      }
    });

    test('rate limits are shared through Redis: the limit holds across both instances', async () => {
      await expectOneLeadLimit([b, a], ip);
      expect(await redis.get(`gwc:rate-limit:${leadKey(ip)}`)).toBe(String(LEAD_RATE_LIMIT + 2));
      expect(await query('select count from rate_limits where key = $1', leadKey(ip))).toEqual([]);
    });
  });
}

test.describe('an instance whose Redis is down', () => {
  let instance: Instance;
  test.beforeAll(async () => {
    // Nothing listens there: the process starts anyway, after waiting a few seconds for Redis.
    instance = await startInstance('instance-e', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  test.afterAll(async () => {
    await instance?.stop();
  });

  test('serves visitors without limits rather than failing them', async () => {
    for (let n = 0; n <= LEAD_RATE_LIMIT; n++) {
      expect((await submitQuote(instance, quote(`Unlimited${run}`, n), '192.0.2.20')).status, `submission ${n + 1}`).toBe(201);
    }
    expect((await send(instance, '/healthz', { ip: '192.0.2.20' })).status).toBe(200);
  });
});
