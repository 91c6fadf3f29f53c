// `npm run bench:chat`: how fast a live chat with a person is. A visitor asks for a person, a staff
// member accepts, then messages go both ways one after another; for each, the time from the
// sender's POST leaving the client to the message arriving on the other side's open
// Server-Sent Events stream (the visitor's /api/chat/events, the staff member's
// /admin/chats/:id/events), with p50, p99 and max. On SQLite with one process, and on PostgreSQL
// with two processes (the visitor on one, the staff member on the other, as behind a load
// balancer), where each message crosses processes through the live events transport. The
// reference, measured in the same run: the sender's POST itself, request to answer.
// Usage: npm run bench:chat [-- --messages 500 --database postgres://… (default TEST_DATABASE_URL)]
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { signIn, summarize, waitUntil } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const MESSAGES = Number(option('messages', 500));
const postgresUrl = option('database', process.env.TEST_DATABASE_URL);
const OWNER = { email: 'owner@bench-chat.test', password: 'bench-chat-password' };
const TARGET_MS = { 'SQLite, 1 process': 300, 'PostgreSQL, 2 processes': 500 };
const now = () => performance.timeOrigin + performance.now();

buildIfStale({ quiet: true });

/** Holds an event stream open and notes when each `chat.message` event arrives, by its client id. */
async function openStream(url, headers, arrivals) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let opened;
  const snapshot = new Promise((resolve) => (opened = resolve));
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
          if (block.includes('event: chat.snapshot')) opened();
          if (!block.includes('event: chat.message')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const line = data ? JSON.parse(data.slice(6)).line : undefined;
          if (line?.clientId && !arrivals.has(line.clientId)) arrivals.set(line.clientId, at);
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  await snapshot;
  return async () => {
    controller.abort();
    await reading;
  };
}

/** One setup: the visitor talks to `visitorServer`, the staff member works on `staffServer`. */
async function measure(label, visitorServer, staffServer, origin) {
  const cookie = await signIn(staffServer.url, origin, OWNER);
  const staffPost = (pathname, fields) =>
    fetch(`${staffServer.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  // The visitor's browser keeps the chat's cookie: its conversation is its own.
  let visitorCookie = '';
  const visitorPost = async (body) => {
    const response = await fetch(`${visitorServer.url}/api/chat`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(visitorCookie ? { cookie: visitorCookie } : {}) },
      body: JSON.stringify(body),
    });
    visitorCookie = response.headers.get('set-cookie')?.split(';')[0] ?? visitorCookie;
    return response;
  };

  if ((await staffPost('/admin/availability', { available: '1' })).status !== 302) throw new Error('setting the staff member available failed');
  const asked = await visitorPost({ message: "I'd like to talk to a person.", offered: true });
  const askedBody = await asked.json();
  if (asked.status !== 200 || askedBody.step !== 'waiting') throw new Error(`the request for a person answered ${asked.status}: ${JSON.stringify(askedBody)}`);
  const { sessionId } = askedBody;
  const accepted = await staffPost(`/admin/chats/${sessionId}`, { intent: 'accept' });
  if (accepted.status !== 303) throw new Error(`accepting answered ${accepted.status}`);

  const atStaff = new Map();
  const atVisitor = new Map();
  const closeStaff = await openStream(`${staffServer.url}/admin/chats/${sessionId}/events`, { cookie }, atStaff);
  const closeVisitor = await openStream(`${visitorServer.url}/api/chat/events?session=${sessionId}`, { cookie: visitorCookie }, atVisitor);

  const sent = { visitor: new Map(), staff: new Map() };
  const posts = { visitor: [], staff: [] };
  for (let n = 0; n < 2 * MESSAGES; n++) {
    const fromVisitor = n % 2 === 0;
    const clientId = randomUUID();
    const at = now();
    const response = fromVisitor
      ? await visitorPost({ sessionId, message: `Visitor message ${n}: the latch on the bedroom window is loose.`, clientId })
      : await staffPost(`/admin/chats/${sessionId}`, { intent: 'message', message: `Staff reply ${n}: we can come on Thursday morning.`, clientId });
    posts[fromVisitor ? 'visitor' : 'staff'].push(now() - at);
    const expected = fromVisitor ? 200 : 303;
    if (response.status !== expected) throw new Error(`message ${n} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer().catch(() => undefined);
    sent[fromVisitor ? 'visitor' : 'staff'].set(clientId, at);
    // A message every 20 ms or so, a lively conversation, each timed on its own.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await waitUntil(() => atStaff.size >= sent.visitor.size && atVisitor.size >= sent.visitor.size + sent.staff.size, 15_000);
  await Promise.all([closeStaff(), closeVisitor()]);

  const latency = (sentAt, arrivals) => [...sentAt].filter(([id]) => arrivals.has(id)).map(([id, at]) => arrivals.get(id) - at);
  const toStaff = latency(sent.visitor, atStaff);
  const toVisitor = latency(sent.staff, atVisitor);
  return [
    { setup: label, path: "reference: the visitor's POST /api/chat, request to answer", ...summarize(posts.visitor), missing: 0, reference: true },
    { setup: label, path: "reference: the staff member's POST, request to answer", ...summarize(posts.staff), missing: 0, reference: true },
    { setup: label, path: 'visitor → staff (POST sent → event on the staff stream)', ...summarize(toStaff), missing: sent.visitor.size - toStaff.length },
    { setup: label, path: 'staff → visitor (POST sent → event on the visitor stream)', ...summarize(toVisitor), missing: sent.staff.size - toVisitor.length },
  ];
}

const rows = [];
const commonEnv = {
  SUPERADMIN_EMAIL: OWNER.email,
  SUPERADMIN_PASSWORD: OWNER.password,
  CHAT_RATE_LIMIT: '100000000',
  AUTH_RATE_LIMIT: '100000',
  CHAT_HANDOFF_WAIT_SECONDS: '3600',
  LOG_LEVEL: 'warn',
};

// SQLite: one process.
{
  const dir = path.join(root, 'data/bench-chat');
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProductionServer({ port, env: { ...commonEnv, DATABASE_URL: `file:${path.join(dir, 'app.db')}`, PUBLIC_URL: origin } });
  try {
    rows.push(...(await measure('SQLite, 1 process', server, server, origin)));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL: two processes on one fresh schema.
if (postgresUrl) {
  const schema = `bench_chat_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const [portA, portB] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${portA}`;
  const env = { ...commonEnv, DATABASE_URL: url.toString(), PUBLIC_URL: origin, SESSION_SECRET: `bench-chat-shared-secret-${schema}`, REDIS_URL: '' };
  const a = await startProductionServer({ port: portA, env });
  const b = await startProductionServer({ port: portB, env });
  try {
    rows.push(...(await measure('PostgreSQL, 2 processes', a, b, origin)));
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: pass --database postgres://… or set TEST_DATABASE_URL.');
}

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
console.log(`\n${MESSAGES} messages each way in one live chat, alternately from the visitor and the staff member, one every ~20 ms`);
console.log('(targets: p99 under 300 ms on one process, under 500 ms across two)\n');
console.log('| setup | time | p50 | p99 | max | missing |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.setup} | ${row.path} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.missing} |`);
const failed = rows.filter((row) => !row.reference && (row.missing > 0 || !(row.p99 < TARGET_MS[row.setup])));
if (failed.length > 0) {
  console.log(`\nTarget missed: ${failed.map((row) => `${row.setup}, ${row.path}`).join('; ')}`);
  process.exitCode = 1;
}
