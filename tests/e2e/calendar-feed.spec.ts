import ICAL from 'ical.js';
import { signInAs } from './accounts-helpers';
import { addEstimator } from './booking-helpers';
import { expect, test } from './fixtures';

// A staff member whose feed address got out gets a new one from /admin/calendar, with and without
// JavaScript: asked first in a dialog (a modal that Escape closes, with JavaScript), then the old
// address answers 404 and the new one serves the feed.

for (const javaScript of [true, false]) {
  test(`a staff member replaces their calendar feed's address ${javaScript ? 'with' : 'without'} JavaScript, and the old one stops`, async ({
    browser,
    request,
  }) => {
    const { email } = await addEstimator(browser, `feed-${javaScript ? 'js' : 'nojs'}`);
    const context = await browser.newContext({ javaScriptEnabled: javaScript, permissions: javaScript ? ['clipboard-read', 'clipboard-write'] : [] });
    await signInAs(context, email);
    const page = await context.newPage();
    await page.goto('/admin/calendar');
    const feed = page.getByRole('region', { name: 'Your calendar feed' });
    const address = async () => new URL((await feed.getByRole('link', { name: /\/calendar\// }).getAttribute('href'))!).pathname;
    const old = await address();
    const served = await request.get(old);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('text/calendar');
    new ICAL.Component(ICAL.parse(await served.text()));
    // The whole address is shown, to select; with JavaScript, a button copies it.
    const shown = feed.getByRole('link', { name: /\/calendar\// });
    expect(await shown.textContent()).toBe(await shown.getAttribute('href'));
    expect(await shown.textContent()).toMatch(/^https?:\/\/[^/]+\/calendar\/\S+$/);
    const copy = feed.getByRole('button', { name: 'Copy the address' });
    if (javaScript) {
      await copy.click();
      await expect(feed.getByRole('status')).toHaveText('Copied: paste it into your calendar app’s “subscribe by URL”.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.getAttribute('href'));
    } else await expect(copy).toHaveCount(0);

    const opener = feed.getByRole('link', { name: 'Get a new feed address' });
    await opener.click();
    const question = page.getByRole('dialog', { name: 'Get a new feed address?' });
    await expect(question).toBeFocused();
    // Changing one's mind keeps the address.
    await question.getByRole('link', { name: 'Keep the current address' }).click();
    await expect(question).toHaveCount(0);
    expect(await address()).toBe(old);
    expect((await request.get(old)).status()).toBe(200);
    if (javaScript) {
      // A modal: the page behind cannot be reached; Escape closes it and the focus goes back to the link that asked.
      await opener.click();
      await expect(question).toBeFocused();
      expect(await question.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(page).not.toHaveURL(/feed=new/);
    }

    await opener.click();
    await question.getByRole('button', { name: 'Replace the address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your feed has a new address' })).toBeVisible();
    await expect(question).toHaveCount(0);
    const fresh = await address();
    expect(fresh).not.toBe(old);
    if (javaScript) await expect(feed.getByRole('link', { name: /\/calendar\// })).toBeFocused();

    const gone = await request.get(old);
    expect(gone.status()).toBe(404);
    const now = await request.get(fresh);
    expect(now.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await now.text()));
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('–');
    await context.close();
  });
}
