import type { Page } from '@playwright/test';
import { pdfText } from '#tests/support/pdf-text';
import { cameraJpeg, pngPhoto } from '#tests/support/photos';
import { attachments } from '#tests/support/smtp-server';
import { createAccount, emailedLink, signInAs, registerAccount } from './accounts-helpers';
import { openLinks } from '~/features/mail/links.server';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { logInRequest } from './accounts-helpers';
import { customerPage, deliveredEmail, estimateLink, expireEstimate, quoteRequest, sentByApi, unique } from './estimates-helpers';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// Estimates the customer approves, and the orders they become, as staff and customers use them:
// written and sent in the back office, opened from the email without an account, approved by a
// typed name or declined, and followed on the customer's dashboard and in the Orders list.

let staff: { email: string; password: string };

test.beforeAll(async () => {
  staff = await createAccount('admin', 'estimates-staff');
});

test.describe('estimates and orders', () => {
  test('staff send two options; the customer approves one by typed name; both get the signed PDF; the order reaches the dashboard and is completed by staff', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const quote = await quoteRequest(request);
    await signInAs(page, staff.email);

    await page.goto(`/admin/quote-submissions/${quote.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Write an estimate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New estimate for Marisol Ortega');
    await page.getByLabel('Title of option A').fill('Repair the two sashes');
    await page.getByLabel('From the price list (option A, line 1)').selectOption('window-repair:standard-repair');
    await page.getByLabel('Quantity').first().fill('2');
    await page.getByRole('button', { name: 'Add option B' }).click();
    await page.getByLabel('Title of option B').fill('Replace with impact windows');
    const optionB = page.getByRole('group', { name: 'Option B' });
    await optionB.getByLabel('Description').fill('Impact window, 36 × 48 in');
    await optionB.getByLabel('Quantity').fill('2');
    await optionB.getByLabel('Unit price ($)').fill('900');
    await optionB.getByRole('button', { name: 'Add a line to option B' }).click();
    await optionB.getByLabel('Description').nth(1).fill('Haul-away of the old units');
    await optionB.getByLabel('Unit price ($)').nth(1).fill('75');
    await page.getByRole('button', { name: 'Save and send to the customer' }).click();
    await expect(page).toHaveURL(/\/admin\/estimates\/[0-9a-f-]{36}\?sent=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sent: the customer has been emailed' })).toBeVisible();
    const estimatePath = new URL(page.url()).pathname;

    const link = await estimateLink(quote.email);
    const customer = await customerPage(browser);
    const opened = await customer.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Hello Marisol, here is your estimate');
    await expect(customer.getByRole('region', { name: 'Option A: Repair the two sashes' })).toContainText('$550.00');
    await expect(customer.getByRole('region', { name: 'Option B: Replace with impact windows' })).toContainText('$1,875.00');
    await expect(customer.getByRole('region', { name: 'Photos' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('main').getByText('Viewed', { exact: true }).first()).toBeVisible();

    const approve = customer.getByRole('region', { name: 'Approve this estimate' });
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect(approve.getByText('Choose one of the options')).toBeVisible();
    await expect(approve.getByText('Tick the box to agree to sign electronically')).toBeVisible();
    await approve.getByRole('radio', { name: /Option B/ }).check();
    await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
    await approve.getByLabel('Your full name').fill('Marisol Ortega-Díaz');
    await approve.getByLabel('I have read and accept the terms above').check();
    await approve.getByRole('button', { name: 'Approve and sign' }).dblclick();
    await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
    await expect(customer.getByRole('main')).toContainText('Option B (Replace with impact windows) was approved and signed by Marisol Ortega-Díaz');
    expect(queryE2eDatabase('select id from orders where customer_email = ?', quote.email)).toHaveLength(1);

    for (const [kind, to] of [
      ['estimate.approved.customer', quote.email],
      ['estimate.approved.staff', 'office@gableswindowcare.test'],
    ]) {
      const files = [...attachments(await deliveredEmail(kind!, to!, estimatePath.split('/').pop()))];
      expect(files, kind).toHaveLength(1);
      const [name, pdf] = files[0]!;
      expect(name).toMatch(/^signed-estimate-E-[0-9A-F]{8}\.pdf$/);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toMatch(/Signed by \(typed name\): \s*Marisol Ortega-Díaz/);
    }

    const password = `pw-${unique()}`;
    await registerAccount(request, 'Marisol Ortega', quote.email, password);
    // Confirmed while signed in, the address keeps the password it was registered with.
    await signInAs(customer, quote.email);
    const verify = await emailedLink(quote.email, '/verify-email');
    await customer.goto(verify.pathname + verify.search);
    await customer.goto('/dashboard');
    await expect(customer.getByRole('region', { name: 'Overview' })).toContainText('1Total Orders');
    await customer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    await customer.getByRole('link', { name: /View Details of Window Replacement/ }).click();
    const order = customer.getByRole('region', { name: 'Window Replacement' });
    await expect(order).toContainText('Pending');
    await expect(order).toContainText('Option B: Replace with impact windows');
    await expect(order.getByRole('table', { name: 'What is included' })).toContainText('Haul-away of the old units');
    await expect(order.getByRole('region', { name: 'Signature' })).toContainText('Marisol Ortega-Díaz');
    const pdf = await customer.request.get((await order.getByRole('link', { name: 'Download the signed estimate (PDF)' }).getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await pdf.body())).toContain('Marisol Ortega-Díaz');

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: quote.email });
    await row.getByLabel(/New status of the order of Marisol Ortega/).selectOption('completed');
    await row.getByRole('button', { name: /Update/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The order of Marisol Ortega is now Completed; the customer was emailed.' })).toBeVisible();
    await expect(row).toContainText('Completed');
    // A completed order can only be reopened: its list offers nothing else.
    await expect(row.getByLabel(/New status of the order of Marisol Ortega/).locator('option')).toHaveText(['In Progress', 'Completed']);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('completed');
    await expect(page).toHaveURL('/admin/orders?status=completed');
    await expect(page.getByRole('row').filter({ hasText: quote.email })).toHaveCount(1);
    await customer.reload();
    await expect(order).toContainText('Completed');
    expect(queryE2eDatabase("select subject from outbox where kind = 'order.status' and to_address = ?", quote.email)).toEqual([
      { subject: 'Your Gables Window Care order is now Completed' },
    ]);

    await page.goto(`/admin/quote-submissions/${quote.id}`);
    const timeline = page.getByRole('dialog').getByRole('list').filter({ hasText: 'Received' });
    await expect(timeline).toContainText('Estimate sent to the customer');
    await expect(timeline).toContainText('Customer opened the estimate');
    await expect(timeline).toContainText('Customer approved option B ($1,875.00), signed “Marisol Ortega-Díaz”; order created');
    await expect(timeline).toContainText('Order moved from Pending to Completed');
    await expect(page.getByRole('dialog').getByRole('link', { name: /Estimate of/ })).toHaveAttribute('href', estimatePath);
  });

  test('a customer declines with a reason, which staff see; the link then takes no approval', async ({ browser, page, request }) => {
    const quote = await quoteRequest(request, 'Iris');
    const estimateId = await sentByApi(request, staff, quote.id);
    const customer = await customerPage(browser);
    await customer.goto(await estimateLink(quote.email));
    const decline = customer.getByRole('region', { name: 'Not for you?' });
    await decline.getByLabel('Reason').fill('We chose to wait until next year.');
    await decline.getByRole('button', { name: 'Decline this estimate' }).click();
    await expect(customer.getByRole('heading', { name: 'You declined this estimate' })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Approve and sign' })).toHaveCount(0);

    await signInAs(page, staff.email);
    await page.goto(`/admin/estimates/${estimateId}`);
    await expect(page.getByRole('main').getByText('Declined', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Progress' })).toContainText('We chose to wait until next year.');
    const api = await request.get(`/api/admin/estimates/${estimateId}`);
    expect(await api.json()).toMatchObject({
      estimate: { state: 'declined', specStatus: 'rejected', declineReason: 'We chose to wait until next year.', orderId: null },
    });
  });

  test('an expired link is refused with a clear page', async ({ page, request }) => {
    const quote = await quoteRequest(request, 'Nora');
    const estimateId = await sentByApi(request, staff, quote.id);
    const link = await estimateLink(quote.email);
    expireEstimate(estimateId);
    const response = await page.goto(link);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This estimate has expired');
    await expect(page.getByRole('main')).toContainText('valid until January 31, 2020');
    await expect(page.getByRole('button', { name: 'Approve and sign' })).toHaveCount(0);
    const posted = await request.post(link, {
      form: { intent: 'approve', option: '1', fullName: 'Nora Ortega', acceptTerms: 'on', documentHash: '0'.repeat(64) },
    });
    expect(posted.status()).toBe(409);
    expect(queryE2eDatabase('select id from orders where estimate_id = ?', estimateId)).toEqual([]);
  });

  test('a guessed, altered or replaced token, and another customer’s order, are not found', async ({ page, request, browser }) => {
    const quote = await quoteRequest(request, 'Lena');
    const estimateId = await sentByApi(request, staff, quote.id);
    const first = await estimateLink(quote.email);
    const token = first.split('/').pop()!;
    const guessed = `/estimates/${'A'.repeat(43)}`;
    const altered = `/estimates/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [guessed, altered, '/estimates/short']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimate not found');
    }
    const posted = await request.post(guessed, { form: { intent: 'decline' } });
    expect(posted.status()).toBe(404);

    await signInAs(page, staff.email);
    await page.goto(`/admin/estimates/${estimateId}`);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
    await expect.poll(() => estimateLink(quote.email)).not.toBe(first);
    expect((await request.get(first)).status()).toBe(404);

    // Another customer signed in cannot see this customer's order or its signed PDF.
    const customer = await customerPage(browser);
    await customer.goto(await estimateLink(quote.email));
    const approve = customer.getByRole('region', { name: 'Approve this estimate' });
    await approve.getByRole('radio', { name: /Option A/ }).check();
    await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
    await approve.getByLabel('Your full name').fill('Lena Ortega');
    await approve.getByLabel('I have read and accept the terms above').check();
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
    const [order] = queryE2eDatabase<{ id: string }>('select id from orders where estimate_id = ?', estimateId);
    const stranger = await createAccount('user', 'stranger');
    const other = await customerPage(browser);
    await signInAs(other, stranger.email);
    expect((await other.goto(`/dashboard/orders/${order!.id}`))?.status()).toBe(404);
    expect((await other.request.get(`/dashboard/orders/${order!.id}/signed-estimate.pdf`)).status()).toBe(404);
  });

  test('posts the pages never send are answered with a message, never a server error', async ({ request }) => {
    const quote = await quoteRequest(request, 'Rosa');
    const estimateId = await sentByApi(request, staff, quote.id);
    // A line whose price is sent twice: the editor comes back with what was typed.
    const editor = await request.post(`/admin/quote-submissions/${quote.id}/estimates/new`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'intent=save&message=Hi&validUntil=2099-01-01&options[0].title=A&options[0].lines[0].description=Glass&options[0].lines[0].quantity=1&options[0].lines[0].unitPrice=1&options[0].lines[0].unitPrice=2',
    });
    expect(editor.status()).toBe(400);
    expect((await editor.text()).includes('id="estimate-editor-options[0].lines[0].unitPrice-error"'), 'the editor with the price field’s message').toBe(true);

    const pdf = await request.get(`/admin/estimates/${estimateId}/signed.pdf`);
    expect(pdf.status()).toBe(404);
    expect(await pdf.json()).toEqual({ error: 'No signed estimate was found here.' });

    // After the customer answered, an approval with field errors (another tab) is told why it cannot count.
    const link = await estimateLink(quote.email);
    expect((await request.post(link, { form: { intent: 'decline', reason: 'Not now' } })).status()).toBe(200);
    const late = await request.post(link, { form: { intent: 'approve', fullName: '' } });
    expect(late.status()).toBe(409);
    expect(/role="alert"[^>]*>This estimate has already been answered\./.test(await late.text()), 'the answered page with the alert').toBe(true);
  });

  test('without JavaScript the editor adds a line and keeps what was typed', async ({ browser, request }) => {
    const quote = await quoteRequest(request, 'Ada');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, staff.email);
    await page.goto(`/admin/quote-submissions/${quote.id}/estimates/new`);
    await page.getByLabel('Title of option A').fill('Reseal everything');
    await page.getByRole('button', { name: 'Add a line to option A' }).click();
    await expect(page.getByLabel('Title of option A')).toHaveValue('Reseal everything');
    await expect(page.getByLabel('Quantity')).toHaveCount(2);
    await page.getByLabel('From the price list (option A, line 1)').selectOption('weatherproofing:seal');
    await page.getByLabel('Description').nth(1).fill('Clean the tracks');
    await page.getByLabel('Unit price ($)').nth(1).fill('abc');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Enter the unit price in dollars, e.g. 350 or 349.99')).toBeVisible();
    await expect(page.getByLabel('Description').nth(1)).toHaveValue('Clean the tracks');
    await page.getByLabel('Unit price ($)').nth(1).fill('40');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
    await context.close();
  });
});

