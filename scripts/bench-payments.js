// `npm run bench:payments`: Stripe's webhook under load. 500 signed checkout.session.completed
// events (10% of them sent a second time, as Stripe's retries are) are posted to
// POST /api/webhooks/stripe of a production build on SQLite, 8 at a time; prints p50, p99 and max
// of the answers and checks that every payment was stored exactly once (one row per event's
// PaymentIntent, each invoice paid once), every replay changed nothing, and each payment's receipt
// was queued once. Measured in the same run, beside it: the floor (GET /healthz, as many, as many
// at a time, on the same server just before) and the server's CPU per payment, webhook and
// receipt together. With --against <commit> that commit is built beside this checkout
// (scripts/lib/reference-build.js) and the two take turns, --rounds times each (at least 2).
// The server has answered one forged webhook (400) first: it loads its modules on first use.
// Usage: npm run bench:payments [-- --events 500 --concurrency 8 --against <commit> --rounds 2 --keep-reference]
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.js';
import { cpuSeconds, median, summarize, waitUntil } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';
import { prepareReferenceBuild } from './lib/reference-build.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const EVENTS = Number(option('events', 500));
const CONCURRENCY = Number(option('concurrency', 8));
const REPLAYS = Math.round(EVENTS * 0.1);
const SECRET = 'whsec_bench_payments';
const P99_LIMIT_MS = 100;
const against = option('against', undefined);
const ROUNDS = against ? Math.max(2, Number(option('rounds', 2))) : Number(option('rounds', 1));

buildIfStale({ quiet: true });
const builds = [];
if (against) {
  const reference = prepareReferenceBuild(against);
  builds.push({ label: `reference ${reference.short}`, checkout: reference.checkout, remove: reference.remove, runs: [] });
}
builds.push({ label: 'this checkout', checkout: root, runs: [] });

/** Posts `requests` (each a function answering a fetch) `CONCURRENCY` at a time; resolves with each one's milliseconds and the statuses. */
async function timed(requests) {
  const times = [];
  const statuses = new Map();
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const send = requests[next++];
      const started = performance.now();
      const response = await send();
      await response.text();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, statuses };
}

