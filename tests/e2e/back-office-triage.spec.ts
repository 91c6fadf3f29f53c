import { randomUUID } from 'node:crypto';
import { DEMO_CUSTOMER, signInAs, OWNER } from './accounts-helpers';
import { expect, test } from './fixtures';

// Triage first thing in the morning: when each lead came in, where a stale page link lands, and
// what the back office says about the one account that must stay a superAdmin.

test('staff who sign in land on the back office, customers on their dashboard', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  // Signed in already, /login leads there too.
  await page.goto('/login');
  await expect(page).toHaveURL('/admin/dashboard');

  const customer = await (await browser.newContext()).newPage();
  await customer.goto('/login');
  await customer.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await customer.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await customer.getByRole('button', { name: 'Log In' }).click();
  await expect(customer).toHaveURL('/dashboard');
  await customer.context().close();
});

test.describe('back-office triage', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, OWNER.email);
  });

  test('a list shows when each lead arrived, and a page past the end shows the last page', async ({ page }) => {
    const tag = `triage${randomUUID().slice(0, 8)}`;
    const sent = await page.request.post('/api/contact-messages', {
      data: { name: `Night Owl ${tag}`, email: `${tag}@example.com`, subject: 'service', message: 'Sent after hours' },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`/admin/contact-submissions?search=${tag}&page=7`);
    await expect(page).toHaveURL(`/admin/contact-submissions?search=${tag}`);
    const row = page.getByRole('row').filter({ hasText: `Night Owl ${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\d{1,2}:\d{2} [AP]M$/);
    await expect(page.getByText('No submissions found')).toHaveCount(0);
  });

  test('Save and next opens the next lead of the same list, then returns to the list after the last', async ({ page }) => {
    const tag = `next${randomUUID().slice(0, 8)}`;
    for (const name of ['Earlier', 'Later']) {
      const sent = await page.request.post('/api/contact-messages', {
        data: { name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com`, subject: 'service', message: 'Please call' },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await page
      .getByRole('row')
      .filter({ hasText: `Later ${tag}` })
      .getByRole('link', { name: /View Details/ })
      .click();
    let dialog = page.getByRole('dialog', { name: `Contact submission from Later ${tag}` });
    await dialog.getByLabel('Status', { exact: true }).selectOption('contacted');
    await dialog.getByRole('button', { name: 'Save and next' }).click();

    dialog = page.getByRole('dialog', { name: `Contact submission from Earlier ${tag}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/contact-submissions/[\\w-]+\\?search=${tag}$`));
    await expect(page.getByRole('status').filter({ hasText: `Updated Later ${tag}: Contacted. Showing the next lead.` })).toBeAttached();
    await expect(page.getByRole('row').filter({ hasText: `Later ${tag}` })).toContainText('Contacted');

    await dialog.getByLabel('Notes').fill('Left a voicemail');
    await dialog.getByRole('button', { name: 'Save and next' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?search=${tag}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Updated Earlier ${tag}: New. That was the last lead in this list.` })).toBeAttached();
  });

  test('a superAdmin sets the lead alert time; a value that is not a number of minutes is refused and kept as typed; a lead arriving meanwhile leaves the answers on screen', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/settings');
    const field = page.getByLabel('Escalate a lead still new after (minutes of office hours)');
    await expect(field).toHaveValue('15');
    const save = page.getByRole('button', { name: 'Save Lead Alerts' });
    await field.fill('0');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The alert time must be at least 0.1 minutes' })).toBeVisible();
    await expect(field).toHaveValue('0');
    await field.fill('7.5');
    await save.click();
    const saved = page.getByRole('status').filter({ hasText: 'Lead alerts saved' });
    await expect(saved).toBeVisible();
    // A lead comes in: the screen's data is reloaded and the arrival announced; the answer stays.
    const name = `Alert ${randomUUID().slice(0, 8)}`;
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/settings.data');
    const sent = await request.post('/api/contact-messages', {
      data: { name, email: 'alerts@example.com', subject: 'service', message: 'Two windows stick.' },
    });
    expect(sent.status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: `New contact submission from ${name}.` })).toBeAttached();
    await reloaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(saved).toBeVisible();
    await expect(field).toHaveValue('7.5');
    await page.reload();
    await expect(field).toHaveValue('7.5');
    // Back to the default, so no other journey's lead is escalated early.
    await field.fill('15');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Lead alerts saved' })).toBeVisible();
  });

  test("the last superAdmin's remove button is disabled and says why", async ({ page }) => {
    await page.goto('/admin/settings');
    const row = page
      .getByRole('table', { name: /Accounts/ })
      .getByRole('row')
      .filter({ hasText: OWNER.email });
    const button = row.getByRole('button', { name: /Remove admin role/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('The last superAdmin keeps the role.');
  });

  test('on a phone the back-office menu names the current section and opens to every section, each in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/admin/chatbot-contacts');
    const menu = page.getByRole('navigation', { name: 'Back office' });
    const opener = menu.locator('summary');
    await expect(opener).toHaveText(/Menu\s*· Chatbot Contacts/);
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeHidden();
    await opener.click();
    for (const section of [
      'Dashboard',
      'Quote Submissions',
      'Contact Submissions',
      'Chatbot Contacts',
      'Live chat',
      'Orders',
      'Alerts',
      'Photos',
      'Settings',
    ]) {
      await expect(menu.getByRole('link', { name: section, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(menu.getByRole('link', { name: 'Chatbot Contacts' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(opener).toHaveText(/Menu\s*· Orders/);
    await expect(menu.getByRole('link', { name: 'Alerts', exact: true })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('speed to lead', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, OWNER.email);
  });

  test('a lead says it is not answered until staff act on it, then how long it waited; the dashboard sums up the weeks', async ({ page }) => {
    const tag = `speed${randomUUID().slice(0, 8)}`;
    const sent = await page.request.post('/api/contact-messages', {
      data: { name: `Prompt ${tag}`, email: `${tag}@example.com`, subject: 'service', message: 'Please call me about a stuck slider' },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await page
      .getByRole('row')
      .filter({ hasText: `Prompt ${tag}` })
      .getByRole('link', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Contact submission from Prompt ${tag}` });
    await expect(dialog.getByText('Not answered yet')).toBeVisible();
    await dialog.getByLabel('Status', { exact: true }).selectOption('contacted');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    // The dialog closes once saved (SPEC section 4) and the list says so; opened again, the lead says how long it waited.
    await expect(page.getByRole('status').filter({ hasText: `Updated Prompt ${tag}: Contacted.` })).toBeAttached();
    await page.goto(`/admin/contact-submissions/${(await sent.json()).id}?search=${tag}`);
    await expect(page.getByRole('dialog').getByText(/^Answered in \d+ min$/)).toBeVisible();

    const csv = await page.request.get(`/admin/contact-submissions/export.csv?search=${tag}`);
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('First response (New York time),Minutes to first response');
    expect(row).toMatch(/,Contacted,\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M,\d+,/);

    await page.goto('/admin/dashboard');
    const weeks = page.getByRole('table', { name: /Time to first response, week by week over the last 12 weeks/ });
    await expect(weeks.getByRole('row')).toHaveCount(13);
    await expect(weeks.getByRole('columnheader')).toHaveText(['Week of', 'Leads', 'Answered', 'Median wait', 'Within 5 min', 'Within 1 hour']);
    await expect(page.getByRole('region', { name: 'Arrived after hours' })).toContainText(/From .+ to .+:/);
    await expect(page.getByRole('region', { name: 'Oldest unanswered leads' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/admin\/(quote-submissions|contact-submissions|chatbot-contacts)\/.+/,
    );
    // On a phone the weekly table scrolls inside its panel; the page itself never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the chatbot list has a suspected-spam view like the other lists', async ({ page }) => {
    await page.goto('/admin/chatbot-contacts');
    await page.getByRole('link', { name: /Suspected spam/ }).click();
    await expect(page).toHaveURL('/admin/chatbot-contacts?view=spam');
    await expect(page.getByRole('heading', { name: 'Chatbot Contacts' })).toBeVisible();
  });
});
