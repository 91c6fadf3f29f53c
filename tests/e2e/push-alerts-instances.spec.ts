// Push alerts with many processes: two production servers on one PostgreSQL schema, each looking
// for leads to escalate every 100 ms, one of them restarted mid-way. Each lead's arrival and its
// escalation must reach the staff device exactly once (issue 16's "Done when"). Runs in the
// many-instances project when TEST_DATABASE_URL is set (playwright.config.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startProductionServer } from '../../scripts/lib/production-server.js';
import { startPushService, type PushService } from '../../scripts/lib/push-service.js';
import { expect, test } from './fixtures';

const postgresUrl = process.env.TEST_DATABASE_URL;
const OWNER = { email: 'owner@push-instances.example', password: 'owner-password-push-instances' };
const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const schema = `push_instances_${run}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('two processes and a restart push each new lead and each escalation exactly once', async () => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // Form posts must come from PUBLIC_URL's origin, whichever process they reach.
  const origin = 'http://push-instances.example';
  const env = {
    DATABASE_URL: url.toString(),
    PUBLIC_URL: origin,
    SESSION_SECRET: `secret-shared-by-every-instance-${run}`,
    SUPERADMIN_EMAIL: OWNER.email,
    SUPERADMIN_PASSWORD: OWNER.password,
    LEAD_ALERT_AFTER_MINUTES: '0.1',
    ESCALATION_INTERVAL_MS: '100',
    JOBS_INTERVAL_MS: '200',
    REDIS_URL: '',
    // The test's push service runs on this machine.
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
  };
  const push: PushService = await startPushService();
  let a = await startProductionServer({ env });
  const b = await startProductionServer({ env });
  try {
    const signedIn = await fetch(`${a.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(OWNER).toString(),
    });
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const device = push.subscribe();
    const registered = await fetch(`${b.url}/api/admin/push-devices`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify(device),
    });
    expect(registered.status).toBe(201);

    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${(n % 2 ? b : a).url}/api/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Twice Told ${n}`, email: `twice.${n}@example.com`, subject: 'service', message: `Lead ${n} for two processes.` }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const titlesOf = (id: string) => push.received.filter((message) => message.payload?.url.endsWith(id)).map((message) => message.payload!.title);
    await push.waitFor(() => ids.every((id) => titlesOf(id).length >= 1), 10_000);
    // They arrived three days ago: plenty of office minutes have passed, whatever the time now.
    await admin.query(`update ${schema}.contact_messages set created_at = $1`, [new Date(Date.now() - 3 * 24 * 3600_000).toISOString()]);
    await push.waitFor(() => ids.every((id) => titlesOf(id).some((title) => title.startsWith('Still waiting'))), 15_000);

    // Restart one process while the other keeps looking; both look again many times.
    await a.stop();
    a = await startProductionServer({ env });
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (const [n, id] of ids.entries()) {
      expect(titlesOf(id).sort()).toEqual([`New contact submission from Twice Told ${n}`, `Still waiting: contact submission from Twice Told ${n}`]);
    }
    const escalations = await admin.query(`select count(*)::int as count from ${schema}.audit_log where action = 'contact-message.escalated'`);
    expect(escalations.rows[0].count).toBe(ids.length);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await push.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});
