// `npm run test:crash`: durability under failure, against the production server.
// 1. SIGKILLs the server during bursts of lead submissions, restarts it each time, and checks
//    that every submission answered 201 is stored (and, on SQLite, that integrity_check is ok).
// 2. Does the same with quote requests carrying three photos each (multipart), and checks that
//    every acknowledged request has all three photos and that no photo is kept without its request.
// 3. Restarts the server while the job runner is sending through a slow SMTP server, and
//    checks that every email arrives and none reaches a customer twice.
// 4. Enqueues 1,000 email jobs and SIGKILLs the server six times while they run (on PostgreSQL,
//    two servers, killed in turn): every job's email arrives, by its Message-ID, and every job ends done.
// Usage: npm run test:crash [-- --database postgres://… --rounds N --concurrency N --jobs N --phases 1,2,3,4,5]
//   (--phases runs only those phases, e.g. `--phases 4` for the job runner alone).
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { buildIfStale } from './build-if-stale.js';
import { noisePixels } from './lib/noise-pixels.js';
import { runFollowUpsCrash } from './lib/follow-ups-crash.js';
import { runJobsCrash } from './lib/jobs-crash.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const ROUNDS = Number(option('rounds', 6));
const CONCURRENCY = Number(option('concurrency', 24));
const postgresUrl = option('database', undefined);
const PHASES = new Set(option('phases', '1,2,3,4,5').split(',').map(Number));

buildIfStale({ quiet: true });
const dir = path.join(root, 'data/crash-test');
rmSync(dir, { recursive: true, force: true });

/** A fresh database: a SQLite file, or a PostgreSQL schema of its own. */
async function freshDatabase(name) {
  if (!postgresUrl) {
    const file = path.join(dir, `${name}.db`);
    return {
      url: `file:${file}`,
      async query(sql, ...params) {
        const db = new Database(file, { readonly: true });
        try {
          return db.prepare(sql).all(...params);
        } finally {
          db.close();
        }
      },
      async integrity() {
        const db = new Database(file, { readonly: true });
        try {
          return db.prepare('pragma integrity_check').pluck().get();
        } finally {
          db.close();
        }
      },
      async drop() {},
    };
  }
  const schema = `crash_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async query(sql, ...params) {
      let n = 0;
      return (
        await admin.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    async integrity() {
      return 'ok (PostgreSQL)';
    },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

function lead(tag, worker, n) {
  return {
    firstName: 'Crash',
    lastName: `Test ${tag}`,
    email: `crash.${tag}.${worker}.${n}@example.com`,
    phone: '305-555-0100',
    address: '1 Test Way',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: `Submission ${tag}/${worker}/${n}`,
  };
}

async function post(url, body, signal) {
  const response = await fetch(`${url}/api/quote-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return response.status === 201 ? (await response.json()).id : undefined;
}

/** A quote request with photos, as the form or an integration posts it: multipart/form-data. */
async function postWithPhotos(url, body, photos, signal) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  photos.forEach((bytes, index) => form.append('photos', new Blob([bytes], { type: 'image/jpeg' }), `window-${index + 1}.jpg`));
  const response = await fetch(`${url}/api/quote-requests`, { method: 'POST', body: form, signal });
  return response.status === 201 ? (await response.json()).id : undefined;
}

