import { signInAs, OWNER } from './accounts-helpers';
import { expect, test } from './fixtures';

// Runs on the second server, which no other journey looks at (the own-server project in
// playwright.config.ts): while the name is changed, no other test may look at the site.

const DEFAULT_NAME = 'Gables Window Care';
const NEW_NAME = 'Coral Gables Glass & Windows';

test('the application name set in Settings shows across the public site, and can be set back', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAs(page, OWNER.email);
  await page.goto('/admin/settings');
  const name = page.getByLabel('Application name');
  await expect(name).toHaveValue(DEFAULT_NAME);

  await name.fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await name.fill(NEW_NAME);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(NEW_NAME);

  // A visitor without cookies gets the page from the server's page cache, which the save cleared.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(new RegExp(`^${NEW_NAME} \\| `));
  await expect(visitor.getByRole('link', { name: `${NEW_NAME}, home` })).toBeVisible();
  const structuredData = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(structuredData.join('\n')).toContain(JSON.stringify(NEW_NAME).slice(1, -1));
  await visitor.goto('/about');
  await expect(visitor).toHaveTitle(new RegExp(` \\| ${NEW_NAME}$`));
  await expect(visitor.getByRole('contentinfo')).toContainText(NEW_NAME);

  await name.fill(DEFAULT_NAME);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  // The first save's message is still on the page, so wait for the header to carry the name back.
  await expect(page.getByRole('banner')).toContainText(DEFAULT_NAME);
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully' })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(new RegExp(`^${DEFAULT_NAME} \\| `));
  await visitor.close();
});
