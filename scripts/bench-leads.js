// `npm run bench:leads`: autocannon POSTs quote requests to a production server and compares
// the rows stored with the requests acknowledged. SQLite by default; PostgreSQL with a URL.
// Usage: npm run bench:leads [-- --database postgres://… --connections 50 --duration 10]
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { createBenchSchema } from './lib/bench-schema.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const CONNECTIONS = Number(option('connections', 50));
const DURATION = Number(option('duration', 10));
const postgresUrl = option('database', undefined);

buildIfStale({ quiet: true });
const dir = path.join(root, 'data/bench-leads');
rmSync(dir, { recursive: true, force: true });

let schema;
let databaseUrl = `file:${path.join(dir, 'app.db')}`;
if (postgresUrl) {
  ({ schema, url: databaseUrl } = await createBenchSchema(postgresUrl, 'bench_leads'));
}

const server = await startProductionServer({ env: { DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT: '100000000' } });
let counter = 0;
const result = await autocannon({
  url: server.url,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      method: 'POST',
      path: '/api/quote-requests',
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        counter++;
        request.body = JSON.stringify({
          firstName: 'Bench',
          lastName: `Lead ${counter}`,
          email: `bench.${counter}@example.com`,
          phone: '305-555-0100',
          address: '2350 Ponce de Leon Blvd',
          city: 'Coral Gables',
          state: 'FL',
          zipCode: '33134',
          projectType: 'window-installation',
          projectDescription: 'Six impact windows for a 1950s ranch house, second floor included.',
          budget: '5000-10000',
        });
        return request;
      },
    },
  ],
});
await server.stop();

let stored;
if (postgresUrl) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  stored = Number((await client.query(`select count(*) as n from ${schema}.quote_requests`)).rows[0].n);
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
} else {
  const db = new Database(path.join(dir, 'app.db'), { readonly: true });
  stored = db.prepare('select count(*) from quote_requests').pluck().get();
  db.close();
}

const acknowledged = result['2xx'];
const rate = acknowledged / DURATION;
const rows = [
  ['database', postgresUrl ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)'],
  ['connections × duration', `${CONNECTIONS} × ${DURATION} s`],
  ['requests/s (mean)', result.requests.average.toFixed(0)],
  ['stored leads/s', rate.toFixed(0)],
  ['latency p50', `${result.latency.p50} ms`],
  ['latency p99', `${result.latency.p99} ms`],
  ['errors (non-2xx + socket)', String(result.non2xx + result.errors + result.timeouts)],
  ['acknowledged (201)', String(acknowledged)],
  ['rows stored', String(stored)],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
const met = rate >= 1000 && result.latency.p99 < 100 && result.non2xx + result.errors === 0 && stored >= acknowledged;
console.log(met ? 'target met: >= 1000 stored leads/s, p99 < 100 ms, 0 errors' : 'target missed: >= 1000 stored leads/s, p99 < 100 ms, 0 errors');