test('an estimate over $2,500 shows the contractor licence and Florida’s two notices above the signature: in English, and with the Spanish beside it for a Spanish customer', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [english, spanish] = [await quoteRequest(request, 'Marisol', 'en'), await quoteRequest(request, 'Rosario', 'es')];
  await logInRequest(request, staff.email, staff.password);
  for (const quote of [english, spanish]) {
    const created = await request.post(`/api/admin/quote-requests/${quote.id}/estimates`, {
      data: {
        message: 'Impact windows for the whole house.',
        validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        // $2,500.01: a cent over the line the notices start at.
        options: [{ title: 'Impact windows', lines: [{ description: 'Impact windows, installed', quantity: 1, unitPriceCents: 250_001 }] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { estimate } = (await created.json()) as { estimate: { id: string } };
    expect((await request.post(`/api/admin/estimates/${estimate.id}/send`)).status()).toBe(200);
  }
  const [{ licence } = { licence: '' }] = queryE2eDatabase<{ licence: string }>(
    "select json_extract(document, '$.licenceNumber') as licence from business_profile",
  );
  expect(licence, 'the company profile’s licence number').toMatch(/\S/);

  const customer = await customerPage(browser);
  await customer.setViewportSize({ width: 390, height: 844 });
  for (const [quote, words] of [
    [english, { heading: 'Notices required by Florida law', licence: 'Florida contractor licence', approve: 'Approve this estimate', languages: ['en'] }],
    [
      spanish,
      {
        heading: 'Avisos que exige la ley de la Florida',
        licence: 'Licencia de contratista de la Florida',
        approve: 'Aprobar esta cotización',
        languages: ['en', 'es'],
      },
    ],
  ] as const) {
    await customer.goto(await estimateLink(quote.email));
    await expect(customer.getByText(words.licence, { exact: true })).toBeVisible();
    await expect(customer.getByText(licence, { exact: true })).toBeVisible();
    const notices = customer.getByRole('region', { name: words.heading });
    await expect(notices).toBeVisible();
    await expect(notices.locator('[lang="en"]').first()).toContainText(
      'ACCORDING TO FLORIDA’S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES)',
    );
    await expect(notices.locator('[lang="en"]').nth(1)).toContainText('PAYMENT MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND');
    await expect(notices.locator('[lang="es"]')).toHaveCount(words.languages.length === 2 ? 2 : 0);
    if (words.languages.length === 2) {
      await expect(notices.locator('[lang="es"]').first()).toContainText('SEGÚN LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE LA FLORIDA');
      await expect(notices.locator('[lang="es"]').nth(1)).toContainText('FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN');
    }
    // In bold capitals, and above the signature: the form where the customer types their name.
    const paragraph = notices.locator('p', { hasText: 'ACCORDING TO FLORIDA’S' });
    expect(await paragraph.evaluate((element) => [getComputedStyle(element).textTransform, Number(getComputedStyle(element).fontWeight) >= 700])).toEqual([
      'uppercase',
      true,
    ]);
    const form = customer.getByRole('region', { name: words.approve });
    const [noticesBox, formBox] = [await notices.boundingBox(), await form.boundingBox()];
    expect(noticesBox!.y + noticesBox!.height).toBeLessThanOrEqual(formBox!.y);
    expect(await wcagViolations(customer)).toEqual([]);
  }

  // Signed, the order page the approval email links to shows the licence and the notices above the signature.
  await customer.goto(await estimateLink(english.email));
  const approve = customer.getByRole('region', { name: 'Approve this estimate' });
  await approve.getByRole('radio', { name: /Option A/ }).check();
  await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
  await approve.getByLabel('Your full name').fill('Marisol Ortega');
  await approve.getByLabel('I have read and accept the terms above').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
  const [approved] = queryE2eDatabase<{ text_body: string }>(
    "select text_body from outbox where kind = 'estimate.approved.customer' and to_address = ?",
    english.email,
  );
  const orderPath = /https?:\/\/[^/\s]+(\/orders\/\S+)/.exec(openLinks(approved!.text_body, E2E_SESSION_SECRET))![1]!;
  await customer.goto(orderPath);
  await expect(customer.getByText('Florida contractor licence', { exact: true })).toBeVisible();
  await expect(customer.getByText(licence, { exact: true })).toBeVisible();
  const orderNotices = customer.getByRole('region', { name: 'Notices required by Florida law' });
  await expect(orderNotices).toContainText('ACCORDING TO FLORIDA’S CONSTRUCTION LIEN LAW');
  await expect(orderNotices).toContainText('FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND');
  const [noticesBox, signatureBox] = [await orderNotices.boundingBox(), await customer.getByRole('region', { name: 'Signature' }).boundingBox()];
  expect(noticesBox!.y + noticesBox!.height).toBeLessThanOrEqual(signatureBox!.y);
});

test.describe('accessibility of the estimate screens', () => {
  // One estimate, each screen loaded once at 390 px, checked, then widened to 1280 px and checked
  // again (as the public-page sweep does), rather than an estimate and every load once per width.
  test('the estimate page, the editor, the estimate and the Orders list have no WCAG 2.2 AA violations at 390 and 1280 px', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const atBothWidths = async (screen: Page, label: string) => {
      for (const width of [390, 1280]) {
        await screen.setViewportSize({ width, height: 900 });
        expect(await wcagViolations(screen), `${label} at ${width} px`).toEqual([]);
      }
    };
    const quote = await quoteRequest(request, 'Axel');
    const estimateId = await sentByApi(request, staff, quote.id);
    const customer = await customerPage(browser);
    await customer.setViewportSize({ width: 390, height: 900 });
    await customer.goto(await estimateLink(quote.email));
    const approve = customer.getByRole('region', { name: 'Approve this estimate' });
    await approve.getByRole('button', { name: 'Approve and sign' }).click();
    await expect(approve.getByText('Type your full name to sign')).toBeVisible();
    await atBothWidths(customer, 'estimate page');

    await signInAs(page, staff.email);
    for (const path of [
      `/admin/quote-submissions/${quote.id}/estimates/new`,
      `/admin/estimates/${estimateId}`,
      '/admin/orders',
      `/admin/quote-submissions/${quote.id}`,
    ]) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await atBothWidths(page, path);
    }
  });
});

test('the customer’s estimate shows the photos they sent, through the link alone, and the approved order shows them on the dashboard', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `photos.${unique()}@example.com`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Marisol',
    lastName: 'Ortega',
    email,
    phone: '305-555-0188',
    address: '1200 Anastasia Ave',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'weatherproofing',
    projectDescription: 'Water comes in at two windows.',
  }))
    form.append(name, value);
  form.append('photos', new Blob([new Uint8Array(await cameraJpeg())], { type: 'image/jpeg' }), 'sill.jpg');
  form.append('photos', new Blob([new Uint8Array(await pngPhoto())], { type: 'image/png' }), 'frame.png');
  const posted = await request.post('/api/quote-requests', { multipart: form });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: quoteId } = (await posted.json()) as { id: string };
  await sentByApi(request, staff, quoteId);

  const customer = await customerPage(browser);
  await customer.goto(await estimateLink(email));
  const photos = customer.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect
    .poll(() => photos.getByRole('img').evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.complete && image.naturalWidth > 0)))
    .toEqual([true, true]);
  // The link is the key: the photos need no account, and another path does not reach them.
  const [photoId] = queryE2eDatabase<{ id: string }>('select id from quote_request_photos where quote_request_id = ? order by position', quoteId).map(
    (row) => row.id,
  );
  const viaLink = await customer.request.get(`${new URL(customer.url()).pathname}/photos/${photoId}`);
  expect(viaLink.status()).toBe(200);
  expect(viaLink.headers()['cache-control']).toMatch(/^private/);
  expect((await customer.request.get(`/estimates/${'A'.repeat(43)}/photos/${photoId}`)).status()).toBe(404);

  const approve = customer.getByRole('region', { name: 'Approve this estimate' });
  await approve.getByRole('radio', { name: /Option A/ }).check();
  await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
  await approve.getByLabel('Your full name').fill('Marisol Ortega');
  await approve.getByLabel('I have read and accept the terms above').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();

  const password = `pw-${unique()}`;
  // On a connection of its own: the staff one above sat idle through the approval, long enough for
  // the server to close it as the next request went out on it (ECONNRESET).
  const signUp = await playwright.request.newContext({ baseURL });
  await registerAccount(signUp, 'Marisol Ortega', email, password);
  await signUp.dispose();
  await signInAs(customer, email);
  const verify = await emailedLink(email, '/verify-email');
  await customer.goto(verify.pathname + verify.search);
  const [{ id: orderId }] = queryE2eDatabase<{ id: string }>('select id from orders where customer_email = ?', email) as [{ id: string }];
  await customer.goto(`/dashboard/orders/${orderId}`);
  const orderPhotos = customer.getByRole('list', { name: 'Photos you sent with the request' });
  await expect(orderPhotos.getByRole('img')).toHaveCount(2);
  await expect
    .poll(() => orderPhotos.getByRole('img').evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.naturalWidth > 0)))
    .toEqual([true, true]);
});
