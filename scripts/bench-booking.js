// `npm run bench:booking`: the proof that a visit is never booked twice, and that availability is fast.
//  1. The race: 1,000 booking attempts at once at 10 times of one estimator, through the API, on
//     SQLite with one server and (with --database) on PostgreSQL with two servers on one schema.
//     Exactly 10 visits must be stored, every other attempt answered 409 with alternatives, 0 errors.
//  2. Availability: 5 estimators with 2,000 visits over 90 days; GET /api/availability for 90 days,
//     --requests times one after another: p95 must be under 50 ms.
// Usage: npm run bench:booking [-- --database postgres://… --attempts 1000 --requests 200]
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { createBenchSchema } from './lib/bench-schema.js';
import { percentile } from './lib/bench-timing.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const ATTEMPTS = Number(option('attempts', 1000));
const SLOTS = 10;
const REQUESTS = Number(option('requests', 200));
const postgresUrl = option('database', undefined);

buildIfStale({ quiet: true });
const dataDir = path.join(root, 'data/bench-booking');
rmSync(dataDir, { recursive: true, force: true });

// The race posts 1,000 bookings from one address: no visitor limit may answer in place of the booking.
const serverEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  BOOKING_RATE_LIMIT: '100000000',
  BOOKING_DAY_LIMIT: '100000000',
  BOOKING_DAILY_CAP: '100',
  BOOKING_MIN_NOTICE_HOURS: '0',
});
const week = [1, 2, 3, 4, 5];

/** A database to write the estimators and visits into, beside the servers. */
async function openStore(databaseUrl, sqliteFile) {
  if (!sqliteFile) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      sqlite: false,
      run: (text, values) => client.query(text, values),
      all: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
    };
  }
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 30000');
  // PostgreSQL's numbered parameters ($1, some used twice) as SQLite's positional ones.
  const positional = (text, values) => {
    const ordered = [];
    return { text: text.replace(/\$(\d+)/g, (_, n) => (ordered.push(values[Number(n) - 1]), '?')), values: ordered };
  };
  return {
    sqlite: true,
    run: async (text, values = []) => {
      const query = positional(text, values);
      return db.prepare(query.text).run(...query.values);
    },
    all: async (text) => db.prepare(text).all(),
    close: async () => db.close(),
  };
}

async function addEstimators(store, count) {
  const at = new Date().toISOString();
  const ids = [];
  for (let n = 1; n <= count; n++) {
    const id = `bench-estimator-${n}`;
    ids.push(id);
    await store.run(`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ($1, $2, $3, $4, 'admin', $5, $5)`, [
      id,
      `Estimator ${n}`,
      `${id}@example.com`,
      store.sqlite ? 0 : false,
      at,
    ]);
    for (const weekday of week) await store.run(`insert into staff_hours (user_id, weekday, starts, ends) values ($1, $2, '08:00', '18:00')`, [id, weekday]);
  }
  return ids;
}