/** One run: a fresh database and server of `build`, the floor, then the webhooks, then the counts. */
async function measure(build) {
  const dir = path.join(root, `data/bench-payments-${Date.now().toString(36)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = path.join(dir, 'app.db');
  const port = await freePort();
  const server = await startProductionServer({
    port,
    checkout: build.checkout,
    env: {
      DATABASE_URL: `file:${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'bench-payments-session-secret-0123456789',
      STRIPE_WEBHOOK_SECRET: SECRET,
      CUSTOMER_QUIET_HOURS: 'off',
      JOBS_INTERVAL_MS: '60000',
    },
  });
  try {
    // One open invoice per event, on an order of its own, written straight into the migrated database.
    const db = new Database(database);
    const at = new Date().toISOString();
    const invoices = [];
    db.transaction(() => {
      for (let n = 0; n < EVENTS; n++) {
        const orderId = randomUUID();
        const invoiceId = randomUUID();
        db.prepare(
          "insert into orders (id, user_id, service, date, status, amount_cents, description, created_at, updated_at, customer_email, customer_name, quote_request_id, estimate_id, language) values (?, null, 'Impact Windows', ?, 'pending', 100000, null, ?, ?, ?, 'Bench Customer', null, null, 'en')",
        ).run(orderId, at.slice(0, 10), at, at, `bench.${n}@payments.test`);
        db.prepare(
          "insert into invoices (id, number, order_id, kind, status, total_cents, paid_cents, due_on, customer_email, customer_name, language, link_key, created_by, created_at, updated_at) values (?, ?, ?, 'deposit', 'open', 10000, 0, ?, ?, 'Bench Customer', 'en', ?, 'bench', ?, ?)",
        ).run(
          invoiceId,
          `INV-1999-${String(n + 1).padStart(4, '0')}`,
          orderId,
          at.slice(0, 10),
          `bench.${n}@payments.test`,
          randomUUID().replace(/-/g, '').slice(0, 22),
          at,
          at,
        );
        invoices.push(invoiceId);
      }
    })();
    db.close();

    const events = invoices.map((invoiceId, n) =>
      JSON.stringify({
        id: `evt_bench_${n}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_bench_${n}`,
            object: 'checkout.session',
            client_reference_id: invoiceId,
            metadata: { invoiceId },
            payment_status: 'paid',
            amount_total: 10000,
            payment_intent: `pi_bench_${n}`,
          },
        },
      }),
    );
    // 10% sent again, spread through the run.
    const queue = [...events, ...events.slice(0, REPLAYS)]
      .map((payload, index) => ({ payload, order: (index * 7919) % (EVENTS + REPLAYS) }))
      .sort((a, b) => a.order - b.order);
    const sign = (payload) => {
      const timestamp = Math.floor(Date.now() / 1000);
      return `t=${timestamp},v1=${createHmac('sha256', SECRET).update(`${timestamp}.${payload}`).digest('hex')}`;
    };
    const webhook =
      (payload, signature = sign(payload)) =>
      () =>
        fetch(`${server.url}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
    // Warm: a forged event (400, nothing stored) loads the route and the SDK; then the floor.
    const forged = await webhook(events[0], 't=1,v1=0')();
    await forged.text();
    if (forged.status !== 400) throw new Error(`a forged webhook answered ${forged.status}`);
    const floor = await timed(queue.map(() => () => fetch(`${server.url}/healthz`)));

    const cpuBefore = cpuSeconds(server.child.pid);
    const wall = performance.now();
    const { times, statuses } = await timed(queue.map(({ payload }) => webhook(payload)));
    const seconds = (performance.now() - wall) / 1000;
    const check = new Database(database, { readonly: true });
    const receipts = () => check.prepare("select count(*) as n, count(distinct key) as keys from jobs where key like 'mail:invoice.receipt:%'").get();
    // The receipts follow the answers (this checkout: a job per payment); wait for all of them.
    await waitUntil(() => receipts().n >= EVENTS, 120_000);
    const cpuAfter = cpuSeconds(server.child.pid);
    const payments = check
      .prepare('select count(*) as n, count(distinct stripe_payment_intent) as intents, count(distinct invoice_id) as invoices from payments')
      .get();
    const paid = check.prepare("select count(*) as n from invoices where status = 'paid' and paid_cents = total_cents").get();
    const stored = check.prepare('select count(*) as n from stripe_events').get();
    const queued = receipts();
    check.close();
    const once =
      payments.n === EVENTS &&
      payments.intents === EVENTS &&
      paid.n === EVENTS &&
      stored.n === EVENTS &&
      queued.n === EVENTS &&
      queued.keys === EVENTS &&
      statuses.get(200) === queue.length;
    return {
      seconds,
      statuses,
      summary: summarize(times),
      floor: summarize(floor.times),
      cpuPerPayment: cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / EVENTS,
      payments,
      paid,
      stored,
      queued,
      once,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value) => value.toFixed(1);
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const build of builds) {
      const run = await measure(build);
      build.runs.push(run);
      console.log(
        `round ${round}, ${build.label}: ${EVENTS + REPLAYS} webhooks (${EVENTS} events, ${REPLAYS} replays), ${CONCURRENCY} at a time, in ${run.seconds.toFixed(1)} s; ` +
          `answers ${[...run.statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
      );
      console.log(
        `  latency ms: p50 ${ms(run.summary.p50)}, p99 ${ms(run.summary.p99)}, max ${ms(run.summary.max)} (floor, GET /healthz: p50 ${ms(run.floor.p50)}, p99 ${ms(run.floor.p99)}); ` +
          `server CPU ${run.cpuPerPayment === undefined ? '?' : ms(run.cpuPerPayment)} ms a payment`,
      );
      console.log(
        `  payments stored: ${run.payments.n} (distinct PaymentIntents ${run.payments.intents}, invoices ${run.payments.invoices}); invoices paid: ${run.paid.n}; ` +
          `events stored: ${run.stored.n}; receipts queued: ${run.queued.n} (${run.queued.keys} payments)`,
      );
    }
  }
} finally {
  if (against && !args.includes('--keep-reference')) builds[0].remove();
}

const current = builds.at(-1);
const p99 = median(current.runs.map((run) => run.summary.p99));
if (against) {
  const reference = builds[0];
  const row = (label, pick) => `| ${label} | ${reference.runs.map(pick).join(' / ')} | ${current.runs.map(pick).join(' / ')} |`;
  console.log(`\n| (each round) | ${reference.label} | ${current.label} |`);
  console.log('| --- | --- | --- |');
  console.log(row('webhook p50 ms', (run) => ms(run.summary.p50)));
  console.log(row('webhook p99 ms', (run) => ms(run.summary.p99)));
  console.log(row('floor p99 ms (GET /healthz)', (run) => ms(run.floor.p99)));
  console.log(row('server CPU ms a payment', (run) => (run.cpuPerPayment === undefined ? '?' : ms(run.cpuPerPayment))));
}
const once = current.runs.every((run) => run.once);
console.log(once ? 'every payment stored exactly once, its receipt queued once' : 'FAILED: payments were not stored exactly once');
console.log(p99 < P99_LIMIT_MS ? `p99 ${ms(p99)} ms: under ${P99_LIMIT_MS} ms` : `p99 ${ms(p99)} ms: ${P99_LIMIT_MS} ms or more`);
if (!once) process.exitCode = 1;
