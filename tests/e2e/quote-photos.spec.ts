import { type Browser } from '@playwright/test';
import sharp from 'sharp';
import { cameraJpeg, GPS_TAG, heicPhoto, noisyJpeg, pngPhoto } from '#tests/support/photos';
import { createAccount, emailedLink, signInAs, registerAccount, uniqueEmail } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { fillQuote } from './lead-forms-helpers';
import { expect, test } from './fixtures';

// Photos with a quote request, as a homeowner sends them from a phone and staff and the
// customer see them afterwards.

const QUOTE_SUCCESS = 'Thank you for your quote request! We will contact you shortly to discuss your project.';
const PICKER = 'Photos of your windows';

interface PhotoRow {
  id: string;
  filename: string;
  width: number;
  height: number;
  content: Buffer;
}

function storedPhotos(email: string): PhotoRow[] {
  return queryE2eDatabase<PhotoRow>(
    'select p.id, p.filename, p.width, p.height, p.content from quote_request_photos p join quote_requests q on q.id = p.quote_request_id where q.email = ? order by p.position',
    email,
  );
}

async function threePhotos() {
  return [
    { name: 'front-window.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() },
    { name: 'frame.png', mimeType: 'image/png', buffer: await pngPhoto() },
    { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heicPhoto() },
  ];
}

/** Staff and the customer see the request's photos; a stranger does not. */
async function checkWhoSeesThem(browser: Browser, baseURL: string, email: string) {
  const photos = storedPhotos(email);
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const account = await createAccount('admin', 'photos-staff');
  await signInAs(staff, account.email);
  const leadId = queryE2eDatabase<{ id: string }>('select id from quote_requests where email = ?', email)[0]!.id;
  // The list marks the request as having photos.
  await staff.goto(`/admin/quote-submissions?search=${encodeURIComponent(email)}`);
  await expect(staff.getByRole('row').filter({ hasText: email }).first()).toContainText('3 photos');
  await staff.goto(`/admin/quote-submissions/${leadId}`);
  const gallery = staff.getByRole('list', { name: 'Photos sent with the request' });
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await expect(gallery.getByRole('img').first()).toHaveJSProperty('complete', true);
  expect(
    await gallery
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  const full = await staff.request.get(`/photos/${photos[0]!.id}`);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  expect(full.headers()['cache-control']).toMatch(/^private/);
  await staffContext.close();

  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await signInAs(customer, email);
  // The request was sent signed out: the customer confirms it from its email first.
  const confirm = await emailedLink(email, '/requests/confirm');
  await customer.goto(confirm.pathname + confirm.search);
  await customer.getByRole('button', { name: 'Yes, I sent it' }).click();
  await expect(customer.getByRole('status')).toContainText('your request is confirmed');
  await customer.goto('/dashboard/requests');
  await expect(customer.getByRole('list', { name: /Photos sent with your .* request/ }).getByRole('img')).toHaveCount(3);
  expect((await customer.request.get(`/photos/${photos[1]!.id}?size=thumbnail`)).status()).toBe(200);
  await customerContext.close();

  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await createAccount('user', 'photos-stranger');
  const strangerPage = await strangerContext.newPage();
  await signInAs(strangerPage, stranger.email);
  expect((await strangerPage.request.get(`/photos/${photos[0]!.id}`)).status()).toBe(404);
  const signedOut = await (await browser.newContext({ baseURL })).request.get(`/photos/${photos[0]!.id}`, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  await strangerContext.close();
}

/** A customer account with a verified address, made through the site. */
async function verifiedCustomer(browser: Browser, baseURL: string, request: Parameters<typeof registerAccount>[0], label: string) {
  const email = uniqueEmail(label);
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  await registerAccount(request, 'Marisol Ortega', email, password);
  const verify = await emailedLink(email, '/verify-email');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Confirmed while signed in, the address keeps the password it was registered with.
  await signInAs(page, email);
  await page.goto(verify.pathname + verify.search);
  await context.close();
  return email;
}

test('photos are previewed, can be removed, and arrive with the request for staff and the customer', async ({ page, browser, request, baseURL }) => {
  // A customer verified by email, four photos re-encoded, then three browsers check who sees them.
  test.setTimeout(120_000);
  const email = await verifiedCustomer(browser, baseURL!, request, 'photos-js');
  await page.goto('/get-quote');
  await fillQuote(page, email);
  const picker = page.getByLabel(PICKER);
  const photos = await threePhotos();
  await picker.setInputFiles([...photos, { name: 'extra.png', mimeType: 'image/png', buffer: await pngPhoto() }]);
  const chosen = page.getByRole('list', { name: 'Photos chosen' });
  await expect(chosen.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('4 of 8 photos chosen.')).toBeVisible({ timeout: 20_000 });
  // Previews show for the images the browser can draw (HEIC cannot be, in Chromium).
  await expect
    .poll(() => chosen.locator('img').evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.complete && image.naturalWidth > 0)))
    .toEqual([true, true, true]);
  await expect(chosen.getByText('Preview not available')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove extra.png' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expect(picker).toBeFocused();
  expect(await picker.evaluate((input: HTMLInputElement) => Array.from(input.files ?? []).map((file) => file.name))).toEqual([
    'front-window.jpg',
    'frame.png',
    'IMG_0001.HEIC',
  ]);
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
  await expect(chosen).toBeHidden();

  const stored = storedPhotos(email);
  expect(stored.map((photo) => [photo.filename, photo.width, photo.height])).toEqual([
    ['front-window.jpg', 200, 300],
    ['frame.png', 120, 80],
    ['IMG_0001.HEIC', 64, 48],
  ]);
  // The camera's GPS position and make are gone from the stored copy.
  expect(stored[0]!.content.includes(GPS_TAG)).toBe(false);
  expect(stored[0]!.content.includes(Buffer.from('TestCam'))).toBe(false);
  expect((await sharp(stored[0]!.content).metadata()).exif).toBeUndefined();
  await checkWhoSeesThem(browser, baseURL!, email);
});

test('a large photo is shrunk in the browser before upload, upright and within 2048 px', async ({ page }) => {
  const email = uniqueEmail('photos-shrunk');
  // 4000 x 3000 of noise: about 10 MB, larger than most phone cameras write.
  const large = await noisyJpeg(4000, 3000);
  expect(large.length).toBeGreaterThan(3 * 1024 * 1024);
  await page.goto('/get-quote');
  await fillQuote(page, email);
  const picker = page.getByLabel(PICKER);
  await picker.setInputFiles([{ name: 'DSC_0001.jpeg', mimeType: 'image/jpeg', buffer: large }]);
  // The browser decodes and re-encodes 12 megapixels before it counts the photo: seconds on a busy machine.
  await expect(page.getByText('1 of 8 photos chosen.')).toBeVisible({ timeout: 20_000 });
  const sent = await picker.evaluate((input: HTMLInputElement) => ({ name: input.files![0]!.name, size: input.files![0]!.size, type: input.files![0]!.type }));
  expect(sent).toMatchObject({ name: 'DSC_0001.jpg', type: 'image/jpeg' });
  expect(sent.size).toBeLessThan(large.length / 2);
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
  expect(storedPhotos(email).map((photo) => [photo.filename, photo.width, photo.height])).toEqual([['DSC_0001.jpg', 2048, 1536]]);
});

test('a file that is not a photo is refused by name, and nothing is stored until it is removed', async ({ page }) => {
  const email = uniqueEmail('photos-refused');
  await page.goto('/get-quote');
  await fillQuote(page, email);
  await page.getByLabel(PICKER).setInputFiles([
    { name: 'front-window.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() },
    { name: 'estimate.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 an invoice, renamed') },
  ]);
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  const message = '"estimate.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.';
  await expect(page.locator('#photos-error')).toHaveText(message);
  await expect(page.getByRole('link', { name: message })).toHaveAttribute('href', '#quote-form-photos');
  await expect(page.getByLabel(PICKER)).toHaveAccessibleDescription(new RegExp(message.replace(/[.()"]/g, '\\$&')));
  expect(queryE2eDatabase('select id from quote_requests where email = ?', email)).toEqual([]);
  await expect(page.getByLabel('First name')).toHaveValue('Marisol');

  await page.getByRole('button', { name: 'Remove estimate.jpg' }).click();
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUOTE_SUCCESS })).toBeVisible();
  expect(storedPhotos(email).map((photo) => photo.filename)).toEqual(['front-window.jpg']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts its photos as multipart, and staff and the customer see them', async ({ page, browser, request, baseURL }) => {
    // An account made and confirmed, a request with photos re-encoded, then staff's and the customer's views: as long as the estimate journeys.
    test.setTimeout(90_000);
    const email = await verifiedCustomer(browser, baseURL!, request, 'photos-nojs');
    await page.goto('/get-quote');
    await fillQuote(page, email);
    await page.getByLabel(PICKER).setInputFiles(await threePhotos());
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByText(QUOTE_SUCCESS)).toBeVisible();
    const stored = storedPhotos(email);
    expect(stored.map((photo) => photo.filename)).toEqual(['front-window.jpg', 'frame.png', 'IMG_0001.HEIC']);
    expect(stored[0]!.content.includes(GPS_TAG)).toBe(false);
    await checkWhoSeesThem(browser, baseURL!, email);
  });
});
