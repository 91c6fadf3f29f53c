// `npm run bench:jobs [-- --database postgres://… --seconds N --rate N]`: how late the job runner
// starts due jobs. Email jobs due at `rate` a second (100 by default) for `seconds` are enqueued
// ahead of time into a fresh database; production servers run them (one on SQLite; with
// --database or TEST_DATABASE_URL, two on PostgreSQL too) against a local SMTP server. For each
// job, from its run_at to its email's arrival, beside the reference measured in the same run: the
// same emails sent straight to the same server with nodemailer, which is the send's own share of
// that time. Prints p50, p99 and max; exits 1 when a p99 from run_at is 1 s or more or an email is missing.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { buildIfStale } from './build-if-stale.js';
import { summarize } from './lib/bench-timing.js';
import { freshDatabase, startSmtp } from './lib/jobs-crash.js';
import { startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const SECONDS = Number(option('seconds', 20));
const RATE = Number(option('rate', 100));
const postgresUrl = option('database', process.env.TEST_DATABASE_URL);

buildIfStale({ quiet: true });

const format = (summary) => `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, max ${summary.max.toFixed(1)} ms (${summary.count})`;

/** The same emails sent straight to the SMTP server, one every 1/RATE s: the send's own time. */
async function reference(smtp) {
  const transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 5, ignoreTLS: true });
  const times = [];
  const sends = [];
  for (let n = 0; n < RATE * 3; n++) {
    const started = performance.now();
    sends.push(
      transport
        .sendMail({ from: 'no-reply@gableswindowcare.com', to: `ref-${n}@example.test`, subject: `Reference ${n}`, text: 'Reference' })
        .then(() => times.push(performance.now() - started)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  await Promise.all(sends);
  transport.close();
  return summarize(times);
}

async function measure(url) {
  const processes = url ? 2 : 1;
  const smtp = await startSmtp(0);
  const database = await freshDatabase(url, 'bench');
  const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
  const servers = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startProductionServer({ env }));
    const reference_ = await reference(smtp);
    const now = new Date();
    const first = Date.now() + 3_000;
    const rows = Array.from({ length: SECONDS * RATE }, (_, n) => ({
      id: randomUUID(),
      at: now.toISOString(),
      runAt: new Date(first + (n * 1000) / RATE).toISOString(),
      payload: JSON.stringify({
        kind: 'bench.jobs',
        refId: null,
        to: `customer-${n}@example.test`,
        replyTo: null,
        subject: `Bench ${n}`,
        text: `Job ${n}`,
        html: null,
      }),
    }));
    await database.insertJobs(rows);
    const deadline = first + SECONDS * 1000 + 30_000;
    while (rows.some((row) => !smtp.arrivals.has(row.id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const delays = rows.filter((row) => smtp.arrivals.has(row.id)).map((row) => smtp.arrivals.get(row.id) - Date.parse(row.runAt));
    const missing = rows.length - delays.length;
    return { processes, reference: reference_, delays: summarize(delays), missing, jobs: rows.length };
  } finally {
    for (const server of servers) await server.stop();
    await smtp.close();
    await database.drop();
  }
}

let failed = false;
for (const url of postgresUrl ? [undefined, postgresUrl] : [undefined]) {
  const result = await measure(url);
  console.log(`\n${url ? 'PostgreSQL' : 'SQLite'}, ${result.processes} process(es): ${result.jobs} email jobs due at ${RATE} a second for ${SECONDS} s`);
  console.log(`  reference, the email sent straight to the SMTP server:   ${format(result.reference)}`);
  console.log(`  job runner, from run_at to the email's arrival:          ${format(result.delays)}`);
  console.log(`  emails missing: ${result.missing}`);
  if (result.delays.p99 >= 1000 || result.missing > 0) failed = true;
}
console.log(failed ? '\nFAIL: a p99 of 1 s or more, or a missing email' : '\nPASS: p99 from run_at under 1 s');
process.exit(failed ? 1 : 0);
