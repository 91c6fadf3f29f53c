// `npm run bench:sms`: inbound texts at the rate a busy day's would never reach. 1,000 webhooks
// signed as Twilio signs them, posted to a production server configured for Twilio (its API a
// local stand-in): texts from new numbers (each becomes a lead) and from numbers already heard
// from, 5% of them STOP. Prints p50, p99 and max of each webhook's answer, then replays every
// webhook once and checks that none was lost and nothing was stored twice: one inbound text per
// MessageSid, one lead per number. Beside them, measured in the same run on the same server just
// before: the floor (as many GET /healthz, as many at a time). Exits 1 when the p99 is 50 ms or more, or a count is wrong.
// Usage: npm run bench:sms [-- --texts 1000 --numbers 300 --concurrency 4]
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.js';
import { summarize } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';
import { messageSid, postTwilioWebhook, startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM } from './lib/twilio-stand-in.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const TEXTS = Number(option('texts', 1000));
const NUMBERS = Number(option('numbers', 300));
const CONCURRENCY = Number(option('concurrency', 4));
const P99_LIMIT_MS = 50;

buildIfStale({ quiet: true });
const dir = path.join(root, 'data/bench-sms');
rmSync(dir, { recursive: true, force: true });
const twilio = await startTwilioStandIn();
const port = await freePort();
const server = await startProductionServer({
  port,
  env: {
    DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'bench-sms-session-secret-0123456789abcdef',
    TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
    TWILIO_FROM: TEST_TWILIO_FROM,
    TWILIO_API_URL: twilio.url,
    REDIS_URL: '',
  },
});

// The texts: each from one of NUMBERS numbers, the first from each number a new one; 5% STOP.
let seed = 46;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const numbers = Array.from({ length: NUMBERS }, (_, index) => `+1786555${String(index).padStart(4, '0')}`);
const texts = Array.from({ length: TEXTS }, (_, index) => ({
  sid: messageSid(),
  from: index < NUMBERS ? numbers[index] : numbers[Math.floor(random() * NUMBERS)],
  body: random() < 0.05 ? 'STOP' : `Hi, text ${index}: can you look at my windows this week?`,
}));

async function post(text) {
  const started = performance.now();
  const response = await postTwilioWebhook({
    server: server.url,
    publicUrl: server.url,
    path: '/api/webhooks/twilio/sms',
    params: { MessageSid: text.sid, AccountSid: TEST_ACCOUNT_SID, From: text.from, To: TEST_TWILIO_FROM, Body: text.body, NumMedia: '0' },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`a webhook answered ${response.status}`);
  return performance.now() - started;
}

/** Posts every text, CONCURRENCY at a time; each number's texts keep their order. */
async function postAll() {
  const times = [];
  let next = 0;
  const busy = new Set();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < texts.length) {
        const text = texts[next++];
        // Twilio sends one number's texts in order: wait for that number's text in flight.
        while (busy.has(text.from)) await new Promise((resolve) => setTimeout(resolve, 1));
        busy.add(text.from);
        try {
          times.push(await post(text));
        } finally {
          busy.delete(text.from);
        }
      }
    }),
  );
  return times;
}

/** The floor, measured on the same server just before: as many GET /healthz, as many at a time. */
async function floor() {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < texts.length) {
        const started = performance.now();
        await (await fetch(`${server.url}/healthz`)).arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  return summarize(times);
}

let failed = false;
try {
  const reference = await floor();
  const first = summarize(await postAll());
  const replay = summarize(await postAll());
  const db = new Database(path.join(dir, 'app.db'), { readonly: true, fileMustExist: true });
  const inbound = db.prepare("select count(*) as n, count(distinct twilio_sid) as sids from sms_messages where direction = 'in'").get();
  const leads = db.prepare("select count(*) as n, count(distinct phone) as phones from contact_messages where utm_source = 'Text message'").get();
  const expectedLeads = new Set(texts.filter((text) => text.body !== 'STOP').map((text) => text.from)).size;
  db.close();
  const row = (label, s) => `| ${label} | ${s.count} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`;
  console.log(`\n${TEXTS} signed inbound webhooks from ${NUMBERS} numbers (5% STOP), ${CONCURRENCY} at a time, SQLite\n`);
  console.log('| posted | webhooks | p50 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('first time', first));
  console.log(row('replayed', replay));
  console.log(row('floor: GET /healthz, just before', reference));
  console.log(`\ninbound texts stored: ${inbound.n} (distinct MessageSids ${inbound.sids}, sent ${TEXTS})`);
  console.log(`leads from texts: ${leads.n} (numbers ${leads.phones}, expected ${expectedLeads})`);
  if (first.p99 >= P99_LIMIT_MS) failed = console.log(`FAIL: p99 ${first.p99.toFixed(1)} ms is ${P99_LIMIT_MS} ms or more`) ?? true;
  if (inbound.n !== TEXTS || inbound.sids !== TEXTS) failed = console.log('FAIL: a text was lost or stored twice') ?? true;
  if (leads.n !== expectedLeads || leads.phones !== expectedLeads) failed = console.log('FAIL: a number has no lead, or more than one') ?? true;
  if (!failed) console.log('PASS');
} finally {
  await server.stop();
  await twilio.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
