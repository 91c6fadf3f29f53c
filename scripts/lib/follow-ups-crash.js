// Follow-ups under SIGKILL (docs/follow-ups.md): a burst of estimate follow-ups falls due at once in
// a fresh database while one production server (SQLite) or two (PostgreSQL) send them, and one
// server is killed with SIGKILL `kills` times and started again. Meanwhile a quarter of the
// customers approve their estimate. Every follow-up must end sent (its email arriving under one
// Message-ID) or, for an approved estimate, stopped (by its job, or by the mail job's last check,
// its email then queued but never delivered); none may be sent once its approval committed.
// Used by `npm run test:crash` (phase 5) and tests/e2e/follow-ups-crash.spec.ts (a reduced size).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { freshDatabase, startSmtp } from './jobs-crash.js';
import { startProductionServer } from './production-server.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One multi-row insert per table, in chunks the databases take. */
async function insertRows(database, table, rows) {
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += 50) {
    const chunk = rows.slice(start, start + 50);
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await database.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, ...chunk.flatMap((row) => columns.map((column) => row[column])));
  }
}

/** N customers, each with an estimate sent a while ago and one follow-up falling due within `spreadMs`, queued as its job. */
function burst(count, now, spreadMs) {
  const dueAt = (n) => new Date(now.getTime() + (n * spreadMs) / count).toISOString();
  const sentAt = new Date(now.getTime() - 86_400_000).toISOString();
  const customers = Array.from({ length: count }, (_, n) => {
    const token = randomBytes(32).toString('base64url');
    return { n, quoteId: randomUUID(), estimateId: randomUUID(), followUpId: randomUUID(), token, tokenHash: createHash('sha256').update(token).digest('hex') };
  });
  return {
    customers,
    quoteRequests: customers.map((c) => ({
      id: c.quoteId,
      first_name: 'Ana',
      last_name: `Crash ${c.n}`,
      email: `customer-${c.n}@example.test`,
      phone: '305-555-0100',
      address: '1 Alhambra Cir',
      city: 'Coral Gables',
      state: 'FL',
      zip_code: '33134',
      project_type: 'window-repair',
      project_description: 'A sash sticks.',
      status: 'quoted',
      notes: '',
      language: c.n % 2 ? 'es' : 'en',
      created_at: sentAt,
      updated_at: sentAt,
    })),
    estimates: customers.map((c) => ({
      id: c.estimateId,
      quote_request_id: c.quoteId,
      status: 'sent',
      message: '',
      valid_until: '2099-12-31',
      token_hash: c.tokenHash,
      sent_at: sentAt,
      created_by: 'crash-test',
      created_at: sentAt,
      updated_at: sentAt,
    })),
    options: customers.map((c) => ({ estimate_id: c.estimateId, position: 1, title: 'Repair' })),
    followUps: customers.map((c) => ({
      id: c.followUpId,
      kind: 'estimate-follow-up',
      subject_type: 'estimate',
      subject_id: c.estimateId,
      quote_request_id: c.quoteId,
      step: 1,
      email: `customer-${c.n}@example.test`,
      name: `Ana Crash ${c.n}`,
      language: c.n % 2 ? 'es' : 'en',
      due_at: dueAt(c.n),
      state: 'scheduled',
      link: `https://gwc.example/estimates/${c.token}`,
      link_hash: c.tokenHash,
      created_at: sentAt,
    })),
    jobs: customers.map((c) => ({
      id: randomUUID(),
      kind: 'followups.send',
      key: `followups:${c.followUpId}`,
      payload: JSON.stringify({ followUpId: c.followUpId }),
      state: 'queued',
      run_at: dueAt(c.n),
      attempts: 0,
      max_attempts: 8,
      created_at: sentAt,
    })),
  };
}

/**
 * @param {{ followUps: number, kills: number, postgresUrl?: string, spreadMs?: number, smtpDelayMs?: number, log?: (line: string) => void }} options
 */
