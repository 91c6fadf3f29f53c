// `npm run bench:dispatch`: the dispatch board (/admin/dispatch) of 50 crew members with 2,000
// install visits over 8 weeks (and 40 jobs waiting in the tray), against a production build,
// measured beside a static page (/about) in the same run: each request of the board is followed by
// one of the page, so both see the same machine. SQLite always; PostgreSQL too with --database.
// The target: the board's p95 under 100 ms on each database.
// Usage: npm run bench:dispatch [-- --database postgres://… --requests 200]
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { createBenchSchema } from './lib/bench-schema.js';
import { percentile, signIn } from './lib/bench-timing.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const CREW = 50;
const VISITS = 2000;
const WEEKS = 8;
const TRAY = 40;
const REQUESTS = Number(option('requests', 200));
const TARGET_MS = 100;
const postgresUrl = option('database', undefined);
const OWNER = { email: 'owner@bench-dispatch.test', password: 'bench-dispatch-owner' };

buildIfStale({ quiet: true });
const dataDir = path.join(root, 'data/bench-dispatch');
rmSync(dataDir, { recursive: true, force: true });

/** A database to write the crew, jobs and visits into, beside the server (PostgreSQL's $n as SQLite's ?). */
async function openStore(databaseUrl, sqliteFile) {
  if (!sqliteFile) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { sqlite: false, run: (text, values) => client.query(text, values), close: () => client.end() };
  }
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 30000');
  return {
    sqlite: true,
    run: async (text, values = []) => {
      const ordered = [];
      const positional = text.replace(/\$(\d+)/g, (_, n) => (ordered.push(values[Number(n) - 1]), '?'));
      return db.prepare(positional).run(...ordered);
    },
    close: async () => db.close(),
  };
}

/** The Monday of this week, 'YYYY-MM-DD' (UTC is near enough for spreading visits). */
function thisMonday() {
  const today = new Date();
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return today.toISOString().slice(0, 10);
}

const addDays = (day, days) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function seed(store) {
  const at = new Date().toISOString();
  const crew = [];
  for (let n = 1; n <= CREW; n++) {
    const id = `bench-crew-${n}`;
    crew.push(id);
    await store.run(`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ($1, $2, $3, $4, 'crew', $5, $5)`, [
      id,
      `Installer ${String(n).padStart(2, '0')}`,
      `${id}@example.com`,
      store.sqlite ? 0 : false,
      at,
    ]);
  }
  const job = async (n, stage) => {
    await store.run(
      `insert into orders (id, user_id, service, date, status, amount_cents, description, created_at, updated_at, customer_email, customer_name, quote_request_id, estimate_id, language)
       values ($1, null, 'window-replacement', $2, 'pending', 250000, null, $3, $3, $4, $5, null, null, 'en')`,
      [`bench-order-${n}`, at.slice(0, 10), at, `bench.customer.${n}@example.com`, `Customer ${n}`],
    );
    await store.run(`insert into window_jobs (id, order_id, stage, created_at, updated_at) values ($1, $2, $3, $4, $4)`, [
      `bench-job-${n}`,
      `bench-order-${n}`,
      stage,
      at,
    ]);
  };
  // Every crew member has one visit on each weekday of the 8 weeks from this Monday: 50 × 40 = 2,000.
  const monday = thisMonday();
  let n = 0;
  for (let week = 0; week < WEEKS; week++)
    for (let weekday = 0; weekday < 5; weekday++) {
      const day = addDays(monday, week * 7 + weekday);
      for (const member of crew) {
        if (n === VISITS) break;
        await job(n, 'install');
        const startsAt = `${day}T13:00:00.000Z`;
        const endsAt = `${day}T20:00:00.000Z`;
        await store.run(
          `insert into install_visits (id, job_id, starts_at, ends_at, status, sequence, notes, created_at, created_by, updated_at) values ($1, $2, $3, $4, 'booked', 0, null, $5, 'bench', $5)`,
          [`bench-visit-${n}`, `bench-job-${n}`, startsAt, endsAt, at],
        );
        await store.run(`insert into install_visit_crew (visit_id, user_id, starts_at, ends_at, status) values ($1, $2, $3, $4, 'booked')`, [
          `bench-visit-${n}`,
          member,
          startsAt,
          endsAt,
        ]);
        n++;
      }
    }
  for (let t = 0; t < TRAY; t++) await job(VISITS + t, 'schedule');
  return { visits: n, weeks: Array.from({ length: WEEKS }, (_, week) => addDays(monday, week * 7)) };
}

