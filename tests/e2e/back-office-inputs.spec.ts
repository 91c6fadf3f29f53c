import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { signInAs, OWNER } from './accounts-helpers';
import { E2E_DATABASE } from './database';
import { expect, test } from './fixtures';

// Numbers and addresses in the back office that an attacker shapes: pages past any list, and an
// email stored before the email rule refused `?` and `&`.

test.describe('back-office inputs', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, OWNER.email);
  });

  test('a page number no list could have shows the first page, never an error', async ({ page }) => {
    for (const value of ['1e20', 'Infinity', '-5', '99999999999999999999']) {
      const settings = await page.goto(`/admin/settings?usersPage=${value}`);
      expect(settings?.status(), `usersPage=${value}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const list = await page.goto(`/admin/quote-submissions?page=${value}`);
      expect(list?.status(), `page=${value}`).toBe(200);
      await expect(page).toHaveURL('/admin/quote-submissions');
    }
    const api = await page.request.get('/api/admin/quote-requests?page=1e20');
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ error: 'page must be a whole number from 1 to 1,000,000' });
  });

  test('a stored email with a query part is linked as one address', async ({ page }) => {
    const id = randomUUID();
    const hostile = `a${id.slice(0, 6)}@b.co?cc=attacker%40evil.example&body=hi`;
    const db = new Database(E2E_DATABASE, { fileMustExist: true, timeout: 10_000 });
    try {
      const now = new Date().toISOString();
      db.prepare(
        `insert into contact_messages (id, name, email, phone, subject, message, status, notes, spam_reason, created_at, updated_at)
         values (?, 'Link Probe', ?, null, 'other', 'Stored before the email rule', 'new', '', null, ?, ?)`,
      ).run(id, hostile, now, now);
    } finally {
      db.close();
    }
    await page.goto(`/admin/contact-submissions/${id}`);
    const link = page.getByRole('dialog').getByRole('link', { name: hostile });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^mailto:a[0-9a-f]{6}@b\.co%3Fcc%3Dattacker%2540evil\.example%26body%3Dhi$/);
    expect(new URL(href!).search).toBe('');
  });
});
