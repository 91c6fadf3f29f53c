import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { pngPhoto } from '#tests/support/photos';
import { OWNER, signInAs } from './accounts-helpers';
import { E2E_DATABASE, queryE2eDatabase } from './database';
import { deliveredEmail, estimateLink, quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';

// The front door as a homeowner and a triaging owner meet it: trust at first sight on the home
// page in both languages and sizes, lead forms that answer at their message without JavaScript,
// the estimate editor's rules, and the back office on a phone.

/** Writes to the journeys' database, for what no screen of this journey makes (a call asked for in a chat). */
function writeE2eDatabase(sql: string, ...params: unknown[]): void {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const homes = [
  {
    path: '/',
    licence: 'Licensed and insured · Florida licence CGC1531187',
    footer: 'Licensed and insured · Florida certified general contractor, licence CGC1531187',
    phoneLine: 'Gables Window Care · Licensed and insured',
    rating: 'Rated 5 out of 5 on Google',
    source: /Review on Google · March 2026/,
    help: ['Financing Available', 'Emergency Glass Service', 'Wind-Mitigation Insurance Discount'],
  },
  {
    path: '/es',
    licence: 'Con licencia y seguro · Licencia de la Florida CGC1531187',
    footer: 'Con licencia y seguro · Contratista general certificado de la Florida, licencia CGC1531187',
    phoneLine: 'Gables Window Care · Con licencia y seguro',
    rating: 'Calificación: 5 de 5 en Google',
    source: /Reseña en Google · marzo de 2026/,
    help: ['Financiamiento disponible', 'Servicio de emergencia de vidrios', 'Descuento del seguro por mitigación de viento'],
  },
];

// Each home page loaded once, on a 390 px phone, checked, then widened to 1280 px and checked
// again (as the public-page sweep does), rather than loaded once per width.
for (const home of homes) {
  test(`the home page (${home.path}) at 390 and 1280 px shows the licence, insurance, reviews with their source, and the help a homeowner asks about`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(home.path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('main [data-credentials]')).toHaveText(home.licence);
      await expect(page.locator('footer [data-credentials]')).toHaveText(home.footer);
      // The phone's bar names the company on its own line; a wider bar has it beside the logo.
      const phoneLine = page.locator('[data-phone-name]');
      if (width < 440) await expect(phoneLine).toHaveText(home.phoneLine);
      else await expect(phoneLine).toBeHidden();
      // Stars in words, with where the review was posted and when.
      const reviews = page.getByRole('region', { name: home.path === '/' ? 'What Our Customers Say' : 'Lo que dicen nuestros clientes' });
      await expect(reviews.getByRole('img', { name: home.rating }).first()).toBeVisible();
      await expect(reviews.locator('[data-review-source]').first()).toHaveText(home.source);
      await expect(reviews.locator('time[datetime="2026-03-14"]')).toBeVisible();
      for (const heading of home.help) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await sidewaysScroll(page), `at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused quote request opens at its message, which lists the fields and names the photo that was not kept', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/get-quote');
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Photos of your windows').setInputFiles([{ name: 'kitchen.png', mimeType: 'image/png', buffer: await pngPhoto() }]);
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote#quote-form-reply$/);
    const message = page.locator('#quote-form-reply');
    await expect(message).toBeInViewport();
    await expect(message.getByRole('alert')).toContainText(/Please correct \d+ fields:/);
    await expect(message.getByRole('link', { name: 'Last name is required' })).toHaveAttribute('href', '#quote-form-lastName');
    await expect(message.getByRole('alert')).toContainText('Your photo kitchen.png was not kept; please choose it again.');
    // What was typed is still there.
    await expect(page.getByLabel('First name')).toHaveValue('Rosa');
  });

  test('a Spanish contact message sent opens at its thanks', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/contact');
    const tag = randomUUID().slice(0, 8);
    await page.getByLabel(/^Nombre/).fill(`Lucía ${tag}`);
    await page.getByLabel(/^Correo electrónico/).fill(`lucia.${tag}@example.com`);
    await page.getByLabel(/^Asunto/).selectOption('service');
    await page.getByLabel(/^Mensaje/).fill('¿Pueden revisar dos ventanas que se traban?');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page).toHaveURL(/\/es\/contact#contact-form-reply$/);
    const message = page.locator('#contact-form-reply');
    await expect(message).toBeInViewport();
    await expect(message.locator('[data-lead-summary]')).toContainText(`lucia.${tag}@example.com`);
  });
});

test.describe('the estimate editor', () => {
  test('shows the request beside it, each option’s total, and offers “recommended” only with three options', async ({ page }) => {
    await signInAs(page, OWNER.email);
    const quote = await quoteRequest(page.request, 'Editor');
    await page.goto(`/admin/quote-submissions/${quote.id}/estimates/new`);
    await expect(page.getByText('No photos were sent with the request.')).toBeVisible();
    await expect(page.getByPlaceholder('Say what this option does, for example: Repair the two sashes.')).toBeVisible();
    await expect(page.getByText('With three options, option B can be marked as recommended.')).toBeVisible();
    await expect(page.getByLabel('Mark option B as recommended')).toHaveCount(0);

    await page.getByLabel('Title of option A').fill('Reseal');
    await page.getByLabel('From the price list (option A, line 1)').selectOption('weatherproofing:seal');
    await page.getByLabel('Quantity').first().fill('4');
    const totalA = page.locator('[data-option-total]').first();
    await expect(totalA).toHaveText(/Total of option A: \$\d/);
    await page.getByRole('button', { name: 'Add option B' }).click();
    await page.getByRole('button', { name: 'Add option C' }).click();
    await expect(page.getByLabel('Mark option B as recommended')).toBeVisible();
    await page.getByRole('button', { name: 'Remove option C' }).click();
    await expect(page.getByLabel('Mark option B as recommended')).toHaveCount(0);
  });
});

test.describe('the back office on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, OWNER.email);
  });

  test('the approval email opens the order in one step, and the orders table fits the screen', async ({ page, browser }) => {
    // An order, as a customer's approval of their estimate makes one.
    const quote = await quoteRequest(page.request, 'Ordering');
    const customer = await browser.newContext();
    await sentByApi(customer.request, OWNER, quote.id);
    const approving = await customer.newPage();
    await approving.goto(await estimateLink(quote.email));
    const approve = approving.getByRole('region', { name: 'Approve this estimate' });
    await approve.getByRole('radio', { name: /Option B/ }).check();
    await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
    await approve.getByLabel('Your full name').fill('Ordering Ortega-Villanueva');
    await approve.getByLabel('I have read and accept the terms above').check();
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect(approving.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
    await customer.close();

    // "See your order" in the approval email opens the order in one step, in a browser never signed in.
    const email = await deliveredEmail('estimate.approved.customer', quote.email);
    const link = /See your order: https?:\/\/[^/\s]+(\/orders\/\S+)/.exec(email.replace(/=\r?\n/g, ''))?.[1];
    expect(link).toBeTruthy();
    const stranger = await browser.newContext();
    const reader = await stranger.newPage();
    const opened = await reader.goto(link!);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(reader.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(reader.getByRole('main')).toContainText('Ordering Ortega-Villanueva');
    // Altered by one character, it opens nothing.
    const altered = await reader.goto(`${link!.slice(0, -1)}${link!.endsWith('A') ? 'B' : 'A'}`);
    expect(altered?.status()).toBe(404);
    await stranger.close();
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /Orders/ });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('a lead arriving live is marked and announced, duplicates and a wanted call are marked in words', async ({ page, browser }) => {
    const tag = `live${randomUUID().slice(0, 8)}`;
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await expect(page.getByText('No submissions found')).toBeVisible();
    const visitor = await browser.newContext();
    for (const name of ['First', 'Second']) {
      const sent = await visitor.request.post('/api/contact-messages', {
        data: { name: `${name} ${tag}`, email: `${tag}@example.com`, subject: 'service', message: 'Please call' },
      });
      expect(sent.status()).toBe(201);
    }
    await visitor.close();
    const row = page.getByRole('row').filter({ hasText: `Second ${tag}` });
    await expect(row.locator('[data-lead-mark="arrived"]')).toHaveText('Just arrived');
    await expect(page.getByTestId('live-announcement')).toHaveText(new RegExp(`New contact submission from (First|Second) ${tag}\\.`));
    await expect(row.locator('[data-lead-mark="duplicate"]')).toContainText('Likely duplicate');
    // Reloaded later, nothing has "just arrived"; the twins are still marked.
    await page.reload();
    await expect(page.locator('[data-lead-mark="arrived"]')).toHaveCount(0);
    await expect(page.locator('[data-lead-mark="duplicate"]')).toHaveCount(2);

    const chatter = await browser.newContext();
    const chat = await chatter.request.post('/api/chat', { data: { message: 'Do you repair sliding doors?' } });
    expect(chat.ok(), await chat.text()).toBe(true);
    const { sessionId } = (await chat.json()) as { sessionId: string };
    const saved = await chatter.request.post('/api/chatbot-contacts', {
      data: { sessionId, name: `Caller ${tag}`, email: `caller.${tag}@example.com`, phone: '(786) 555-0147' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await chatter.close();
    // As when nobody could join the chat and the visitor asked to be called instead.
    writeE2eDatabase('update chatbot_contacts set callback_requested_at = ? where email = ?', new Date().toISOString(), `caller.${tag}@example.com`);
    await page.goto(`/admin/chatbot-contacts?search=${tag}`);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Caller ${tag}` })
        .locator('[data-lead-mark="wants-call"]'),
    ).toHaveText('Wants a call');
  });

  test('the chime is off until turned on, and this browser remembers it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const chime = page.getByRole('button', { name: 'Chime for new leads' });
    await expect(chime).toHaveAttribute('aria-pressed', 'false');
    await chime.click();
    await expect(chime).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Chime for new leads' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Save and next opens the next lead at its top, its name focused', async ({ page }) => {
    const tag = `top${randomUUID().slice(0, 8)}`;
    for (const name of ['Earlier', 'Later']) {
      const sent = await page.request.post('/api/contact-messages', {
        data: { name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com`, subject: 'service', message: 'Line\n'.repeat(40) },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await page
      .getByRole('row')
      .filter({ hasText: `Later ${tag}` })
      .getByRole('link', { name: /View Details/ })
      .click();
    const first = page.getByRole('dialog', { name: `Contact submission from Later ${tag}` });
    await first.getByRole('button', { name: 'Save and next' }).click();
    const next = page.getByRole('dialog', { name: `Contact submission from Earlier ${tag}` });
    await expect(next).toBeVisible();
    await expect(next.getByRole('heading', { name: `Contact submission from Earlier ${tag}` })).toBeFocused();
    expect(await next.evaluate((dialog) => dialog.scrollTop)).toBe(0);
  });
});

test('a draft estimate is no answer: the request stays unanswered until the estimate is sent', async ({ page }) => {
  const quote = await quoteRequest(page.request, 'Drafty');
  await signInAs(page, OWNER.email);
  const created = await page.request.post(`/api/admin/quote-requests/${quote.id}/estimates`, {
    data: {
      message: 'As discussed on site.',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      options: [{ title: 'Reseal', lines: [{ priceItem: 'weatherproofing:seal', quantity: 6 }] }],
    },
  });
  expect(created.status()).toBe(201);
  const answered = () =>
    queryE2eDatabase<{ first_response_at: string | null }>('select first_response_at from quote_requests where id = ?', quote.id)[0]?.first_response_at ?? null;
  expect(answered()).toBeNull();
  await page.goto(`/admin/quote-submissions/${quote.id}`);
  await expect(page.getByRole('dialog').getByText('Not answered yet')).toBeVisible();
  const { estimate } = (await created.json()) as { estimate: { id: string } };
  expect((await page.request.post(`/api/admin/estimates/${estimate.id}/send`)).status()).toBe(200);
  expect(answered()).not.toBeNull();
});
