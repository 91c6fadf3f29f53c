import { DEMO_CUSTOMER, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';
import { launcherCovers } from './launcher-coverage';

// The floating chat launcher on the customer's dashboard, at 320, 390 and 1280 px (the public
// pages are measured by the public-page sweep, public-page-sweep.spec.ts).

for (const width of [320, 390, 1280]) {
  test(`the chat launcher covers no text or control on the dashboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 700 });
    const problems: string[] = [];
    await signInAs(page, DEMO_CUSTOMER.email);
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/requests', '/dashboard/profile']) {
      await page.goto(path);
      problems.push(...(await launcherCovers(page, path)));
    }
    // The dashboard's own call to action, wherever it is on the page.
    await page.goto('/dashboard');
    const quote = page.getByRole('main').getByRole('link', { name: 'Get a Quote' });
    await quote.focus();
    const launcherBox = (await page.locator('[data-chat-launcher]').boundingBox())!;
    const quoteBox = (await quote.boundingBox())!;
    const apart =
      quoteBox.x + quoteBox.width <= launcherBox.x ||
      launcherBox.x + launcherBox.width <= quoteBox.x ||
      quoteBox.y + quoteBox.height <= launcherBox.y ||
      launcherBox.y + launcherBox.height <= quoteBox.y;
    expect(apart, "the dashboard's Get a Quote is clear of the launcher").toBe(true);
    expect(problems).toEqual([]);
  });
}
