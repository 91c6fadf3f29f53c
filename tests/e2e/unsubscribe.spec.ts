import { signUnsubscribeToken } from '~/features/notifications/unsubscribe-links.server';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// The unsubscribe link of an automated customer email: a page that asks, a button that works
// without JavaScript, in English and Spanish; and the one-click POST a mail client sends.

const run = Date.now().toString(36);
const optOutOf = (email: string) => queryE2eDatabase<{ source: string }>('select source from email_opt_outs where email = ?', email);

test.describe('unsubscribe from automated email', () => {
  test.use({ javaScriptEnabled: false });

  test('the link asks first, and one button stops automated email, in English and in Spanish', async ({ page }) => {
    const english = `rosa-${run}@example.com`;
    await page.goto(`/unsubscribe/${signUnsubscribeToken(english, E2E_SESSION_SECRET)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stop automated emails' })).toBeVisible();
    await expect(page.getByText(`reminders from Gables Window Care to ${english}.`)).toBeVisible();
    expect(optOutOf(english)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`We will not send automated emails to ${english} again.`);
    expect(optOutOf(english)).toEqual([{ source: 'link' }]);

    const spanish = `lucia-${run}@example.com`;
    await page.goto(`/es/unsubscribe/${signUnsubscribeToken(spanish, E2E_SESSION_SECRET)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Dejar de recibir correos automáticos' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listo, canceló su suscripción' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`No le enviaremos más correos automáticos a ${spanish}.`);
    expect(optOutOf(spanish)).toEqual([{ source: 'link' }]);
  });

  test("a mail client's one-click POST (RFC 8058) from its own site, without cookies, answers 200 and opts out once", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    const email = `oneclick-${run}@example.com`;
    const post = () =>
      client.post(`/unsubscribe/${signUnsubscribeToken(email, E2E_SESSION_SECRET)}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
        data: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect([first.status(), await first.text()]).toEqual([200, expect.stringContaining('You are unsubscribed')]);
    expect((await post()).status()).toBe(200);
    expect(optOutOf(email)).toEqual([{ source: 'one-click' }]);
    const forged = await client.post(`/unsubscribe/${Buffer.from(email).toString('base64url')}.${'A'.repeat(43)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status()).toBe(400);
    await client.dispose();
  });
});