export async function runFollowUpsCrash({ followUps, kills, postgresUrl, spreadMs = 3000, smtpDelayMs = 30, log = () => {} }) {
  const smtp = await startSmtp(smtpDelayMs);
  const database = await freshDatabase(postgresUrl, postgresUrl ? 'followups_pg' : 'followups-sqlite');
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    JOBS_INTERVAL_MS: '100',
    JOBS_LEASE_SECONDS: '1',
    PUBLIC_URL: 'https://gwc.example',
    // Automated email waits through quiet hours: the test sends at any hour.
    CUSTOMER_QUIET_HOURS: 'off',
    SESSION_SECRET: 'a crash test session secret, 32 chars or more',
  };
  const processes = postgresUrl ? 2 : 1;
  const servers = [];
  // On PostgreSQL the killed server starts again while the other keeps sending, so the next kill lands mid-burst too.
  const restarts = [];
  try {
    // The first server migrates the fresh database; the burst goes in after.
    for (let i = 0; i < processes; i++) servers.push(await startProductionServer({ env }));
    const start = Date.now();
    const data = burst(followUps, new Date(start), spreadMs);
    await insertRows(database, 'quote_requests', data.quoteRequests);
    await insertRows(database, 'estimates', data.estimates);
    await insertRows(database, 'estimate_options', data.options);
    await insertRows(database, 'follow_ups', data.followUps);
    // Falling due over `spreadMs`, enqueued by another process: the runners find them at their next looks.
    await insertRows(database, 'jobs', data.jobs);

    // A quarter of the customers approve at random moments of the burst, some before their follow-up is due, some after.
    const approvers = data.customers.filter((c) => c.n % 4 === 1);
    const approvedAt = new Map();
    const approving = (async () => {
      const moments = approvers.map((customer) => ({ customer, at: start + Math.random() * spreadMs })).sort((a, b) => a.at - b.at);
      for (const { customer, at } of moments) {
        await sleep(Math.max(0, at - Date.now()));
        const now = new Date().toISOString();
        await database.query(
          "update estimates set status = 'approved', decided_at = ?, updated_at = ? where id = ? and status = 'sent'",
          now,
          now,
          customer.estimateId,
        );
        approvedAt.set(customer.estimateId, new Date().toISOString());
      }
    })();

    const settled = async () =>
      Number((await database.query("select count(*) as n from follow_ups where kind = 'estimate-follow-up' and state <> 'scheduled'"))[0].n);
    let killed = 0;
    /** How many follow-ups had settled at each kill: a kill mid-burst is one between none and all. */
    const settledAtKills = [];
    while (killed < kills) {
      const target = Math.floor((followUps * (killed + 1)) / (kills + 1));
      const deadline = Date.now() + 60_000;
      while ((await settled()) < target && Date.now() < deadline) await sleep(10);
      const index = killed % processes;
      await restarts[index];
      await servers[index].stop('SIGKILL');
      killed++;
      settledAtKills.push(await settled());
      log(`SIGKILL ${killed} of ${kills} (process ${index + 1} of ${processes}) after ${settledAtKills.at(-1)} follow-ups settled`);
      restarts[index] = startProductionServer({ env }).then((server) => (servers[index] = server));
      if (processes === 1) await restarts[index];
    }
    await Promise.all(restarts);
    await approving;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const [{ n }] = await database.query("select count(*) as n from jobs where kind in ('followups.send', 'mail.send') and state <> 'done'");
      if (Number(n) === 0) break;
      await sleep(100);
    }

    const rows = await database.query("select id, subject_id, state, reason, settled_at from follow_ups where kind = 'estimate-follow-up'");
    // Each was the estimate's last follow-up: one sent asks staff to call, once.
    // A call whose follow-up the mail job stopped at the last moment is not needed (stopped too).
    const calls = await database.query("select id from follow_ups where kind = 'call' and state <> 'stopped'");
    const mailJobs = await database.query("select id, key, state from jobs where kind = 'mail.send'");
    const mailByFollowUp = new Map();
    for (const job of mailJobs) {
      const followUpId = /followups:(.+)$/.exec(job.key ?? '')?.[1];
      if (followUpId) mailByFollowUp.set(followUpId, [...(mailByFollowUp.get(followUpId) ?? []), job]);
    }
    const problems = [];
    let sent = 0;
    let stopped = 0;
    /** Stopped by the mail job's last check: their email was queued, and never sent. */
    let stoppedAtMail = 0;
    for (const row of rows) {
      const mails = mailByFollowUp.get(row.id) ?? [];
      const approval = approvedAt.get(row.subject_id);
      if (row.state === 'sent') {
        sent++;
        if (mails.length !== 1) problems.push(`${row.id}: sent with ${mails.length} email jobs`);
        else if (!smtp.received.has(mails[0].id)) problems.push(`${row.id}: its email never arrived`);
        if (approval && row.settled_at >= approval) problems.push(`${row.id}: sent at ${row.settled_at}, after its approval at ${approval}`);
      } else if (row.state === 'stopped') {
        stopped++;
        if (!approval || row.reason !== 'approved') problems.push(`${row.id}: stopped (${row.reason}) without an approval`);
        if (mails.length > 1) problems.push(`${row.id}: stopped with ${mails.length} email jobs`);
        if (mails.length === 1) stoppedAtMail++;
        if (mails.some((mail) => smtp.received.has(mail.id))) problems.push(`${row.id}: stopped but its email arrived`);
      } else problems.push(`${row.id}: left ${row.state}`);
    }
    const sentIds = new Set(rows.filter((row) => row.state === 'sent').map((row) => `${row.id}-call`));
    if (calls.length !== sentIds.size || !calls.every((call) => sentIds.has(call.id)))
      problems.push(`${calls.length} calls to make for ${sentIds.size} follow-ups sent`);
    const states = await database.query("select state, count(*) as n from jobs where kind in ('followups.send', 'mail.send') group by state");
    return {
      processes,
      followUps,
      kills: killed,
      settledAtKills,
      approvals: approvers.length,
      sent,
      stopped,
      stoppedAtMail,
      calls: calls.length,
      problems,
      jobStates: Object.fromEntries(states.map((row) => [row.state, Number(row.n)])),
      deliveries: [...smtp.received.values()].reduce((sum, count) => sum + count, 0),
    };
  } finally {
    await Promise.allSettled(restarts);
    for (const server of servers) await server.stop();
    await smtp.close();
    await database.drop();
  }
}
