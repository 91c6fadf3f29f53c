import { type Page } from '@playwright/test';
import { createAccount, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';

// Staff say in the back office whether they are available to chat, and the chat tells visitors
// honestly whether a person is there. The switch is the only one in the journeys, so they run in order.
test.describe.configure({ mode: 'serial' });

const ONLINE = 'A person from our team is online now';
const AWAY = 'Our team is away from the chat right now';

async function chatSays(visitor: Page, expected: string) {
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
  await expect(dialog.locator('[data-staff-availability]')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Close chat' }).click();
}

test('the chat says a person is online while a staff member is available with the back office open, and away once they sign out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staff = await createAccount('admin', 'chat-availability');
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await chatSays(visitor, AWAY);

  await signInAs(page, staff.email);
  await page.goto('/admin/quote-submissions');
  const toggle = page.getByRole('button', { name: 'Available for chat' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // While the server is saving, the switch shows the choice and says it is busy; then only the choice.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/availability/, async (route) => {
    await held;
    await route.continue();
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.unrouteAll();
  // The switch brought the staff member back to the page they were on.
  await expect(page).toHaveURL(/\/admin\/quote-submissions$/);
  await chatSays(visitor, ONLINE);
  expect(await (await visitor.request.get('/api/chat/availability')).json()).toEqual({ available: true });
  // The assistant's page, which works without JavaScript, says the same.
  await visitor.goto('/chat');
  await expect(visitor.locator('[data-staff-availability]')).toHaveText(ONLINE);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await chatSays(visitor, AWAY);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await chatSays(visitor, ONLINE);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
  await chatSays(visitor, AWAY);
  await visitorContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch posts and the back office shows the new state', async ({ page, request }) => {
    const staff = await createAccount('admin', 'chat-availability-nojs');
    await signInAs(page, staff.email);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Available for chat' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('button', { name: 'Available for chat' })).toHaveAttribute('aria-pressed', 'true');
    expect(await (await request.get('/api/chat/availability')).json()).toEqual({ available: true });
    await page.getByRole('button', { name: 'Available for chat' }).click();
    await expect(page.getByRole('button', { name: 'Available for chat' })).toHaveAttribute('aria-pressed', 'false');
    expect(await (await request.get('/api/chat/availability')).json()).toEqual({ available: false });
  });
});
