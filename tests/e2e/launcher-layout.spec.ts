import { DEMO_CUSTOMER, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';
import { launcherCovers } from './launcher-coverage';

// The floating chat launcher on the customer's dashboard, at 320, 390 and 1280 px (the public
// pages are measured by the public-page sweep, public-page-sweep.spec.ts).

// Each page is loaded once, on a 320 px phone, and then widened to 390 and 1280 px, as a window
// is (as the public-page sweep does), rather than signed in to and loaded once per width.
const widths = [
  { width: 320, height: 700 },
  { width: 390, height: 700 },
  { width: 1280, height: 800 },
];

test('the chat launcher covers no text or control on the dashboard at 320, 390 and 1280 px', async ({ page }) => {
  const problems: string[] = [];
  await signInAs(page, DEMO_CUSTOMER.email);
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/requests', '/dashboard/profile']) {
    await page.setViewportSize(widths[0]!);
    await page.goto(path);
    for (const size of widths) {
      await page.setViewportSize(size);
      problems.push(...(await launcherCovers(page, `${path} at ${size.width} px`)));
    }
  }
  // The dashboard's own call to action, wherever it is on the page.
  await page.setViewportSize(widths[0]!);
  await page.goto('/dashboard');
  const quote = page.getByRole('main').getByRole('link', { name: 'Get a Quote' });
  for (const size of widths) {
    await page.setViewportSize(size);
    await quote.focus();
    const launcherBox = (await page.locator('[data-chat-launcher]').boundingBox())!;
    const quoteBox = (await quote.boundingBox())!;
    const apart =
      quoteBox.x + quoteBox.width <= launcherBox.x ||
      launcherBox.x + launcherBox.width <= quoteBox.x ||
      quoteBox.y + quoteBox.height <= launcherBox.y ||
      launcherBox.y + launcherBox.height <= quoteBox.y;
    expect(apart, `the dashboard's Get a Quote is clear of the launcher at ${size.width} px`).toBe(true);
  }
  expect(problems).toEqual([]);
});
