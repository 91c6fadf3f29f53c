import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// Every public page's own sweep (at 390 and 1280 px) is in public-page-sweep.spec.ts; here, the
// states a page load alone does not show: the mobile menu and the assistant open.

test.describe('axe with the mobile menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/', '/services', '/contact']) {
    test(`${path} with the menu open has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe with the assistant open', () => {
  // Opened and answered once at 390 px, checked, then widened to 1280 px and checked again, rather
  // than a page load and an answer per width.
  test('the open chat at 390 and 1280 px has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
    await dialog.getByRole('textbox').fill('What are your prices?');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('log')).toContainText('Window Installation: $350 to $750 per window', { timeout: 6000 });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(dialog).toBeVisible();
      expect((await wcagViolations(page)).map((violation) => `at ${width} px: ${violation}`)).toEqual([]);
    }
  });
});
