import { createAccount, signInAs } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { fillQuote } from './lead-forms-helpers';
import { expect, test } from './fixtures';

// The instant price range on the quote form: live as the visitor types, on the confirmation
// without JavaScript, stored with the lead and shown to staff.

const NOTE = 'This is an estimate from our price list, not a quote. Your written quote follows a free visit to measure and look at your windows.';

test('the range follows the windows, the service and the package as the visitor types, and is kept with the lead', async ({ page }) => {
  const email = `range.${Date.now()}@example.com`;
  await page.goto('/get-quote');
  await fillQuote(page, email);
  await page.getByLabel('Project type').selectOption('window-repair');
  const windows = page.getByRole('textbox', { name: 'How many windows?' });
  const range = page.locator('[data-price-range]');
  await expect(range).toHaveAttribute('aria-live', 'polite');
  await expect(range).toBeEmpty();

  await windows.fill('2');
  await expect(range).toContainText('Estimated price: $300–$800 for 2 windows');
  await expect(range).toContainText(NOTE);
  await page.getByLabel('Package').selectOption('Standard Repair');
  await expect(range).toContainText('Estimated price: $550 for 2 windows');
  await page.getByLabel('Package').selectOption('');
  await page.getByLabel('Project type').selectOption('window-maintenance');
  await windows.fill('12');
  await expect(range).toContainText('Estimated price: $198–$598 per visit for 12 windows (2 × $99–$299, each for up to 10 windows)');
  await page.getByLabel('Package').selectOption('Standard Care');
  await expect(range).toContainText('Estimated price: $398 per visit for 12 windows (2 × $199, each for up to 10 windows), 2 visits a year: $796 a year');
  await page.getByLabel('Package').selectOption('');
  await page.getByLabel('Project type').selectOption('other');
  await expect(range).toBeEmpty();
  await windows.fill('a dozen');
  await windows.blur();
  await expect(windows).toHaveAccessibleDescription(/Enter the number of windows as a whole number from 1 to 500/);

  await page.getByLabel('Project type').selectOption('window-repair');
  await windows.fill('2');
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.locator('[data-lead-summary]')).toContainText(`Estimated price: $300–$800 for 2 windows. ${NOTE}`);
  expect(queryE2eDatabase('select window_count, price_low_cents, price_high_cents from quote_requests where email = ?', email)).toEqual([
    { window_count: 2, price_low_cents: 30000, price_high_cents: 80000 },
  ]);
  // The range is gone with the rest of the form's answers.
  await expect(range).toBeEmpty();

  const staff = await createAccount('admin', 'price-range-staff');
  await signInAs(page, staff.email);
  const { id } = queryE2eDatabase<{ id: string }>('select id from quote_requests where email = ?', email)[0]!;
  await page.goto(`/admin/quote-submissions/${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Windows');
  await expect(dialog).toContainText('Price range shown');
  await expect(dialog).toContainText('$300–$800 for 2 windows');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the range appears on the confirmation', async ({ page }) => {
    const email = `range.nojs.${Date.now()}@example.com`;
    await page.goto('/get-quote?service=window-repair');
    await fillQuote(page, email);
    await page.getByLabel('Project type').selectOption('window-repair');
    await page.getByRole('textbox', { name: 'How many windows?' }).fill('2');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByText(`Estimated price: $300–$800 for 2 windows. ${NOTE}`)).toBeVisible();
    expect(queryE2eDatabase('select price_low_cents, price_high_cents from quote_requests where email = ?', email)).toEqual([
      { price_low_cents: 30000, price_high_cents: 80000 },
    ]);
  });
});
