import { type Page } from '@playwright/test';
import { queryE2eDatabase } from './database';
import { fillQuote } from './lead-forms-helpers';
import { expect, test } from './fixtures';

const QUOTE_SUCCESS = 'Thank you for your quote request! We will contact you shortly to discuss your project.';
const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you as soon as possible.";

/** Holds the response until the test has seen the form's busy state. */
async function delayPosts(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}*`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

test.describe('quote form', () => {
  test('shows each required-field message under its field', async ({ page }) => {
    await page.goto('/get-quote');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    for (const [label, message] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone number', 'Phone number is required'],
      ['Street address', 'Address is required'],
      ['City', 'City is required'],
      ['ZIP code', 'ZIP code is required'],
      ['Project type', 'Project type is required'],
      ['Project description', 'Project description is required'],
    ] as const) {
      const field = page.getByRole(label === 'Project type' ? 'combobox' : 'textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  test('defaults the state to Florida and offers every state and DC', async ({ page }) => {
    await page.goto('/get-quote');
    const state = page.getByRole('combobox', { name: 'State', exact: true });
    await expect(state).toHaveValue('FL');
    await expect(state.locator('option')).toHaveCount(51);
    await expect(state.locator('option[value="DC"]')).toHaveText('District of Columbia');
  });

  test('submits, shows Submitting..., thanks for 5 seconds and resets; the lead is stored', async ({ page }) => {
    const email = `marisol.${Date.now()}@example.com`;
    // The page's clock is the test's to move: stopped once the page is up, so the 5 seconds pass when the test says.
    await page.clock.install();
    await page.goto('/get-quote?utm_source=e2e');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    // Filled and sent within a second, as after a browser's autofill: still a lead, emailed to staff.
    await fillQuote(page, email);
    const release = await delayPosts(page, '/get-quote');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    release();
    const status = page.getByRole('status').filter({ hasText: QUOTE_SUCCESS });
    await expect(status).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('FL');
    await page.clock.runFor(4_900);
    await expect(status).toBeVisible();
    await page.clock.runFor(200);
    await expect(status).toBeHidden();

    const rows = queryE2eDatabase<{ status: string; project_type: string; utm_source: string; how_did_you_hear: string }>(
      'select status, project_type, utm_source, how_did_you_hear from quote_requests where email = ?',
      email,
    );
    expect(rows).toEqual([{ status: 'new', project_type: 'window-replacement', utm_source: 'e2e', how_did_you_hear: 'friend' }]);
    // The lead's follow-up job queues its emails right after the answer.
    await expect
      .poll(() =>
        queryE2eDatabase<{ to_address: string }>('select to_address from outbox where to_address in (?, ?)', email, 'office@gableswindowcare.test').map(
          (m) => m.to_address,
        ),
      )
      .toContain(email);
  });
});

test('the form checks load when the visitor enters the form; a form sent before they are in is checked by the server', async ({ page, context }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/contact');
  await page.waitForFunction(() => window.hydrationState === 'done');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('/lead-validation-'))).toBe(false);
  await page.getByLabel('Name').focus();
  await expect.poll(() => scripts.some((url) => url.includes('/lead-validation-'))).toBe(true);
  await page.getByLabel('Name').blur();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);

  // The checks cannot load (offline, say): the server's answer names each problem instead.
  const second = await context.newPage();
  await second.route('**/assets/lead-validation-*', (route) => route.abort('internetdisconnected'));
  await second.goto('/contact');
  await second.waitForFunction(() => window.hydrationState === 'done');
  await second.getByLabel('Email').fill('not-an-email');
  await second.getByRole('button', { name: 'Send Message' }).click();
  await expect(second.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
  await expect(second.getByLabel('Email')).toHaveAccessibleDescription(/Invalid email address/);
  // The answer lists what the server refused, each a link to its field.
  await expect(second.getByRole('link', { name: 'Invalid email address' })).toHaveAttribute('href', '#contact-form-email');
  await expect(second.getByLabel('Email')).toHaveValue('not-an-email');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote form posts and renders its result', async ({ page }) => {
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto('/get-quote');
    await fillQuote(page, email);
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByText(QUOTE_SUCCESS)).toBeVisible();
    expect(queryE2eDatabase('select id from quote_requests where email = ?', email)).toHaveLength(1);
  });

  test('the contact form posts and renders its result', async ({ page }) => {
    const email = `nojs.contact.${Date.now()}@example.com`;
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Teo Alvarez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').selectOption('support');
    await page.getByRole('textbox', { name: 'Message' }).fill('Our new window whistles in the wind.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    expect(queryE2eDatabase('select subject from contact_messages where email = ?', email)).toEqual([{ subject: 'support' }]);
  });
});

test('the server answers a form post that skipped the browser checks with the field messages', async ({ request }) => {
  const response = await request.post('/get-quote', { form: { firstName: 'Marisol', email: 'not-an-email', state: 'FL' } });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const message of ['Last name is required', 'Invalid email address', 'ZIP code is required', 'Project description is required']) {
    expect(html).toContain(message);
  }
  expect(html).toContain('value="Marisol"');
});

test('the contact form shows Sending..., then a success message that stays, with the fields cleared', async ({ page }) => {
  const email = `teo.${Date.now()}@example.com`;
  // The page's clock is the test's to move: past the 5 seconds after which the quote form's message goes.
  await page.clock.install();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
    await expect(page.locator('[id$="-error"]').getByText(message)).toBeVisible();
  }
  await page.getByLabel('Name').fill('Teo Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('305 555 0100');
  await page.getByLabel('Subject').selectOption('quote');
  await page.getByRole('textbox', { name: 'Message' }).fill(`<script>alert("hi")</script> It's "urgent"`);
  const release = await delayPosts(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  const status = page.getByRole('status').filter({ hasText: CONTACT_SUCCESS });
  await expect(status).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.clock.runFor(5_500);
  await expect(status).toBeVisible();
  expect(queryE2eDatabase('select message from contact_messages where email = ?', email)).toEqual([{ message: `<script>alert("hi")</script> It's "urgent"` }]);
});