async function withDatabase(label, work) {
  if (postgresUrl) {
    const { schema, url } = await createBenchSchema(postgresUrl, `bench_booking_${label}`);
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

// All attempts are sent at once; each server takes them over up to 250 connections (more would
// overflow the listen backlog, a refusal before the application sees the request).
const agent = new http.Agent({ keepAlive: true, maxSockets: 250 });

/** POSTs JSON; resolves to the status and the parsed body. */
function postJson(url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const customer = (n) => ({
  name: `Bench Visitor ${n}`,
  email: `bench.${n}@example.com`,
  phone: '305-555-0100',
  address: '2350 Ponce de Leon Blvd',
  zipCode: '33134',
  language: 'en',
});

async function race() {
  return withDatabase('race', async (databaseUrl, sqliteFile) => {
    const servers = [await startProductionServer({ env: serverEnv(databaseUrl) })];
    if (postgresUrl) servers.push(await startProductionServer({ env: serverEnv(databaseUrl) }));
    const store = await openStore(databaseUrl, sqliteFile);
    try {
      await addEstimators(store, 1);
      const { slots } = await (await fetch(`${servers[0].url}/api/availability?zip=33134&days=30`)).json();
      // Ten times far enough apart (visit and travel) that each can be booked beside the others.
      const chosen = [];
      for (const slot of slots) {
        if (chosen.every((other) => Math.abs(Date.parse(other.start) - Date.parse(slot.start)) >= 3 * 60 * 60_000)) chosen.push(slot);
        if (chosen.length === SLOTS) break;
      }
      if (chosen.length < SLOTS) throw new Error(`only ${chosen.length} times to race for`);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, async (_, n) => {
          try {
            const { status, body } = await postJson(`${servers[n % servers.length].url}/api/bookings`, { ...customer(n), start: chosen[n % SLOTS].start });
            return { status, alternatives: Array.isArray(body.alternatives) ? body.alternatives.length : 0 };
          } catch {
            return { status: 0, alternatives: 0 };
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const [row] = await store.all(`select count(*) as n from visits where status = 'booked'`);
      const [overlaps] = await store.all(
        `select count(*) as n from visits a join visits b on a.estimator_id = b.estimator_id and a.id < b.id and a.starts_at < b.busy_until and b.starts_at < a.busy_until where a.status = 'booked' and b.status = 'booked'`,
      );
      return {
        servers: servers.length,
        seconds,
        created: answers.filter((answer) => answer.status === 201).length,
        conflicts: answers.filter((answer) => answer.status === 409).length,
        conflictsWithAlternatives: answers.filter((answer) => answer.status === 409 && answer.alternatives > 0).length,
        errors: answers.filter((answer) => answer.status !== 201 && answer.status !== 409).length,
        errorStatuses: [...new Set(answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => answer.status))].join(', '),
        stored: Number(row.n),
        overlaps: Number(overlaps.n),
      };
    } finally {
      await store.close();
      for (const server of servers) await server.stop();
    }
  });
}

async function availability() {
  return withDatabase('availability', async (databaseUrl, sqliteFile) => {
    const server = await startProductionServer({ env: serverEnv(databaseUrl) });
    const store = await openStore(databaseUrl, sqliteFile);
    try {
      const estimators = await addEstimators(store, 5);
      // 2,000 visits: up to five a day per estimator (9:00, 10:30, 12:00, 13:30, 15:00 New York time) on the weekdays ahead.
      const visits = [];
      for (let day = 1; visits.length < 2000 && day < 200; day++) {
        const date = new Date(Date.now() + day * 86_400_000);
        if (!week.includes(date.getUTCDay())) continue;
        const ymd = date.toISOString().slice(0, 10);
        for (const estimator of estimators)
          for (const time of ['14:00', '15:30', '17:00', '18:30', '20:00']) {
            if (visits.length === 2000) break;
            const start = Date.parse(`${ymd}T${time}:00Z`);
            visits.push([estimator, new Date(start).toISOString(), new Date(start + 60 * 60_000).toISOString(), new Date(start + 90 * 60_000).toISOString()]);
          }
      }
      const at = new Date().toISOString();
      for (const [n, [estimator, startsAt, endsAt, busyUntil]] of visits.entries()) {
        await store.run(
          `insert into visits (id, estimator_id, starts_at, ends_at, busy_until, status, customer_name, customer_email, customer_phone, address, zip_code, language, quote_request_id, manage_token_hash, sequence, created_at, created_by, updated_at, cancelled_at, cancelled_by, confirmed_at)
           values ($1, $2, $3, $4, $5, 'booked', 'Bench', 'bench@example.com', '305-555-0100', '1 Main St', '33134', 'en', null, $6, 0, $7, null, $7, null, null, $7)`,
          [`bench-visit-${n}`, estimator, startsAt, endsAt, busyUntil, `hash-${n}`, at],
        );
      }
      const url = `${server.url}/api/availability?zip=33134&days=90`;
      for (let n = 0; n < 10; n++) await (await fetch(url)).arrayBuffer();
      const times = [];
      let slots = 0;
      for (let n = 0; n < REQUESTS; n++) {
        const started = performance.now();
        const response = await fetch(url);
        const body = await response.json();
        times.push(performance.now() - started);
        slots = body.slots.length;
      }
      times.sort((a, b) => a - b);
      return { visits: visits.length, slots, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
    } finally {
      await store.close();
      await server.stop();
    }
  });
}

const database = postgresUrl ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)';
const raced = await race();
const measured = await availability();
console.log(
  `database: ${database}; load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log(`race: ${ATTEMPTS} attempts at ${SLOTS} times on ${raced.servers} server(s) in ${raced.seconds.toFixed(1)} s`);
console.log(`  201 booked: ${raced.created}; visits stored: ${raced.stored}; overlapping visits: ${raced.overlaps}`);
console.log(
  `  409 taken: ${raced.conflicts} (with alternatives: ${raced.conflictsWithAlternatives}); errors: ${raced.errors}${raced.errors ? ` (status ${raced.errorStatuses})` : ''}`,
);
console.log(`availability: 5 estimators, ${measured.visits} visits, 90 days (${measured.slots} free starts), ${REQUESTS} requests`);
console.log(`  p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, max ${measured.max.toFixed(1)} ms`);
const raceMet =
  raced.created === SLOTS && raced.stored === SLOTS && raced.overlaps === 0 && raced.conflictsWithAlternatives === ATTEMPTS - SLOTS && raced.errors === 0;
const fastMet = measured.p95 < 50;
console.log(raceMet ? 'race: target met (exactly 10 visits, every other attempt 409 with alternatives, 0 errors)' : 'race: target MISSED');
console.log(fastMet ? 'availability: target met (p95 < 50 ms)' : 'availability: target MISSED (p95 < 50 ms)');
if (!raceMet || !fastMet) process.exitCode = 1;
