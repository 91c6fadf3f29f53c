// The job runner under SIGKILL: email jobs are enqueued straight into a fresh database, one
// production server (SQLite) or two (PostgreSQL) run them against a local SMTP server, and one
// server is killed with SIGKILL `kills` times during the run and started again. Every job's email
// must arrive (by its Message-ID, the job's idempotency key) and every job must end done.
// Used by `npm run test:crash` (1,000 jobs) and tests/e2e/jobs-crash.spec.ts (a reduced size).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createBenchSchema } from './bench-schema.js';
import { root, startProductionServer } from './production-server.js';

const MAIL_DOMAIN = 'gableswindowcare.com';

export async function startSmtp(delayMs) {
  /** Deliveries per Message-ID. */
  const received = new Map();
  /** When each Message-ID first arrived (ms since the epoch). */
  const arrivals = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const arrivedAt = Date.now();
        setTimeout(() => {
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1];
          if (id) received.set(id, (received.get(id) ?? 0) + 1);
          if (id && !arrivals.has(id)) arrivals.set(id, arrivedAt);
          callback();
        }, delayMs);
      });
    },
  });
  // A sender killed mid-message resets its connection: expected here.
  smtp.on('error', () => {});
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { received, arrivals, url: `smtp://127.0.0.1:${smtp.server.address().port}`, close: () => new Promise((resolve) => smtp.close(resolve)) };
}

/** A fresh database with a query function: a SQLite file, or a PostgreSQL schema of its own. */
export async function freshDatabase(postgresUrl, name) {
  if (!postgresUrl) {
    const dir = path.join(root, 'data/jobs-crash');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}-${Date.now()}.db`);
    return {
      url: `file:${file}`,
      async query(sql, ...params) {
        const db = new Database(file);
        db.pragma('busy_timeout = 30000');
        try {
          const statement = db.prepare(sql);
          return statement.reader ? statement.all(...params) : (statement.run(...params), []);
        } finally {
          db.close();
        }
      },
      async insertJobs(rows) {
        const db = new Database(file);
        db.pragma('busy_timeout = 30000');
        try {
          const insert = db.prepare(
            'insert into jobs (id, kind, key, payload, state, run_at, attempts, max_attempts, created_at) values (?, ?, null, ?, ?, ?, 0, 12, ?)',
          );
          db.transaction(() => rows.forEach((row) => insert.run(row.id, 'mail.send', row.payload, 'queued', row.runAt ?? row.at, row.at)))();
        } finally {
          db.close();
        }
      },
      async drop() {
        rmSync(file, { force: true });
        rmSync(`${file}-wal`, { force: true });
        rmSync(`${file}-shm`, { force: true });
      },
    };
  }
  const { schema, url } = await createBenchSchema(postgresUrl, `jobs_crash_${name}`);
  // Connected through the schema's URL, so its search_path is the schema.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  return {
    url,
    async query(sql, ...params) {
      let n = 0;
      return (
        await admin.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    async insertJobs(rows) {
      await admin.query('begin');
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500);
        const values = chunk.map((_, i) => `($${i * 4 + 1}, 'mail.send', null, $${i * 4 + 2}, 'queued', $${i * 4 + 3}, 0, 12, $${i * 4 + 4})`).join(',');
        await admin.query(
          `insert into jobs (id, kind, key, payload, state, run_at, attempts, max_attempts, created_at) values ${values}`,
          chunk.flatMap((row) => [row.id, row.payload, row.runAt ?? row.at, row.at]),
        );
      }
      await admin.query('commit');
    },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * @param {{ jobs: number, kills: number, postgresUrl?: string, smtpDelayMs?: number, log?: (line: string) => void }} options
 */
export async function runJobsCrash({ jobs, kills, postgresUrl, smtpDelayMs = 50, log = () => {} }) {
  const smtp = await startSmtp(smtpDelayMs);
  const database = await freshDatabase(postgresUrl, postgresUrl ? 'postgres' : 'sqlite');
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    JOBS_INTERVAL_MS: '100',
    // A killed process's claims are taken over a second after it stopped.
    JOBS_LEASE_SECONDS: '1',
  };
  const processes = postgresUrl ? 2 : 1;
  const servers = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startProductionServer({ env }));
    const at = new Date().toISOString();
    const rows = Array.from({ length: jobs }, (_, n) => ({
      id: randomUUID(),
      at,
      payload: JSON.stringify({
        kind: 'crash.test',
        refId: null,
        to: `customer-${n}@example.test`,
        replyTo: null,
        subject: `Crash test ${n}`,
        text: `Job ${n}`,
        html: null,
      }),
    }));
    const started = Date.now();
    await database.insertJobs(rows);
    // Enqueued by another process: the runners find them at their next look (JOBS_INTERVAL_MS).
    let killed = 0;
    while (killed < kills) {
      const target = Math.floor((jobs * (killed + 1)) / (kills + 1));
      const deadline = Date.now() + 60_000;
      while (smtp.received.size < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const index = killed % processes;
      await servers[index].stop('SIGKILL');
      killed++;
      log(`SIGKILL ${killed} of ${kills} (process ${index + 1} of ${processes}) after ${smtp.received.size} emails`);
      servers[index] = await startProductionServer({ env });
    }
    const deadline = Date.now() + 120_000;
    let done = 0;
    while (Date.now() < deadline) {
      done = Number((await database.query("select count(*) as n from jobs where kind = 'mail.send' and state = 'done'"))[0].n);
      if (done === jobs) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const states = await database.query("select state, count(*) as n from jobs where kind = 'mail.send' group by state");
    const lost = rows.filter((row) => !smtp.received.has(row.id)).length;
    const strangers = [...smtp.received.keys()].filter((id) => !rows.some((row) => row.id === id)).length;
    const resent = [...smtp.received.values()].reduce((sum, count) => sum + count - 1, 0);
    return {
      processes,
      jobs,
      kills: killed,
      seconds,
      done,
      states: Object.fromEntries(states.map((row) => [row.state, Number(row.n)])),
      distinctReceived: rows.filter((row) => smtp.received.has(row.id)).length,
      deliveries: [...smtp.received.values()].reduce((sum, count) => sum + count, 0),
      resent,
      lost,
      strangers,
      domain: MAIL_DOMAIN,
    };
  } finally {
    for (const server of servers) await server.stop();
    await smtp.close();
    await database.drop();
  }
}
