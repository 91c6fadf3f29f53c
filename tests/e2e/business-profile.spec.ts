import { OWNER, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';
import { quoteRequest } from './estimates-helpers';

// The owner changes the company's phone number and a price through the company profile's API
// (PATCH /api/admin/business): the cached anonymous pages in both languages, their structured
// data, the privacy policy's contact details, the service page, the quote page's call button and
// its form's price range and the estimate editor's price list follow at once; then the owner puts
// them back. Runs on the second server (the own-server project): no other journey may see them.

const NEW_PHONE = { given: '305.555.0188', display: '(305) 555-0188', e164: '+13055550188' };

test('a phone number and a price saved in the profile show at once on the cached pages, in both languages, in the quote form and in the estimate editor', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = await browser.newPage();
  await signInAs(owner, OWNER.email);
  const before = await (await owner.request.get('/api/admin/business')).json();
  const repair = before.priceList['window-repair'];

  // The visitor's pages are in the page cache before the change.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('banner')).toContainText('(305) 555-0142');
  await visitor.goto('/privacy-policy');
  await expect(visitor.getByRole('main')).toContainText('Phone: (305) 555-0142.');

  const patch = { phone: NEW_PHONE.given, priceList: { 'window-repair': [{ ...repair[0], priceCents: 17500 }, ...repair.slice(1)] } };
  const saved = await owner.request.patch('/api/admin/business', { headers: { 'Content-Type': 'application/merge-patch+json' }, data: JSON.stringify(patch) });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).phone).toBe(NEW_PHONE.e164);

  try {
    for (const path of ['/', '/es']) {
      await visitor.goto(path);
      await expect(visitor.getByRole('banner').getByRole('link', { name: NEW_PHONE.display }).first()).toHaveAttribute('href', `tel:${NEW_PHONE.e164}`);
      await expect(visitor.getByRole('contentinfo')).toContainText(NEW_PHONE.display);
      const structuredData = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(structuredData).toContain(`"telephone":"${NEW_PHONE.e164}"`);
    }

    await visitor.goto('/privacy-policy');
    await expect(visitor.getByRole('main')).toContainText(`Phone: ${NEW_PHONE.display}.`);

    await visitor.goto('/services/window-repair');
    await visitor.getByRole('tab', { name: 'Pricing' }).click();
    await expect(visitor.getByRole('tabpanel')).toContainText('$175');
    await visitor.goto('/es/services/window-repair');
    await visitor.getByRole('tab', { name: 'Precios' }).click();
    await expect(visitor.getByRole('tabpanel')).toContainText('Reparación básica');
    await expect(visitor.getByRole('tabpanel')).toContainText('$175');

    await visitor.goto('/get-quote?service=window-repair&package=Basic+Repair');
    await expect(visitor.getByRole('link', { name: `Call ${NEW_PHONE.display}` })).toHaveAttribute('href', `tel:${NEW_PHONE.e164}`);
    await visitor.getByLabel('How many windows?').fill('2');
    await expect(visitor.locator('[data-price-range]')).toContainText('Estimated price: $350 for 2 windows');

    const quote = await quoteRequest(visitor.request, 'Priya');
    await owner.goto(`/admin/quote-submissions/${quote.id}/estimates/new`);
    await expect(owner.getByLabel('From the price list (option A, line 1)').locator('option', { hasText: 'Basic Repair' })).toHaveText(/: \$175\.00$/);
  } finally {
    const restored = await owner.request.patch('/api/admin/business', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ phone: before.phone, priceList: { 'window-repair': repair } }),
    });
    expect(restored.status()).toBe(200);
    await owner.close();
  }
  await visitor.goto('/');
  await expect(visitor.getByRole('banner')).toContainText('(305) 555-0142');
  await visitor.close();
});
