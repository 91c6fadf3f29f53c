// `npm run bench:alerts`: how soon staff hear of a lead. For 200 leads posted one after another
// through the lead API, the time from the 201 reaching the client to
//   - its push alert arriving at a push service on 127.0.0.1 (the encrypted request leaving the
//     server, decrypted there with the device's keys), and
//   - its lead.created event arriving on a staff member's open Server-Sent Events stream,
// with p50, p99 and max, on SQLite (one process) and on PostgreSQL with two processes (the lead is
// posted to one, the stream is held on the other, as behind a load balancer).
// Usage: npm run bench:alerts [-- --leads 200 --database postgres://… (default TEST_DATABASE_URL)]
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { signIn, summarize, waitUntil } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';
import { startPushService } from './lib/push-service.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const LEADS = Number(option('leads', 200));
const postgresUrl = option('database', process.env.TEST_DATABASE_URL);
const OWNER = { email: 'owner@bench-alerts.test', password: 'bench-alerts-password' };
const now = () => performance.timeOrigin + performance.now();

buildIfStale({ quiet: true });

/** Holds the staff event stream open and notes when each lead.created event arrives. */
async function openEventStream(url, cookie, arrivals) {
  const controller = new AbortController();
  const response = await fetch(`${url}/admin/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`/admin/events on ${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = now();
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: lead.created')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) arrivals.set(JSON.parse(data.slice(6)).id, at);
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return async () => {
    controller.abort();
    await reading;
  };
}

function lead(n) {
  return {
    firstName: 'Bench',
    lastName: `Alert ${n}`,
    email: `bench.alert.${n}@example.com`,
    phone: '305-555-0100',
    address: '2350 Ponce de Leon Blvd',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: `Bench lead ${n}: a window that sticks.`,
  };
}

/** Runs one setup: `servers[0]` takes the leads, the last one holds the event stream. */
async function measure(label, servers, origin, push) {
  const cookie = await signIn(servers[0].url, origin, OWNER);
  const device = push.subscribe();
  const registered = await fetch(`${servers[0].url}/api/admin/push-devices`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(device),
  });
  if (registered.status !== 201) throw new Error(`registering the device answered ${registered.status}: ${await registered.text()}`);
  const sseArrivals = new Map();
  const closeStream = await openEventStream(servers.at(-1).url, cookie, sseArrivals);
  const acknowledged = new Map();
  const roundTrips = [];
  for (let n = 0; n < LEADS; n++) {
    const sentAt = now();
    const response = await fetch(`${servers[0].url}/api/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead(n)),
    });
    const at = now();
    roundTrips.push(at - sentAt);
    if (response.status !== 201) throw new Error(`lead ${n} answered ${response.status}`);
    acknowledged.set((await response.json()).id, at);
    // A lead every 25 ms or so, as a busy morning's burst, not a flood: each is timed on its own.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const pushArrival = () =>
    new Map(
      push.received
        .filter((message) => message.endpoint === device.endpoint && message.payload)
        .map((message) => [message.payload.url.split('/').pop(), message.arrivedAt]),
    );
  await waitUntil(() => pushArrival().size >= LEADS && sseArrivals.size >= LEADS, 15_000);
  await closeStream();
  const pushes = pushArrival();
  const toPush = [];
  const toEvent = [];
  for (const [id, at] of acknowledged) {
    if (pushes.has(id)) toPush.push(pushes.get(id) - at);
    if (sseArrivals.has(id)) toEvent.push(sseArrivals.get(id) - at);
  }
  return [
    { setup: label, path: 'reference: the lead POST itself, request to 201', ...summarize(roundTrips), missing: 0, reference: true },
    { setup: label, path: '201 → push received', ...summarize(toPush), missing: LEADS - toPush.length },
    { setup: label, path: '201 → SSE event received', ...summarize(toEvent), missing: LEADS - toEvent.length },
  ];
}

const push = await startPushService();
const rows = [];
// PUSH_ALLOWED_HOSTS: the push service this script starts is on this machine.
const commonEnv = {
  SUPERADMIN_EMAIL: OWNER.email,
  SUPERADMIN_PASSWORD: OWNER.password,
  LEAD_RATE_LIMIT: '100000000',
  AUTH_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
  PUSH_ALLOWED_HOSTS: '127.0.0.1',
};

// SQLite: one process.
{
  const dir = path.join(root, 'data/bench-alerts');
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProductionServer({ port, env: { ...commonEnv, DATABASE_URL: `file:${path.join(dir, 'app.db')}`, PUBLIC_URL: origin } });
  try {
    rows.push(...(await measure('SQLite, 1 process', [server], origin, push)));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL: two processes on one fresh schema.
if (postgresUrl) {
  const schema = `bench_alerts_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const [portA, portB] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${portA}`;
  const env = { ...commonEnv, DATABASE_URL: url.toString(), PUBLIC_URL: origin, SESSION_SECRET: `bench-alerts-shared-secret-${schema}`, REDIS_URL: '' };
  const a = await startProductionServer({ port: portA, env });
  const b = await startProductionServer({ port: portB, env });
  try {
    rows.push(...(await measure('PostgreSQL, 2 processes', [a, b], origin, push)));
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: pass --database postgres://… or set TEST_DATABASE_URL.');
}
await push.close();

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
console.log(`\n${LEADS} leads, one every ~25 ms; time from the 201 reaching the client (target: p99 under 1 s)\n`);
console.log('| setup | time | p50 | p99 | max | missing |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.setup} | ${row.path} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.missing} |`);
const failed = rows.filter((row) => !row.reference && (row.missing > 0 || !(row.p99 < 1000)));
if (failed.length > 0) {
  console.log(`\nTarget missed: ${failed.map((row) => `${row.setup}, ${row.path}`).join('; ')}`);
  process.exitCode = 1;
}
