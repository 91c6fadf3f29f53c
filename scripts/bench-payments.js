// `npm run bench:payments`: Stripe's webhook under load. 500 signed checkout.session.completed
// events (10% of them sent a second time, as Stripe's retries are) are posted to
// POST /api/webhooks/stripe of a production build on SQLite, 8 at a time; prints p50, p99 and max
// of the answers and checks that every payment was stored exactly once (one row per event's
// PaymentIntent, each invoice paid once) and every replay changed nothing.
// Usage: npm run bench:payments [-- --events 500 --concurrency 8]
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.js';
import { summarize } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const EVENTS = Number(option('events', 500));
const CONCURRENCY = Number(option('concurrency', 8));
const REPLAYS = Math.round(EVENTS * 0.1);
const SECRET = 'whsec_bench_payments';

buildIfStale({ quiet: true });

const dir = path.join(root, `data/bench-payments-${Date.now().toString(36)}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const database = path.join(dir, 'app.db');
const port = await freePort();
const server = await startProductionServer({
  port,
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
  const times = [];
  const statuses = new Map();
  let next = 0;
  async function worker() {
    while (next < queue.length) {
      const { payload } = queue[next++];
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = `t=${timestamp},v1=${createHmac('sha256', SECRET).update(`${timestamp}.${payload}`).digest('hex')}`;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      await response.text();
      times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  const wall = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - wall) / 1000;
  const summary = summarize(times);

  const check = new Database(database, { readonly: true });
  const payments = check
    .prepare('select count(*) as n, count(distinct stripe_payment_intent) as intents, count(distinct invoice_id) as invoices from payments')
    .get();
  const paid = check.prepare("select count(*) as n from invoices where status = 'paid' and paid_cents = total_cents").get();
  const stored = check.prepare('select count(*) as n from stripe_events').get();
  check.close();

  console.log(`${queue.length} webhooks (${EVENTS} events, ${REPLAYS} replays), ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s`);
  console.log(`answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(`latency ms: p50 ${summary.p50.toFixed(1)}, p99 ${summary.p99.toFixed(1)}, max ${summary.max.toFixed(1)}`);
  console.log(
    `payments stored: ${payments.n} (distinct PaymentIntents ${payments.intents}, invoices ${payments.invoices}); invoices paid: ${paid.n}; events stored: ${stored.n}`,
  );
  const once = payments.n === EVENTS && payments.intents === EVENTS && paid.n === EVENTS && stored.n === EVENTS && statuses.get(200) === queue.length;
  console.log(once ? 'every payment stored exactly once' : 'FAILED: payments were not stored exactly once');
  if (!once) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
