import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';

// Controls that work from the first paint, on a phone with a 4x slower CPU whose scripts arrive
// late: the tap lands before React has hydrated the page, and the control still does what it says.

/** A slow phone: a 4x slower CPU, and the page's scripts held back for 2.5 s. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
}

const hydrated = (page: Page) => page.evaluate(() => Boolean((window as { __hydrated?: boolean }).__hydrated));

test.describe('at 390 px on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu button at first paint opens the menu', async ({ page }) => {
    test.setTimeout(60_000);
    await slowPhone(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor({ state: 'visible' });
    expect(await hydrated(page)).toBe(false);
    await toggle.click();
    // Caught before the scripts ran, acted on once they have.
    expect(await page.evaluate(() => (window as { __earlyTaps?: string[] }).__earlyTaps)).toContain('menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link').first()).toBeFocused();
  });

  test('a tap on a service tab at first paint shows that tab', async ({ page }) => {
    test.setTimeout(60_000);
    await slowPhone(page);
    await page.goto('/services/window-repair', { waitUntil: 'commit' });
    const tab = page.getByRole('tab', { name: 'Pricing' });
    await tab.waitFor({ state: 'visible' });
    expect(await hydrated(page)).toBe(false);
    await tab.click({ noWaitAfter: true });
    await expect(page).toHaveURL('/services/window-repair?tab=pricing', { timeout: 20_000 });
    await expect(page.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('a tap on the account menu at first paint opens it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_CUSTOMER.email);
  await slowPhone(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: /Account/ });
  await button.waitFor({ state: 'visible' });
  expect(await hydrated(page)).toBe(false);
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
});

for (const width of [320, 390]) {
  test(`at ${width} px the bar shows Call and Get a Quote without opening the menu, and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/services', '/contact']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      for (const control of [banner.getByRole('link', { name: /^Call \(305\)/ }), banner.getByRole('link', { name: 'Get a Quote', exact: true })]) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}