async function withDatabase(label, work) {
  if (label === 'postgres') {
    const { schema, url } = await createBenchSchema(postgresUrl, 'bench_dispatch');
    try {
      return await work(url, undefined);
    } finally {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }
  const file = path.join(dataDir, label, 'app.db');
  return work(`file:${file}`, file);
}

async function measure(label) {
  return withDatabase(label, async (databaseUrl, sqliteFile) => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: origin, SUPERADMIN_EMAIL: OWNER.email, SUPERADMIN_PASSWORD: OWNER.password, AUTH_RATE_LIMIT: '10000' };
    // The first start migrates; the data goes in while no server holds the database, then the measured server starts.
    const first = await startProductionServer({ port, env });
    await first.stop();
    const store = await openStore(databaseUrl, sqliteFile);
    let seeded;
    try {
      seeded = await seed(store);
    } finally {
      await store.close();
    }
    const server = await startProductionServer({ port, env });
    try {
      const cookie = await signIn(server.url, origin, OWNER);
      const board = (week) => `${server.url}/admin/dispatch?week=${week}`;
      const get = async (url, headers = {}) => {
        const started = performance.now();
        const response = await fetch(url, { headers });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        return { ms: performance.now() - started, body };
      };
      // The board must show what was seeded: every crew member, the week's visits, the tray.
      const sample = await get(board(seeded.weeks[0]), { cookie });
      const rows = (sample.body.match(/data-crew="/g) ?? []).length;
      const chips = (sample.body.match(/data-visit="/g) ?? []).length;
      const trayJobs = (sample.body.match(/data-tray-job="/g) ?? []).length;
      if (rows !== CREW || chips < 5 * CREW || trayJobs !== TRAY)
        throw new Error(`the board shows ${rows} crew rows, ${chips} visit chips, ${trayJobs} tray jobs`);
      for (let n = 0; n < 10; n++) {
        await get(board(seeded.weeks[n % WEEKS]), { cookie });
        await get(`${server.url}/about`);
      }
      const boardTimes = [];
      const pageTimes = [];
      for (let n = 0; n < REQUESTS; n++) {
        boardTimes.push((await get(board(seeded.weeks[n % WEEKS]), { cookie })).ms);
        pageTimes.push((await get(`${server.url}/about`)).ms);
      }
      const summary = (times) => {
        const sorted = [...times].sort((a, b) => a - b);
        return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
      };
      return { visits: seeded.visits, bytes: sample.body.length, board: summary(boardTimes), page: summary(pageTimes) };
    } finally {
      await server.stop();
    }
  });
}

const runs = [['SQLite (WAL, synchronous=FULL)', 'sqlite']];
if (postgresUrl) runs.push(['PostgreSQL', 'postgres']);
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
let met = true;
for (const [name, label] of runs) {
  const result = await measure(label);
  const ok = result.board.p95 < TARGET_MS;
  met &&= ok;
  const line = (what, s) => `  ${what}: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  console.log(`${name}: ${CREW} crew members, ${result.visits} visits over ${WEEKS} weeks, ${TRAY} jobs in the tray; ${REQUESTS} requests each, taking turns`);
  console.log(line(`/admin/dispatch (one week, ${(result.bytes / 1024).toFixed(0)} KB)`, result.board));
  console.log(line('/about (static page)', result.page));
  console.log(ok ? `  target met (p95 < ${TARGET_MS} ms)` : `  target MISSED (p95 < ${TARGET_MS} ms)`);
}
if (!met) process.exitCode = 1;
