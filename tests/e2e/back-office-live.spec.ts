import { randomUUID } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { signInAs, OWNER } from './accounts-helpers';
import { expect, test } from './fixtures';

// The back office updates by itself: a lead that arrives, or a change another staff member makes,
// shows on the open screen without a reload, and an arrival is read out politely.

test.describe('live back office', () => {
  test('a new lead appears in the open list and is announced; a colleague’s change shows in the open lead', async ({ page, browser }) => {
    const tag = `live${randomUUID().slice(0, 8)}`;
    await signInAs(page, OWNER.email);
    // The lead arrives after the list was read but before the screen's event stream opens (held
    // back here until then): the stream starts from the page's data, so it is not missed.
    let sent: Promise<APIResponse> | undefined;
    await page.route(
      (url) => url.pathname === '/admin/events',
      async (route) => {
        sent ??= page.request.post('/api/contact-messages', {
          data: { name: `Live Lead ${tag}`, email: `${tag}@example.com`, subject: 'service', message: 'Can you come today?' },
        });
        await sent;
        await route.continue();
      },
    );
    await page.goto('/admin/contact-submissions');
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    const row = page.getByRole('row').filter({ hasText: `Live Lead ${tag}` });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => sent !== undefined).toBe(true);
    const answer = await sent!;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await expect(row).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('live-announcement')).toHaveText(`New contact submission from Live Lead ${tag}.`);

    await row.getByRole('link', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: `Contact submission from Live Lead ${tag}` });
    await expect(dialog).toBeVisible();

    // Another staff member, in another browser, marks it contacted.
    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    await signInAs(other, OWNER.email);
    const patched = await other.request.patch(`/api/admin/contact-messages/${id}`, { data: { status: 'contacted', notes: 'Called at 9' } });
    expect(patched.status()).toBe(200);
    await expect(dialog.getByText('Contacted').first()).toBeVisible({ timeout: 5_000 });
    // The timeline tells who changed what.
    await expect(dialog.getByRole('list').filter({ hasText: 'Called at 9' })).toBeVisible();
    await colleague.close();
    // Nothing was reloaded: only the lead's own URL was opened.
    expect(reloads.every((url) => url.includes('/admin/contact-submissions'))).toBe(true);
    expect(reloads).toHaveLength(1);
  });

  test('the event stream is for staff only', async ({ request }) => {
    const anonymous = await request.get('/admin/events', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toMatch(/^\/login\?redirectTo=/);
  });
});
