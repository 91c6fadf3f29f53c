// The live back office across processes: two production servers on one PostgreSQL schema, each
// with a staff member's browser open on it. What reaches one process shows on the other's open
// screens through LISTEN/NOTIFY, without a reload (issue 16's "Done when"). Runs in the
// many-instances project when TEST_DATABASE_URL is set (playwright.config.ts).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { expect, test } from './fixtures';

const postgresUrl = process.env.TEST_DATABASE_URL;
const OWNER = { email: 'owner@live-instances.example', password: 'owner-password-live-instances' };
const COLLEAGUE = { name: 'Rita Colleague', email: 'rita@live-instances.example', password: 'colleague-password-live' };
const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const schema = `live_instances_${run}`;

type Instance = Awaited<ReturnType<typeof startProductionServer>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A production server on the shared schema; its own origin is its PUBLIC_URL, as its staff browse it. */
async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return startProductionServer({
    port,
    env: {
      DATABASE_URL: url.toString(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: `secret-shared-by-every-instance-${run}`,
      SUPERADMIN_EMAIL: OWNER.email,
      SUPERADMIN_PASSWORD: OWNER.password,
      REDIS_URL: '',
    },
  });
}

async function signIn(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${base}/admin/dashboard`);
}

test('a lead sent to one process appears in the list open on the other, and a status change shows in the other’s open lead', async ({ browser }) => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const a = await startInstance();
  const b = await startInstance();
  const owner = await browser.newContext();
  const colleague = await browser.newContext();
  try {
    // The colleague registers on process B; the owner makes them staff there.
    const registered = await fetch(`${b.url}/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: b.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...COLLEAGUE, confirmPassword: COLLEAGUE.password }).toString(),
    });
    expect(registered.status).toBe(302);
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, a.url, OWNER);
    const promoted = await ownerPage.request.post(`${a.url}/api/admin/roles`, { data: { email: COLLEAGUE.email, role: 'admin' } });
    expect(promoted.status()).toBe(200);

    // The owner watches the contact list on A; the colleague works on B.
    await ownerPage.goto(`${a.url}/admin/contact-submissions`);
    const reloads: string[] = [];
    ownerPage.on('framenavigated', (frame) => {
      if (frame === ownerPage.mainFrame()) reloads.push(frame.url());
    });
    const colleaguePage = await colleague.newPage();
    await signIn(colleaguePage, b.url, COLLEAGUE);

    const sent = await fetch(`${b.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Across Processes ${run}`, email: `across.${run}@example.com`, subject: 'service', message: 'Sent to B, seen on A.' }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const row = ownerPage.getByRole('row').filter({ hasText: `Across Processes ${run}` });
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(ownerPage.getByTestId('live-announcement')).toHaveText(`New contact submission from Across Processes ${run}.`);

    // The owner opens it on A; the colleague marks it contacted on B.
    await row.getByRole('link', { name: /View Details/ }).click();
    const dialog = ownerPage.getByRole('dialog', { name: `Contact submission from Across Processes ${run}` });
    await expect(dialog).toBeVisible();
    const patched = await colleaguePage.request.patch(`${b.url}/api/admin/contact-messages/${id}`, {
      data: { status: 'contacted', notes: 'Rita called from B' },
    });
    expect(patched.status()).toBe(200);
    await expect(dialog.getByText('Contacted').first()).toBeVisible({ timeout: 2_000 });
    await expect(dialog.getByRole('list').filter({ hasText: 'Rita called from B' })).toBeVisible({ timeout: 2_000 });
    // Only the lead's own address was opened: nothing reloaded the page.
    expect(reloads).toHaveLength(1);
    expect(reloads[0]).toContain(`/admin/contact-submissions/${id}`);
  } finally {
    await Promise.all([owner.close(), colleague.close()]);
    await Promise.all([a.stop(), b.stop()]);
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});
