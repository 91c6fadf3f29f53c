import { type APIRequestContext, type Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { createAccount, logInRequest, signInAs, storeAccount, uniqueEmail } from './accounts-helpers';
import { e2eDatabase, queryE2eDatabase } from './database';
import { customerPage, estimateLink, quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';
import { pngPhoto } from '#tests/support/photos';

// The crew's side of a job (docs/jobs-and-crews.md): the dispatch board places install visits by
// keyboard and refuses a clash; the installer's phone shows the visit and tells the customer
// "On my way"; an installer's account never opens the back office.

const NAMES = ['Yolanda', 'Beatriz', 'Rosalind', 'Maritza', 'Consuelo', 'Evangelina'];

/** A job at the Schedule stage: a quote request, an estimate sent by staff and approved by the customer, then put at Schedule. */
async function jobToSchedule(request: APIRequestContext, browser: Browser, staff: { email: string; password: string }, firstName: string) {
  const quote = await quoteRequest(request, firstName);
  const estimateId = await sentByApi(request, staff, quote.id);
  const customer = await customerPage(browser);
  await customer.goto(await estimateLink(quote.email));
  const approve = customer.getByRole('region', { name: 'Approve this estimate' });
  await approve.getByRole('radio', { name: /Option A/ }).check();
  await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
  await approve.getByLabel('Your full name').fill(`${firstName} Ortega`);
  await approve.getByLabel('I have read and accept the terms above').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
  await customer.context().close();
  const [job] = queryE2eDatabase<{ id: string }>('select j.id from window_jobs j join orders o on o.id = j.order_id where o.estimate_id = ?', estimateId);
  // The stage screens are the jobs journeys': here the job is simply put at Schedule, as its measure, product and permit were done.
  const db = new Database(e2eDatabase(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare("update window_jobs set stage = 'schedule' where id = ?").run(job!.id);
  } finally {
    db.close();
  }
  return { jobId: job!.id, customerEmail: quote.email, customerName: `${firstName} Ortega` };
}

/** A crew member with an account named `name`, and their user id. */
async function crewMember(name: string) {
  const account = {
    email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
    password: `pw-${Math.random().toString(36).slice(2, 10)}`,
    role: 'crew' as const,
    name,
  };
  await storeAccount(account);
  const [row] = queryE2eDatabase<{ id: string }>('select id from user where email = ?', account.email);
  return { ...account, id: row!.id };
}

/** Tomorrow in the business calendar's zone (the e2e server's is America/New_York). */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test.describe('dispatch and the crew', () => {
  let staff: { email: string; password: string };
  test.beforeAll(async () => {
    staff = await createAccount('admin', 'dispatch');
  });

  test('staff place a job on the board by keyboard; the installer at 390 px sees it and taps "On my way"; the customer is emailed both', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const installer = await crewMember('Ramona Díaz');
    const job = await jobToSchedule(request, browser, staff, NAMES[0]!);
    const day = tomorrow();

    await signInAs(page, staff.email);
    await page.goto(`/admin/dispatch?week=${day}`);
    const tray = page.getByRole('list', { name: 'Jobs waiting to be scheduled' });
    await tray.getByRole('link', { name: `Select ${job.customerName} to place` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Place ${job.customerName}` })).toBeVisible();
    const place = page
      .getByRole('button', { name: new RegExp(`^Place ${job.customerName} with Ramona Díaz on `) })
      .and(page.locator(`[data-cell="${installer.id}|${day}"]`));
    await place.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toContainText(`Scheduled ${job.customerName}`);
    await expect(page.locator(`tr[data-crew="${installer.id}"]`)).toContainText(job.customerName);
    await expect.poll(() => queryE2eDatabase('select id from outbox where kind = ? and to_address = ?', 'install.scheduled', job.customerEmail).length).toBe(1);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
    const crewPage = await phone.newPage();
    await signInAs(crewPage, installer.email);
    await crewPage.goto('/crew');
    const visit = crewPage.getByRole('article', { name: new RegExp(job.customerName) });
    await expect(visit).toContainText('1200 Anastasia Ave, Coral Gables, FL 33134');
    await expect(visit.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(visit.getByRole('link', { name: `Call ${job.customerName}` })).toHaveAttribute('href', 'tel:+13055550188');
    await visit.getByRole('button', { name: 'On my way' }).click();
    await expect(crewPage.getByRole('main').getByRole('status')).toContainText('The customer was told you are on your way');
    await expect
      .poll(
        () =>
          queryE2eDatabase<{ subject: string }>('select subject from outbox where kind = ? and to_address = ?', 'install.on-my-way', job.customerEmail)[0]
            ?.subject,
      )
      .toBe('Ramona from Gables Window Care is on the way');

    // A photo from the phone's camera is kept with the job, and staff see it on the job's page.
    await visit.getByLabel('Take or choose photos').setInputFiles([{ name: 'window.png', mimeType: 'image/png', buffer: await pngPhoto() }]);
    await visit.getByRole('button', { name: 'Upload photos' }).click();
    await expect(crewPage.getByRole('main').getByRole('status')).toContainText('1 photo saved.');
    await phone.close();
    const [order] = queryE2eDatabase<{ orderId: string }>('select order_id as orderId from window_jobs where id = ?', job.jobId);
    await page.goto(`/admin/orders/${order!.orderId}`);
    await expect(page.getByRole('list', { name: 'Photos from the job' }).getByRole('img')).toHaveCount(1);
  });

  test('a clash on the board is refused with the conflicting visit named', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const installer = await crewMember('Dolores Vega');
    const first = await jobToSchedule(request, browser, staff, NAMES[1]!);
    const second = await jobToSchedule(request, browser, staff, NAMES[2]!);
    const day = tomorrow();
    await logInRequest(request, staff.email, staff.password);
    const placed = await request.post('/admin/dispatch', {
      form: { intent: 'place', jobId: first.jobId, cell: `${installer.id}|${day}`, start: '08:00', end: '15:00', week: day },
      maxRedirects: 0,
    });
    expect(placed.status()).toBe(302);

    await signInAs(page, staff.email);
    await page.goto(`/admin/dispatch?week=${day}&job=${second.jobId}`);
    await page.getByLabel('Starts').fill('12:00');
    await page.getByLabel('Ends').fill('16:00');
    await page.locator(`[data-cell="${installer.id}|${day}"]`).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not scheduled' });
    await expect(alert).toContainText(`Not scheduled: Dolores Vega is already on the install visit for ${first.customerName} at 1200 Anastasia Ave, `);
    expect(queryE2eDatabase('select id from install_visits where job_id = ?', second.jobId)).toEqual([]);
    await expect(page.getByRole('list', { name: 'Jobs waiting to be scheduled' })).toContainText(second.customerName);
  });

  test('an installer’s account never opens the back office', async ({ page, request }) => {
    const installer = await crewMember('Anselmo Ruiz');
    await signInAs(page, installer.email);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/crew$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My visits');
    await logInRequest(request, installer.email, installer.password);
    for (const path of ['/api/admin/orders', '/api/admin/bookings']) expect((await request.get(path)).status(), path).toBe(403);
    const board = await request.get('/admin/dispatch', { maxRedirects: 0 });
    expect(board.status()).toBe(302);
    expect(board.headers().location).toBe('/crew');
  });
});