/** A camera-like photo: noise, so it compresses and decodes like a real one. */
function noisyPhoto(width, height, seed) {
  return sharp(noisePixels(width, height, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Starts the server `ROUNDS` times on `env`, has `workers` clients send with `send(url, round,
 * worker, n, signal)` until it is killed with SIGKILL after `pauseMs` plus up to as much again at
 * random, and returns the ids it answered 201 for and how many requests were sent.
 */
async function killDuringBursts({ env, label, workers, pauseMs, send }) {
  const acknowledged = new Set();
  let sent = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startProductionServer({ env });
    const controller = new AbortController();
    const clients = Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; !controller.signal.aborted; n++) {
        sent++;
        try {
          const id = await send(server.url, round, worker, n, controller.signal);
          if (id) acknowledged.add(id);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, pauseMs + Math.random() * pauseMs * 2));
    server.child.kill('SIGKILL');
    await server.exited;
    controller.abort();
    await Promise.all(clients);
    console.log(`${label}round ${round}: killed with SIGKILL; ${acknowledged.size} acknowledged so far`);
  }
  return { acknowledged, sent };
}

let failures = 0;
const report = (label, value, ok = true) => {
  console.log(`${label.padEnd(44)} ${value}`);
  if (!ok) failures++;
};

// Phase 1: SIGKILL during bursts.
if (PHASES.has(1)) {
  const database = await freshDatabase('kill');
  const { acknowledged, sent } = await killDuringBursts({
    env: { DATABASE_URL: database.url, LEAD_RATE_LIMIT: '1000000' },
    label: '',
    workers: CONCURRENCY,
    pauseMs: 400,
    send: (url, round, worker, n, signal) => post(url, lead(round, worker, n), signal),
  });
  const stored = new Set((await database.query('select id from quote_requests')).map((row) => row.id));
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  const integrity = await database.integrity();
  console.log('');
  report('database', postgresUrl ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)');
  report('requests sent', sent);
  report('answered 201 (acknowledged)', acknowledged.size, acknowledged.size > 0);
  report('rows stored', stored.size);
  report('acknowledged but lost', lost.length, lost.length === 0);
  report('integrity_check', integrity, integrity.startsWith('ok'));
  await database.drop();
}

// Phase 2: SIGKILL during bursts of quote requests with photos.
if (PHASES.has(2)) {
  const PHOTOS = 3;
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => noisyPhoto(800, 600, index + 1)));
  const database = await freshDatabase('photos');
  const { acknowledged, sent } = await killDuringBursts({
    env: { DATABASE_URL: database.url, LEAD_RATE_LIMIT: '1000000' },
    label: 'photos ',
    workers: Math.max(2, Math.floor(CONCURRENCY / 3)),
    pauseMs: 600,
    send: (url, round, worker, n, signal) => postWithPhotos(url, lead(`photos-${round}`, worker, n), photos, signal),
  });
  const counts = new Map(
    (
      await database.query(
        'select q.id as id, count(p.id) as n from quote_requests q left join quote_request_photos p on p.quote_request_id = q.id group by q.id',
      )
    ).map((row) => [row.id, Number(row.n)]),
  );
  const lost = [...acknowledged].filter((id) => !counts.has(id));
  const missingPhotos = [...acknowledged].filter((id) => counts.has(id) && counts.get(id) !== PHOTOS);
  const partial = [...counts.values()].filter((n) => n !== PHOTOS).length;
  const orphans = Number(
    (await database.query('select count(*) as n from quote_request_photos p left join quote_requests q on q.id = p.quote_request_id where q.id is null'))[0].n,
  );
  const integrity = await database.integrity();
  console.log('');
  report('requests with photos sent', sent);
  report('answered 201 (acknowledged)', acknowledged.size, acknowledged.size > 0);
  report('acknowledged but lost', lost.length, lost.length === 0);
  report(`acknowledged without all ${PHOTOS} photos`, missingPhotos.length, missingPhotos.length === 0);
  report('requests stored with some photos missing', partial, partial === 0);
  report('photos without their request (orphans)', orphans, orphans === 0);
  report('integrity_check', integrity, integrity.startsWith('ok'));
  await database.drop();
}

