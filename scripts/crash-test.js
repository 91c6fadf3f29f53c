// `npm run test:crash`: SIGKILLs the production server during bursts of lead submissions,
// restarts it each time, and checks that every submission that was answered 201 is stored.
// Usage: npm run test:crash [-- --rounds N --concurrency N]
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const ROUNDS = option('rounds', 6);
const CONCURRENCY = option('concurrency', 24);

const dir = path.join(root, 'data/crash-test');
const dbFile = path.join(dir, 'app.db');
rmSync(dir, { recursive: true, force: true });
buildIfStale({ quiet: true });

const env = { DATABASE_URL: `file:${dbFile}`, LEAD_RATE_LIMIT: '1000000' };
const acknowledged = new Set();
let sent = 0;
let failed = 0;

function lead(round, worker, n) {
  return {
    firstName: 'Crash',
    lastName: `Round ${round}`,
    email: `crash.${round}.${worker}.${n}@example.com`,
    phone: '305-555-0100',
    address: '1 Test Way',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: `Submission ${round}/${worker}/${n}`,
  };
}

async function burst(url, round, signal) {
  const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
    for (let n = 0; !signal.aborted; n++) {
      sent++;
      try {
        const response = await fetch(`${url}/api/quote-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead(round, worker, n)),
          signal,
        });
        if (response.status === 201) acknowledged.add((await response.json()).id);
        else failed++;
      } catch {
        failed++;
        return;
      }
    }
  });
  await Promise.all(workers);
}

for (let round = 1; round <= ROUNDS; round++) {
  const server = await startProductionServer({ env });
  const controller = new AbortController();
  const running = burst(server.url, round, controller.signal);
  await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
  server.child.kill('SIGKILL');
  await server.exited;
  controller.abort();
  await running;
  console.log(`round ${round}: killed with SIGKILL; ${acknowledged.size} acknowledged so far`);
}

const db = new Database(dbFile, { readonly: true });
const stored = new Set(db.prepare('select id from quote_requests').pluck().all());
const integrity = db.prepare('pragma integrity_check').pluck().get();
db.close();
const lost = [...acknowledged].filter((id) => !stored.has(id));

console.log('');
console.log(`requests sent:                 ${sent}`);
console.log(`answered 201 (acknowledged):   ${acknowledged.size}`);
console.log(`not acknowledged (cut or 5xx): ${failed}`);
console.log(`rows stored:                   ${stored.size}`);
console.log(`acknowledged but lost:         ${lost.length}`);
console.log(`sqlite integrity_check:        ${integrity}`);
const ok = lost.length === 0 && integrity === 'ok' && acknowledged.size > 0;
console.log(ok ? 'PASS: every acknowledged lead survived the crashes' : 'FAIL');
process.exit(ok ? 0 : 1);
