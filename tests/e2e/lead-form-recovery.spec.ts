import type { Locator, Page } from '@playwright/test';
import { DEMO_CUSTOMER, signInAs } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';
import { fillQuote } from './lead-forms-helpers';

// The front door on a phone: a confirmation nobody can miss, nothing typed lost to a dropped
// connection or a failing server, drafts that survive a reload, and "Get a Quote" links that
// carry the service and package into the form.

const QUOTE_SUCCESS = 'Thank you for your quote request! We will contact you shortly to discuss your project.';
const QUOTE_ERROR = 'There was an error submitting your quote request. Please try again.';
const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you as soon as possible.";
const CONTACT_ERROR = 'There was an error submitting your message. Please try again.';

test.use({ viewport: { width: 390, height: 844 } });

/** Whether the element is wholly on screen and not under the sticky header. */
async function inView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  return box.y >= header.y + header.height - 1 && box.y + box.height <= 844;
}

const focusedSummary = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('[data-lead-summary]')?.textContent ?? null);

test('the quote confirmation is brought into view and focused, stays as a summary, and the selects show their placeholders again', async ({ page }) => {
  const email = `confirm.${Date.now()}@example.com`;
  await page.goto('/get-quote');
  await fillQuote(page, email);
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  const status = page.getByRole('status').filter({ hasText: QUOTE_SUCCESS });
  await expect(status).toBeVisible();
  await expect.poll(() => focusedSummary(page)).toContain('Request sent — we will call you at (305) 555-0188.');
  await expect.poll(() => inView(page, status)).toBe(true);
  await expect(page.getByLabel('Project type')).toHaveValue('');
  await expect(page.getByLabel('Project type').locator('option:checked')).toHaveText('Select a project type');
  await expect(page.getByLabel('Budget').locator('option:checked')).toHaveText('Select a budget');
  // SPEC's message goes after 5 seconds; the summary stays.
  await expect(status).toBeHidden({ timeout: 7000 });
  await expect(page.locator('[data-lead-summary]')).toContainText('Request sent — we will call you at (305) 555-0188.');
});

test('the contact confirmation is brought into view and focused', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Teo Alvarez');
  await page.getByLabel('Email').fill(`teo.${Date.now()}@example.com`);
  await page.getByLabel('Subject').selectOption('service');
  await page.getByRole('textbox', { name: 'Message' }).fill('The sliding door sticks halfway.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const status = page.getByRole('status').filter({ hasText: CONTACT_SUCCESS });
  await expect(status).toBeVisible();
  await expect.poll(() => focusedSummary(page)).toMatch(/^Message sent — we will reply to teo\.\d+@example\.com\./);
  await expect.poll(() => inView(page, status)).toBe(true);
});

for (const failure of ['a dropped connection', 'a server error'] as const) {
  test(`after ${failure}, every field of the quote form is kept with SPEC's message, and a retry sends it`, async ({ page }) => {
    const email = `retry.${Date.now()}@example.com`;
    await page.goto('/get-quote');
    await fillQuote(page, email);
    await page.getByLabel('Package').selectOption('Impact Replacement');
    await page.route('**/get-quote.data*', (route) =>
      failure === 'a dropped connection' ? route.abort('internetdisconnected') : route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: QUOTE_ERROR })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Project description')).toHaveValue('Eight aluminium windows to replace with impact glass.');
    await expect(page.getByLabel('Project type')).toHaveValue('window-replacement');
    await expect(page.getByLabel('Package')).toHaveValue('Impact Replacement');
    await expect(page.getByLabel('Budget')).toHaveValue('10000-20000');
    expect(queryE2eDatabase('select id from quote_requests where email = ?', email)).toEqual([]);

    await page.unroute('**/get-quote.data*');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
    expect(queryE2eDatabase('select project_type, service_package from quote_requests where email = ?', email)).toEqual([
      { project_type: 'window-replacement', service_package: 'Impact Replacement' },
    ]);
  });
}

test("after a dropped connection the contact form keeps the message with SPEC's error", async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Teo Alvarez');
  await page.getByLabel('Email').fill('teo@example.com');
  await page.getByLabel('Subject').selectOption('service');
  await page.getByRole('textbox', { name: 'Message' }).fill('Please call after 5.');
  await page.route('**/contact.data*', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_ERROR })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Please call after 5.');
  await expect(page.getByLabel('Subject')).toHaveValue('service');
});

test('a draft of the quote form survives a reload and is gone once it is sent', async ({ page }) => {
  const email = `draft.${Date.now()}@example.com`;
  // The page's clock is the test's to move: the draft's save, 300 ms after the last change, is run at once.
  await page.clock.install();
  await page.goto('/get-quote');
  await fillQuote(page, email);
  await page.clock.runFor(500);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Project description')).toHaveValue('Eight aluminium windows to replace with impact glass.');
  await expect(page.getByLabel('Timeframe')).toHaveValue('1-month');
  // A last word, sent at once: the draft saved after a pause must not come back once it is sent.
  await page.getByLabel('Project description').press('End');
  await page.getByLabel('Project description').pressSequentially(' Thanks');
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
  await page.clock.runFor(500);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('Get a Quote on a pricing card opens the form with that service and package, kept with the lead', async ({ page }) => {
  await page.goto('/services/window-maintenance');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Pricing' });
  await expect(panel.getByText('per visit, up to 10 windows', { exact: true })).toHaveCount(3);
  await panel.getByRole('link', { name: 'Get a Quote for Standard Care' }).click();
  await expect(page).toHaveURL('/get-quote?service=window-maintenance&package=Standard+Care');
  await expect(page.getByLabel('Project type')).toHaveValue('window-maintenance');
  await expect(page.getByLabel('Package')).toHaveValue('Standard Care');
  const email = `handoff.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Díaz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('305-555-0100');
  await page.getByLabel('Street address').fill('12 Sevilla Ave');
  await page.getByLabel('City').fill('Coral Gables');
  await page.getByLabel('ZIP code').fill('33134');
  await page.getByLabel('Project description').fill('Yearly check of 9 windows.');
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
  expect(queryE2eDatabase('select project_type, service_package from quote_requests where email = ?', email)).toEqual([
    { project_type: 'window-maintenance', service_package: 'Standard Care' },
  ]);
});

test('a signed-in customer finds their name, email, phone and address filled in', async ({ page }) => {
  await signInAs(page, DEMO_CUSTOMER.email);
  await page.goto('/get-quote');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_CUSTOMER.email);
  await expect(page.getByLabel('First name')).toHaveValue('Demo');
  await expect(page.getByLabel('Last name')).toHaveValue('Customer');
});