// Phase 3: restart while the job runner is sending.
if (PHASES.has(3)) {
  const received = [];
  // A slow mail server, so that a restart lands while messages are in flight.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () =>
        setTimeout(() => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
          callback();
        }, 150),
      );
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const database = await freshDatabase('outbox');
  const env = {
    DATABASE_URL: database.url,
    LEAD_RATE_LIMIT: '1000000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    STAFF_NOTIFY_EMAIL: 'office@gableswindowcare.test',
    JOBS_INTERVAL_MS: '100',
  };
  // Emails not yet sent, and leads whose follow-up has not yet queued their emails (decision 0041).
  const pendingMail =
    "select (select count(*) from outbox where status <> 'sent') + (select count(*) from jobs where kind = 'leads.follow-up' and state <> 'done') as n";
  let server = await startProductionServer({ env });
  const LEADS = 40;
  const ids = [];
  for (let n = 0; n < LEADS; n++) ids.push(await post(server.url, lead('mail', 0, n)));
  let restarts = 0;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 700));
    const pending = (await database.query(pendingMail))[0].n;
    if (Number(pending) === 0) break;
    await server.stop('SIGTERM');
    restarts++;
    server = await startProductionServer({ env });
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const pending = (await database.query(pendingMail))[0].n;
    if (Number(pending) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  await new Promise((resolve) => smtp.close(resolve));

  const rows = await database.query('select id, to_address, status from outbox');
  const deliveries = new Map();
  for (const message of received) deliveries.set(message.messageId, (deliveries.get(message.messageId) ?? 0) + 1);
  const customerRows = rows.filter((row) => row.to_address !== env.STAFF_NOTIFY_EMAIL);
  const lost = rows.filter((row) => ![...deliveries.keys()].some((id) => id?.includes(row.id)));
  const twiceToCustomer = customerRows.filter((row) => [...deliveries].some(([id, count]) => id?.includes(row.id) && count > 1));
  console.log('');
  report('leads acknowledged', ids.filter(Boolean).length, ids.every(Boolean));
  report('emails queued', rows.length, rows.length === 2 * LEADS);
  report('restarts (SIGTERM) while sending', restarts, restarts > 0);
  report('emails delivered', received.length);
  report('emails lost', lost.length, lost.length === 0);
  report('customer emails delivered twice', twiceToCustomer.length, twiceToCustomer.length === 0);
  await database.drop();
}

// Phase 4: SIGKILL the job runner's processes while 1,000 email jobs run.
for (const url of PHASES.has(4) ? (postgresUrl ? [undefined, postgresUrl] : [undefined]) : []) {
  console.log(`\njob runner on ${url ? 'PostgreSQL' : 'SQLite'}`);
  const result = await runJobsCrash({ jobs: Number(option('jobs', 1000)), kills: 6, postgresUrl: url, log: (line) => console.log(`  ${line}`) });
  report(`email jobs run by ${result.processes} process(es) in ${result.seconds.toFixed(1)} s`, result.jobs);
  report('SIGKILLs during the run', result.kills, result.kills === 6);
  report('jobs done', result.done, result.done === result.jobs);
  report('emails received once or more, by Message-ID', result.distinctReceived, result.distinctReceived === result.jobs);
  report('emails lost', result.lost, result.lost === 0);
  report('emails under a Message-ID no job has', result.strangers, result.strangers === 0);
  report("deliveries in all (a copy sent again after a kill between the server's 250 and the job's record carries the same Message-ID)", result.deliveries);
  report('copies sent again with the same Message-ID', result.resent);
}

// Phase 5: SIGKILL the servers while a burst of due follow-ups is sent and a quarter of the customers approve.
for (const url of PHASES.has(5) ? (postgresUrl ? [undefined, postgresUrl] : [undefined]) : []) {
  console.log(`\nfollow-ups on ${url ? 'PostgreSQL' : 'SQLite'}`);
  const result = await runFollowUpsCrash({ followUps: 200, kills: 4, spreadMs: 30_000, postgresUrl: url, log: (line) => console.log(`  ${line}`) });
  report(`follow-ups due over 30 s, sent by ${result.processes} process(es)`, result.followUps);
  report('SIGKILLs during the burst', result.kills, result.kills === 4 && result.settledAtKills[0] > 0 && result.settledAtKills[0] < result.followUps);
  report('follow-ups sent, each email queued once and arrived', result.sent);
  report('follow-ups stopped by an approval before they went', result.stopped, result.stopped <= result.approvals);
  report('of which stopped by the mail job, their email queued and never sent', result.stoppedAtMail);
  report('problems (sent twice, after the approval, lost, left unsettled)', result.problems.length, result.problems.length === 0);
  for (const problem of result.problems.slice(0, 10)) console.log(`    ${problem}`);
}

console.log(failures === 0 ? '\nPASS' : `\nFAIL: ${failures} check(s)`);
process.exit(failures === 0 ? 0 : 1);
