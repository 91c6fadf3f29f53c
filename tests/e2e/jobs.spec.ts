// The job after the signature (docs/jobs-and-crews.md): approving an estimate makes the order's
// job; staff record the permit and schedule the installation for a crew member on the job page;
// an overlapping visit is refused with the conflicting visit named; the customer's order page, in
// English and Spanish, follows along and shows the installation's day as the service date. On the
// job page, a visit is moved, re-timed, reassigned and cancelled (after a confirmation), the
// customer emailed each change.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { openLinks } from '~/features/mail/links.server';
import { createAccount, signInAs, storeAccount, uniqueEmail } from './accounts-helpers';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { unique } from './estimates-helpers';
import { approvedOrder } from './jobs-helpers';
import { expect, test } from './fixtures';

/** The "See your order" link of the approval email the customer was sent (/orders/… or /es/orders/…). */
async function orderLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const rows = queryE2eDatabase<{ text_body: string }>("select text_body from outbox where kind = 'estimate.approved.customer' and to_address = ?", email);
      link = rows.map(
        (row) => /https?:\/\/\S+?((?:\/es)?\/orders\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43})/.exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[1],
      )[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function typeInto(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await field.pressSequentially(value);
  await field.blur();
}

test('approving makes the job; staff record the permit and schedule the install; an overlap is refused by name; the customer sees the date in their language', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staffAccount = await createAccount('admin', 'jobs-staff');
  // A name of its own: every run adds an installer to the shared database.
  const crewName = `Rafa ${unique()}`;
  const installer = { email: uniqueEmail('jobs-crew'), password: 'rafa-installs-windows', role: 'crew' as const, name: crewName };
  await storeAccount(installer);
  const crewId = queryE2eDatabase<{ id: string }>('select id from user where email = ?', installer.email)[0]!.id;
  await signInAs(page, staffAccount.email);
  const staff = page.request;
  const customer = await playwrightRequest.newContext({ baseURL });

  const english = await approvedOrder(staff, customer, 'Marisol', 'en');
  const spanish = await approvedOrder(staff, customer, 'Lourdes', 'es');

  // The job is there, at Measure, on the staff page and in the API.
  const listed = (await (await staff.get(`/api/admin/jobs?orderId=${english.orderId}`)).json()) as { jobs: Array<{ id: string; stage: string }> };
  expect(listed.jobs).toEqual([expect.objectContaining({ stage: 'measure' })]);
  await page.goto(`/admin/orders/${english.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Marisol Ortega/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Measure$/ })).toHaveAttribute('aria-current', 'step');

  // The permit, typed as staff type it.
  await page.getByLabel('Municipality', { exact: true }).selectOption('Coral Gables');
  await typeInto(page, /^Permit number/, 'BD-27-0142');
  await page.getByLabel(/^Applied on/).fill('2027-03-01');
  await page.getByRole('button', { name: 'Save permit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Job records updated: permit municipality, permit number, permit applied on')).toBeVisible();

  // Forward is one click.
  await page.getByRole('button', { name: 'Move to Order product' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /^Order product$/ })).toHaveAttribute('aria-current', 'step');

  // The install: Tuesday, March 2, 2027, 8:00 AM to 3:00 PM, with the crew member.
  await page.getByLabel(/^Day/).fill('2027-03-02');
  await page.getByLabel(/^Starts/).fill('08:00');
  await page.getByLabel(/^Ends/).fill('15:00');
  await page.getByRole('checkbox', { name: crewName }).check();
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Install visit scheduled for Tuesday, March 2, 8:00 AM–3:00 PM.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: crewName })).toBeVisible();

  // The staff calendar shows it beside the estimate visits.
  await page.goto('/admin/calendar?date=2027-03-02&view=day');
  await expect(page.locator('[data-install-visit]').filter({ hasText: crewName })).toContainText('8:00 AM–3:00 PM · Install for Marisol Ortega');

  // The other customer's job, the same crew member in the same afternoon: refused, naming the visit.
  await page.goto(`/admin/orders/${spanish.orderId}`);
  await page.getByLabel(/^Day/).fill('2027-03-02');
  await page.getByLabel(/^Starts/).fill('13:00');
  await page.getByLabel(/^Ends/).fill('17:00');
  await page.getByRole('checkbox', { name: crewName }).check();
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  // The board's words for a clash, from the same place: who, on whose visit, where and when.
  const refusal = page.getByRole('alert').filter({ hasText: `Not scheduled: ${crewName} is already on the install visit for Marisol Ortega at ` });
  await expect(refusal).toContainText(', Tuesday, March 2, 8:00 AM–3:00 PM.');
  // What was typed is kept.
  await expect(page.getByLabel(/^Starts/)).toHaveValue('13:00');
  await expect(page.getByRole('checkbox', { name: crewName })).toBeChecked();
  // The API answers the same clash with 409 and the conflicting visit.
  const spanishJob = ((await (await staff.get(`/api/admin/jobs?orderId=${spanish.orderId}`)).json()) as { jobs: Array<{ id: string }> }).jobs[0]!;
  const clash = await staff.post(`/api/admin/jobs/${spanishJob.id}/visits`, {
    data: { start: '2027-03-02T14:00:00-05:00', end: '2027-03-02T16:00:00-05:00', crewIds: [crewId] },
  });
  expect(clash.status()).toBe(409);
  const englishJob = ((await (await staff.get(`/api/admin/jobs?orderId=${english.orderId}`)).json()) as { jobs: Array<{ visits: Array<{ id: string }> }> })
    .jobs[0]!;
  expect(await clash.json()).toMatchObject({ conflict: { kind: 'install', visitId: englishJob.visits[0]!.id, userId: crewId } });
  // The Spanish customer's install on the next morning, through the API.
  const booked = await staff.post(`/api/admin/jobs/${spanishJob.id}/visits`, {
    data: { start: '2027-03-03T08:00:00-05:00', end: '2027-03-03T12:00:00-05:00', crewIds: [crewId] },
  });
  expect(booked.status()).toBe(201);
  const permit = await staff.patch(`/api/admin/jobs/${spanishJob.id}`, { data: { permit: { municipality: 'City of Miami', appliedOn: '2027-02-20' } } });
  expect(permit.status()).toBe(200);

  // The customers follow along, each in their language, with the install's day as the service date.
  const customerPage = await page.context().browser()!.newPage();
  await customerPage.goto(await orderLink(english.email));
  await expect(customerPage.getByText('Permit applied for in Coral Gables on March 1, 2027.')).toBeVisible();
  await expect(customerPage.getByText('Installation scheduled for Tuesday, March 2, 8:00 AM–3:00 PM.')).toBeVisible();
  await expect(customerPage.getByText('Service date').locator('xpath=following-sibling::dd')).toHaveText('March 2, 2027');
  await customerPage.goto(await orderLink(spanish.email));
  await expect(customerPage.getByText('Permiso solicitado en City of Miami el 20 de febrero de 2027.')).toBeVisible();
  await expect(customerPage.getByText(/^Instalación programada para el miércoles, 3 de marzo, 8:00/)).toBeVisible();
  await expect(customerPage.getByText('Fecha del servicio').locator('xpath=following-sibling::dd')).toHaveText('3 de marzo de 2027');
  await customerPage.close();
  await customer.dispose();
});

test('staff move, re-time, reassign and cancel an install visit from the job page, the customer emailed each change', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const staffAccount = await createAccount('admin', 'jobs-visit-staff');
  const crew = async (first: string) => {
    const account = { email: uniqueEmail('jobs-visit-crew'), password: 'installs-windows-all-day', role: 'crew' as const, name: `${first} ${unique()}` };
    await storeAccount(account);
    return { name: account.name, id: queryE2eDatabase<{ id: string }>('select id from user where email = ?', account.email)[0]!.id };
  };
  const [rafa, yeni] = [await crew('Rafa'), await crew('Yeni')];
  await signInAs(page, staffAccount.email);
  const staff = page.request;
  const customer = await playwrightRequest.newContext({ baseURL });
  const order = await approvedOrder(staff, customer, 'Odalys', 'en');
  const other = await approvedOrder(staff, customer, 'Caridad', 'en');
  await customer.dispose();
  const jobOf = async (orderId: string) =>
    ((await (await staff.get(`/api/admin/jobs?orderId=${orderId}`)).json()) as { jobs: Array<{ id: string }> }).jobs[0]!.id;
  // Through the API: Odalys's visit on Thursday, April 8, 2027, 8:00 AM–12:00 PM with Rafa; Caridad's that afternoon with Yeni.
  const visit = await staff.post(`/api/admin/jobs/${await jobOf(order.orderId)}/visits`, {
    data: { start: '2027-04-08T08:00:00-04:00', end: '2027-04-08T12:00:00-04:00', crewIds: [rafa.id] },
  });
  expect(visit.status()).toBe(201);
  const busy = await staff.post(`/api/admin/jobs/${await jobOf(other.orderId)}/visits`, {
    data: { start: '2027-04-08T13:00:00-04:00', end: '2027-04-08T17:00:00-04:00', crewIds: [yeni.id] },
  });
  expect(busy.status()).toBe(201);

  await page.goto(`/admin/orders/${order.orderId}`);
  // The visit's change form, opened by keyboard.
  const summary = page.getByText('Change the visit of Thursday, April 8, 8:00 AM–12:00 PM', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Change the visit of Thursday, April 8, 8:00 AM–12:00 PM' });
  await expect(form.getByLabel(/^New day/)).toHaveValue('2027-04-08');
  await expect(form.getByLabel(/^Length in hours/)).toHaveValue('4');
  // Into Yeni's afternoon: refused in the board's words, what was typed kept.
  await form.getByLabel(/^New start/).fill('14:00');
  await form.getByLabel(/^Length in hours/).fill('2.5');
  await form.getByRole('checkbox', { name: yeni.name }).check();
  await form.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Not moved: ${yeni.name} is already on the install visit for Caridad Ortega at ` })).toContainText(
    ', Thursday, April 8, 1:00 PM–5:00 PM.',
  );
  await expect(page.getByRole('form', { name: /^Change the visit of/ }).getByLabel(/^Length in hours/)).toHaveValue('2.5');
  // The next morning, 9:00 for two and a half hours, Rafa and Yeni together.
  const again = page.getByRole('form', { name: /^Change the visit of/ });
  await again.getByLabel(/^New day/).fill('2027-04-09');
  await again.getByLabel(/^New start/).fill('09:00');
  await again.getByRole('button', { name: 'Save the change' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Install visit changed to Friday, April 9, 9:00 AM–11:30 AM. The customer is emailed the update.' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Friday, April 9, 9:00 AM–11:30 AM', exact: true })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: `${rafa.name}, ${yeni.name}`, exact: true }).or(page.getByRole('cell', { name: `${yeni.name}, ${rafa.name}`, exact: true })),
  ).toBeVisible();
  await expect
    .poll(() => queryE2eDatabase('select id from outbox where kind = ? and to_address = ?', 'install.moved', order.email).length, { timeout: 20_000 })
    .toBe(1);

  // Cancelling asks first; keeping it changes nothing, confirming frees the crew and tells the customer.
  await page.getByRole('link', { name: 'Cancel the visit of Friday, April 9, 9:00 AM–11:30 AM' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel the install visit of Friday, April 9, 9:00 AM–11:30 AM?' });
  await expect(question).toBeVisible();
  // As it is drawn before its script makes it modal: Escape closes it then too.
  await question.evaluate((dialog: HTMLDialogElement) => {
    dialog.close();
    dialog.show();
    dialog.focus();
  });
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.getByRole('link', { name: 'Cancel the visit of Friday, April 9, 9:00 AM–11:30 AM' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The install visit was cancelled' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
  await expect
    .poll(() => queryE2eDatabase('select id from outbox where kind = ? and to_address = ?', 'install.cancelled', order.email).length, { timeout: 20_000 })
    .toBe(1);
});
