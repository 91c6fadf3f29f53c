import type { Locator, Page } from '@playwright/test';
import { leadForms as english, type LeadFormWords } from '../../app/content/lead-forms';
import { leadForms as spanish } from '../../app/content/es/lead-forms';
import { MAX_WINDOW_COUNT } from '../../app/content/pricing';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// The lead forms typed as a person types them on the production build: a key at a time, leaving
// fields, pressing the button too early, going back to correct a field. The quote form once
// stopped taking keystrokes in every field that held text after its first error, and a form filled
// the moment the page appeared (as autofill does) could end with one field's label on another.
// Each check waits for what it looks at rather than pausing: the one thing a pause gave time for,
// the quote form's draft being saved (300 ms after the last keystroke), is waited for where a saved
// draft could be put back over what is typed next.

const KEY_DELAY_MS = 45;

const languages = [
  { name: 'English', prefix: '', words: english },
  { name: 'Spanish', prefix: '/es', words: spanish },
] as const;

/** A field's accessible name: its label, and "(optional)" after an optional field's. */
function fieldName(label: string) {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?\\((optional|opcional)\\))?$`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('End');
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

async function backspace(page: Page, field: Locator, times: number) {
  await field.click();
  await page.keyboard.press('End');
  for (let i = 0; i < times; i++) await page.keyboard.press('Backspace', { delay: KEY_DELAY_MS });
}

async function leave(page: Page) {
  await page.keyboard.press('Tab');
}

/** Waits until the quote form's draft holds `value` for `name`: from then on, a draft put back would undo what is typed. */
async function draftSaved(page: Page, name: string, value: string) {
  await expect
    .poll(() => page.evaluate((field) => (JSON.parse(sessionStorage.getItem('gwc.quote-draft') ?? '{}') as Record<string, string>)[field], name))
    .toBe(value);
}

async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function expectValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

function storedQuote(email: string) {
  return queryE2eDatabase<{ first_name: string; email: string; phone: string; zip_code: string; window_count: number | null; service_package: string | null }>(
    'select first_name, email, phone, zip_code, window_count, service_package from quote_requests where email = ?',
    email,
  );
}

for (const { name, prefix, words } of languages) {
  const { quote, contact, validation } = words;

  test(`the ${name} quote form, typed a key at a time through every check, keeps every keystroke and is sent`, async ({ page }) => {
    const email = `ana.${prefix ? 'es' : 'en'}${Date.now().toString(36)}@gmail.com`;
    const [user] = email.split('@') as [string];
    await page.goto(`${prefix}/get-quote`);
    const field = (label: string, role: 'textbox' | 'combobox' = 'textbox') => page.getByRole(role, { name: fieldName(label) });
    const firstName = field(quote.labels.firstName);
    const emailField = field(quote.labels.email);

    // Sent before anything is typed: each required field says so.
    await page.getByRole('button', { name: quote.submit }).click();
    await expectError(firstName, validation.required.firstName);
    await expectError(emailField, validation.required.email);
    await expectError(field(quote.labels.projectDescription), validation.required.projectDescription);

    await typeInto(page, firstName, 'Ana');
    await expectValid(firstName);
    // A mistyped address, found wrong once the field is left.
    await typeInto(page, emailField, `${user}@gmial`);
    await leave(page);
    await expectError(emailField, validation.invalidEmail);
    // Corrected in place: three keys back, then the rest.
    await backspace(page, emailField, 3);
    await expect(emailField).toHaveValue(`${user}@gm`);
    await typeInto(page, emailField, 'ail.com');
    await expect(emailField).toHaveValue(email);
    await expectValid(emailField);
    // A field that already held text takes more, once the draft holds what it had.
    await draftSaved(page, 'email', email);
    await typeInto(page, firstName, ' María');
    await expect(firstName).toHaveValue('Ana María');
    await typeInto(page, field(quote.labels.lastName), 'Díaz');

    const phone = field(quote.labels.phone);
    await typeInto(page, phone, '305-55');
    await leave(page);
    await expectError(phone, validation.invalidPhone);
    await draftSaved(page, 'phone', '305-55');
    await typeInto(page, phone, '5-0142');
    await expect(phone).toHaveValue('305-555-0142');
    await expectValid(phone);

    await typeInto(page, field(quote.labels.address), '540 Biltmore Way');
    // Typed above in every other kind of text field: filled here, as autofill would.
    await field(quote.labels.city).fill('Coral Gables');
    const zip = field(quote.labels.zipCode);
    await typeInto(page, zip, '331');
    await leave(page);
    await expectError(zip, validation.invalidZip);
    await typeInto(page, zip, '34');
    await expectValid(zip);

    await field(quote.labels.projectType, 'combobox').selectOption('window-repair');
    const servicePackage = field(quote.labels.servicePackage, 'combobox');
    await expect(servicePackage).toBeVisible();
    const windows = field(quote.labels.windowCount);
    await typeInto(page, windows, '0');
    await leave(page);
    await expectError(windows, validation.windowCount(MAX_WINDOW_COUNT));
    await backspace(page, windows, 1);
    await typeInto(page, windows, '3');
    await expectValid(windows);
    await expect(page.locator('[data-price-range]')).not.toBeEmpty();

    const description = field(quote.labels.projectDescription);
    await typeInto(page, description, 'Three windows stick.');
    await expectValid(description);
    await expect(field(quote.labels.howDidYouHear, 'combobox')).toHaveValue('');

    await page.getByRole('button', { name: quote.submit }).click();
    await expect(page.getByText(quote.success)).toBeVisible();
    const [stored] = storedQuote(email);
    expect(stored).toMatchObject({ first_name: 'Ana María', email, phone: '305-555-0142', zip_code: '33134', window_count: 3 });
  });

  test(`the ${name} contact form, typed a key at a time through every check, is sent`, async ({ page }) => {
    const email = `luis.${prefix ? 'es' : 'en'}${Date.now().toString(36)}@example.com`;
    await page.goto(`${prefix}/contact`);
    const field = (label: string, role: 'textbox' | 'combobox' = 'textbox') => page.getByRole(role, { name: fieldName(label) });
    const nameField = field(contact.labels.name);
    const emailField = field(contact.labels.email);
    const message = field(contact.labels.message);

    await page.getByRole('button', { name: contact.submit }).click();
    await expectError(nameField, validation.required.name);
    await expectError(emailField, validation.required.email);
    await expectError(field(contact.labels.subject, 'combobox'), validation.required.subject);
    await expectError(message, validation.required.message);

    await typeInto(page, nameField, 'Luis');
    await expectValid(nameField);
    // The address without its ending, found wrong once the field is left; then finished in place.
    await typeInto(page, emailField, email.replace(/\.com$/, ''));
    await leave(page);
    await expectError(emailField, validation.invalidEmail);
    await typeInto(page, emailField, '.com');
    await expect(emailField).toHaveValue(email);
    await expectValid(emailField);
    await typeInto(page, nameField, ' Pérez');
    await expect(nameField).toHaveValue('Luis Pérez');
    await field(contact.labels.subject, 'combobox').selectOption({ index: 1 });
    await typeInto(page, message, 'Sliding doors too?');
    await expectValid(message);

    await page.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success)).toBeVisible();
    expect(queryE2eDatabase('select id from contact_messages where email = ? and name = ?', email, 'Luis Pérez')).toHaveLength(1);
  });
}

/** Every control of the quote form with the text of its labels. */
function controlsAndLabels(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        '#quote-form select, #quote-form textarea, #quote-form input:not([type=hidden]):not([type=file])',
      ),
    )
      .filter((control) => control.name !== 'website')
      .map((control) => ({ name: control.name, labels: Array.from(control.labels ?? []).map((label) => label.textContent?.replace(/\(.*\)|\*/g, '').trim()) })),
  );
}

test('a quote form filled the moment the page appears (as autofill does) keeps each label on its own field and is sent', async ({ browser }) => {
  const words: LeadFormWords = english;
  const expected = Object.entries(words.quote.labels).map(([name, label]) => ({ name, labels: [label] }));
  // The page's parts hydrate in tasks of their own; the fields are filled after its Nth task from
  // the moment the router exists, so some attempt falls between the form's hydration and its fields'.
  for (let task = 1; task <= 10; task++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((fillAt: number) => {
      let tasks = 0;
      const fill = () => {
        const form = document.getElementById('quote-form') as HTMLFormElement;
        const values: Record<string, string> = {
          firstName: 'Marisol',
          lastName: 'Ortega',
          email: `marisol.autofill.${fillAt}.${Date.now()}@example.com`,
          phone: '(305) 555-0188',
          address: '540 Biltmore Way',
          city: 'Coral Gables',
          zipCode: '33134',
          projectType: 'window-replacement',
          projectDescription: 'Eight windows to replace with impact glass.',
        };
        for (const [name, value] of Object.entries(values)) {
          const control = form.elements.namedItem(name) as HTMLInputElement;
          control.value = value;
          control.dispatchEvent(new Event('input', { bubbles: true }));
          control.dispatchEvent(new Event('change', { bubbles: true }));
        }
      };
      const tick = () => {
        if ((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter && ++tasks === fillAt) return fill();
        setTimeout(tick);
      };
      tick();
    }, task);
    await page.goto('/get-quote');
    await expect(page.getByRole('textbox', { name: words.quote.labels.firstName, exact: true })).toHaveValue('Marisol');
    // Once whole, the form knows the type chosen: its packages are offered.
    await expect(page.getByRole('combobox', { name: fieldName(words.quote.labels.servicePackage) }), `filled after task ${task}`).toBeVisible();
    const controls = await controlsAndLabels(page);
    expect(controls, `filled after task ${task}`).toEqual(expect.arrayContaining(expected));
    expect(controls, `filled after task ${task}`).toHaveLength(expected.length);
    if (task === 10) {
      await page.getByRole('button', { name: words.quote.submit }).click();
      await expect(page.getByText(words.quote.success)).toBeVisible();
    }
    await context.close();
  }
});
