// `npm run bench:leads`: autocannon POSTs quote requests to a production server and compares
// the rows stored with the requests acknowledged. SQLite by default; PostgreSQL with a URL.
// With --against <commit>, that commit is built beside this checkout (scripts/lib/reference-build.js)
// and the two servers take turns, --rounds times each (at least 2), each on a fresh database; both
// medians are printed with their ratio, and the run fails with a REGRESSION line when this
// checkout stores more than 10% fewer leads a second than the reference.
// Usage: npm run bench:leads [-- --database postgres://… --connections 50 --duration 10]
//        npm run bench:leads -- --against 9f15286 [--rounds 2] [--keep-reference]
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.js';
import { createBenchSchema } from './lib/bench-schema.js';
import { cpuSeconds, median } from './lib/bench-timing.js';
import { root, startProductionServer } from './lib/production-server.js';
import { prepareReferenceBuild } from './lib/reference-build.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const CONNECTIONS = Number(option('connections', 50));
const DURATION = Number(option('duration', 10));
const postgresUrl = option('database', undefined);
const against = option('against', undefined);
const ROUNDS = against ? Math.max(2, Number(option('rounds', 2))) : 1;
const KEEP_REFERENCE = args.includes('--keep-reference');
/** The current build fails when its median is below this share of the reference's. */
const REGRESSION_SHARE = 0.9;

buildIfStale({ quiet: true });
const dataDir = path.join(root, 'data/bench-leads');
rmSync(dataDir, { recursive: true, force: true });

const builds = [];
if (against) {
  const reference = prepareReferenceBuild(against);
  builds.push({ label: `reference ${reference.short}`, checkout: reference.checkout, remove: reference.remove, runs: [] });
}
builds.push({ label: 'this checkout', checkout: root, runs: [] });

/** One run: a fresh database, a server of `build`, DURATION seconds of quote requests, the rows counted. */
async function measure(build, name) {
  let schema;
  const dir = path.join(dataDir, name);
  let databaseUrl = `file:${path.join(dir, 'app.db')}`;
  if (postgresUrl) ({ schema, url: databaseUrl } = await createBenchSchema(postgresUrl, 'bench_leads'));
  const server = await startProductionServer({ checkout: build.checkout, env: { DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT: '100000000' } });
  let counter = 0;
  const cpuBefore = cpuSeconds(server.child.pid);
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
  const cpuAfter = cpuSeconds(server.child.pid);
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
    rmSync(dir, { recursive: true, force: true });
  }
  const acknowledged = result['2xx'];
  return {
    requestsPerSecond: result.requests.average,
    rate: acknowledged / DURATION,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    acknowledged,
    stored,
    cpuPerLead: cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(stored, 1),
  };
}

const cpu = (run) => (run.cpuPerLead === undefined ? '?' : run.cpuPerLead.toFixed(2));
const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
};

try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const build of builds) {
      const run = await measure(build, `${build.checkout === root ? 'current' : 'reference'}-${round}`);
      build.runs.push(run);
      if (against) {
        console.log(
          `round ${round}, ${build.label}: ${run.rate.toFixed(0)} stored leads/s, p99 ${run.p99} ms, ${run.errors} errors, server CPU ${cpu(run)} ms a lead`,
        );
      }
    }
  }
} finally {
  if (against && !KEEP_REFERENCE) builds[0].remove();
}

const database = postgresUrl ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)';
const current = builds.at(-1);
if (!against) {
  const [run] = current.runs;
  table([
    ['database', database],
    ['connections × duration', `${CONNECTIONS} × ${DURATION} s`],
    ['requests/s (mean)', run.requestsPerSecond.toFixed(0)],
    ['stored leads/s', run.rate.toFixed(0)],
    ['latency p50', `${run.p50} ms`],
    ['latency p99', `${run.p99} ms`],
    ['server CPU per stored lead', `${cpu(run)} ms`],
    ['errors (non-2xx + socket)', String(run.errors)],
    ['acknowledged (201)', String(run.acknowledged)],
    ['rows stored', String(run.stored)],
  ]);
  const met = run.rate >= 1000 && run.p99 < 100 && run.errors === 0 && run.stored >= run.acknowledged;
  console.log(met ? 'target met: >= 1000 stored leads/s, p99 < 100 ms, 0 errors' : 'target missed: >= 1000 stored leads/s, p99 < 100 ms, 0 errors');
} else {
  const [reference] = builds;
  const column = (build, pick) => build.runs.map(pick).join(' / ');
  console.log(`\n${database}, ${CONNECTIONS} connections × ${DURATION} s, ${ROUNDS} alternating rounds\n`);
  table([
    ['', reference.label, current.label],
    ['stored leads/s (each run)', column(reference, (run) => run.rate.toFixed(0)), column(current, (run) => run.rate.toFixed(0))],
    ['stored leads/s (median)', median(reference.runs.map((run) => run.rate)).toFixed(0), median(current.runs.map((run) => run.rate)).toFixed(0)],
    ['latency p50 (ms)', column(reference, (run) => run.p50), column(current, (run) => run.p50)],
    ['latency p99 (ms)', column(reference, (run) => run.p99), column(current, (run) => run.p99)],
    ['server CPU per stored lead (ms)', column(reference, cpu), column(current, cpu)],
    ['errors (non-2xx + socket)', column(reference, (run) => run.errors), column(current, (run) => run.errors)],
    [
      'rows stored / acknowledged',
      column(reference, (run) => `${run.stored}/${run.acknowledged}`),
      column(current, (run) => `${run.stored}/${run.acknowledged}`),
    ],
  ]);
  const ratio = median(current.runs.map((run) => run.rate)) / median(reference.runs.map((run) => run.rate));
  console.log(`\nratio (this checkout / reference, median stored leads/s): ${ratio.toFixed(2)}`);
  const lost = current.runs.some((run) => run.stored < run.acknowledged);
  if (lost) console.log('LOST LEADS: this checkout acknowledged leads it did not store');
  if (ratio < REGRESSION_SHARE) {
    console.log(
      `REGRESSION: this checkout stores ${((1 - ratio) * 100).toFixed(0)}% fewer leads a second than ${reference.label} (more than ${((1 - REGRESSION_SHARE) * 100).toFixed(0)}% is a regression)`,
    );
  }
  if (lost || ratio < REGRESSION_SHARE) process.exitCode = 1;
}
