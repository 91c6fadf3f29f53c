import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, signInAs, OWNER } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// The staff back office, as staff use it: leads arrive from the public site and the APIs, and are
// found, opened, updated, exported and restored from spam in the screens.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let staff: { email: string; password: string };

test.beforeAll(async () => {
  staff = await createAccount('admin', 'staff');
});

async function signInAsStaff(page: Page) {
  await signInAs(page, staff.email);
}

async function postJson(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function quote(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: `rosa.${unique()}@example.com`,
    phone: '305-555-0123',
    address: '120 Alhambra Circle',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: 'Two sliding doors stick.',
    ...overrides,
  };
}

/** A conversation with the assistant that ends with the visitor's contact details saved. */
async function chatbotContact(request: APIRequestContext, name: string, email: string): Promise<string> {
  // The request context keeps the chat's cookie, so the conversation the server made is this context's own.
  const chat = await request.post('/api/chat', { data: { message: 'Do you repair sliding doors?' } });
  expect(chat.ok(), await chat.text()).toBe(true);
  const { sessionId } = (await chat.json()) as { sessionId: string };
  const saved = await request.post('/api/chatbot-contacts', { data: { sessionId, name, email, phone: '(786) 555-0147' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return queryE2eDatabase<{ id: string }>('select id from chatbot_contacts where session_id = ?', sessionId)[0]!.id;
}

const listStatus = (page: Page) => page.getByRole('main').getByRole('status').first();

test.describe('back office journeys', () => {
  test('a quote request sent on the site is opened, updated and annotated; both persist and the timeline shows who did it', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const email = `marisol.${unique()}@example.com`;
    const visitor = await browser.newPage();
    await visitor.goto('/get-quote');
    await visitor.getByLabel('First name').fill('Marisol');
    await visitor.getByLabel('Last name').fill('Ortega');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Phone number').fill('(305) 555-0188');
    await visitor.getByLabel('Street address').fill('540 Biltmore Way');
    await visitor.getByLabel('City').fill('Coral Gables');
    await visitor.getByLabel('ZIP code').fill('33134');
    await visitor.getByLabel('Project type').selectOption('window-replacement');
    await visitor.getByLabel('Project description').fill('Eight aluminium windows.\nSecond floor included.');
    await visitor.getByLabel('Budget').selectOption('10000-20000');
    await visitor.getByLabel('How did you hear about us?').selectOption('friend');
    // Sent at once, as after a browser's autofill: speed alone never makes a lead suspected spam.
    await visitor.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you for your quote request!' })).toBeVisible();
    await visitor.close();
    const id = queryE2eDatabase<{ id: string; spam_reason: string | null }>('select id, spam_reason from quote_requests where email = ?', email)[0]!;
    expect(id.spam_reason).toBeNull();

    await signInAsStaff(page);
    await page.goto('/admin/quote-submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Submissions' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Marisol Ortega');
    await expect(row).toContainText('Window Replacement');
    await expect(row).toContainText('New');

    await row.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(`/admin/quote-submissions/${id.id}`);
    const dialog = page.getByRole('dialog', { name: 'Quote request from Marisol Ortega' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Quote request from Marisol Ortega' })).toBeFocused();
    for (const text of ['Customer information', 'Property address', 'Friend or neighbor', '540 Biltmore Way', '33134', '$10,000 - $20,000', 'Not specified']) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByText('Eight aluminium windows.')).toHaveCSS('white-space', 'pre-wrap');

    await dialog.getByLabel('Status', { exact: true }).selectOption('quoted');
    await dialog.getByLabel('Notes').fill('Measured on site.\nSend the quote by Friday.');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page).toHaveURL('/admin/quote-submissions');
    await expect(dialog).toBeHidden();
    await expect(listStatus(page)).toHaveText('Updated Marisol Ortega: Quoted.');
    await expect(row).toContainText('Quoted');

    await page.reload();
    await expect(row).toContainText('Quoted');
    // Its own URL opens it again, over the list.
    await page.goto(`/admin/quote-submissions/${id.id}`);
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('quoted');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Measured on site.\nSend the quote by Friday.');
    const timeline = dialog.getByRole('list').filter({ hasText: 'Received' });
    await expect(timeline).toContainText('Status changed from New to Quoted');
    await expect(timeline).toContainText('Notes updated');
    await expect(timeline).toContainText(staff.email);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/admin/quote-submissions');
    await expect(row.getByRole('link', { name: /View Details/ })).toBeFocused();

    const audit = queryE2eDatabase<{ action: string; actor_email: string }>(
      'select action, actor_email from audit_log where subject_id = ? order by created_at, id',
      id.id,
    );
    expect(audit).toEqual([
      { action: 'quote-request.status', actor_email: staff.email },
      { action: 'quote-request.notes', actor_email: staff.email },
    ]);
  });

  test('filters, search, sort and pages live in the URL and work without JavaScript', async ({ browser, request }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      ids.push(
        await postJson(request, '/api/contact-messages', {
          name: `Pager ${tag} ${i}`,
          email: `pager${i}.${tag}@example.com`,
          subject: 'service',
          message: `Message ${i}`,
        }),
      );
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsStaff(page);
    for (const id of ids.slice(0, 2)) {
      const patched = await page.request.patch(`/api/admin/contact-messages/${id}`, { data: { status: 'resolved' } });
      expect(patched.status()).toBe(200);
    }

    await page.goto('/admin/contact-submissions');
    await page.getByLabel('Search name, email or phone').fill(`pager ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?search=pager+${tag}`);
    await expect(page.getByText('Showing 1–50 of 52')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(51);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?search=pager+${tag}&page=2`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(2)).toContainText(`Pager ${tag} 0`);

    await page.getByLabel('Status', { exact: true }).selectOption('resolved');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?status=resolved&search=pager+${tag}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(1)).toContainText('Resolved');

    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Sort by date').selectOption('oldest');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?search=pager+${tag}&sort=oldest`);
    await expect(page.getByRole('row').nth(1)).toContainText(`Pager ${tag} 0`);

    // The lead's own URL shows its details without JavaScript too, and its form saves.
    await page
      .getByRole('row')
      .nth(3)
      .getByRole('link', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Contact submission from Pager ${tag} 2` });
    await expect(dialog).toContainText('Not provided');
    await dialog.getByLabel('Status', { exact: true }).selectOption('contacted');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(page).toHaveURL(`/admin/contact-submissions?search=pager+${tag}&sort=oldest`);
    await expect(page.getByRole('row').nth(3)).toContainText('Contacted');

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/admin/contact-submissions');
    await context.close();
  });

  test('chatbot contacts: filter buttons, status buttons that apply at once, notes and the conversation', async ({ page, request }) => {
    const tag = unique();
    const first = await chatbotContact(request, `Bot ${tag} One`, `one.${tag}@example.com`);
    await chatbotContact(request, `Bot ${tag} Two`, `two.${tag}@example.com`);
    await signInAsStaff(page);
    await page.goto(`/admin/chatbot-contacts?search=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    const row = page.getByRole('row').filter({ hasText: `Bot ${tag} One` });
    await expect(row).toContainText('(786) 555-0147');

    await row.getByRole('link', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: `Chatbot contact from Bot ${tag} One` });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Visitor' }).first()).toContainText('Do you repair sliding doors?');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Assistant' }).first()).toBeVisible();
    const contacted = dialog.getByRole('button', { name: 'Contacted' });
    // The follow-up section's own live region (the automated-email section beside it has another).
    const followUpStatus = dialog
      .locator('section')
      .filter({ has: page.getByRole('button', { name: 'Save Notes' }) })
      .getByRole('status');
    await contacted.click();
    await expect(contacted).toHaveAttribute('aria-pressed', 'true');
    await expect(followUpStatus).toHaveText('Status set to Contacted.');
    // The list behind the dialog updated in place; the dialog is still open on the same URL.
    await expect(row).toContainText('Contacted');
    await expect(page).toHaveURL(new RegExp(`/admin/chatbot-contacts/${first}`));
    await dialog.getByLabel('Notes').fill('Left a voicemail.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect(followUpStatus).toHaveText('Notes saved.');
    await expect(dialog).toContainText('Status changed from New to Contacted');
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(queryE2eDatabase('select status, notes from chatbot_contacts where id = ?', first)).toEqual([{ status: 'contacted', notes: 'Left a voicemail.' }]);

    const filter = async (name: string) => {
      await page.getByRole('group', { name: 'Status' }).getByRole('button', { name }).click();
      await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    };
    await filter('Contacted');
    await expect(page).toHaveURL(`/admin/chatbot-contacts?status=contacted&search=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(`Bot ${tag} One`);
    await filter('New');
    await expect(page.getByRole('row').nth(1)).toContainText(`Bot ${tag} Two`);
    await filter('Resolved');
    await expect(page.getByText('No contacts found.')).toBeVisible();
    await filter('All');
    await expect(page.getByRole('row')).toHaveCount(3);
  });

  test('lead text is shown as text, never run as markup', async ({ page, request }) => {
    const tag = unique();
    const name = `<img src=x onerror="window.__pwned=1"> ${tag}`;
    await postJson(request, '/api/contact-messages', {
      name,
      email: `xss.${tag}@example.com`,
      subject: 'other',
      message: '<script>window.__pwned=2</script>\n<b>bold?</b>',
    });
    await signInAsStaff(page);
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Contact submission from ${name}` });
    await expect(dialog).toContainText('<script>window.__pwned=2</script>');
    await expect(dialog.locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('each list says so when nothing matches', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin/quote-submissions?search=nothing-matches-this');
    await expect(page.getByText('No submissions found')).toBeVisible();
    await page.goto('/admin/contact-submissions?search=nothing-matches-this');
    await expect(page.getByText('No submissions found')).toBeVisible();
    await page.goto('/admin/chatbot-contacts?search=nothing-matches-this');
    await expect(page.getByText('No contacts found.')).toBeVisible();
  });

  test('a record that no longer exists shows as not found inside the back office, with its menu and the way back', async ({ page }) => {
    await signInAsStaff(page);
    for (const path of ['/admin/invoices/no-such-invoice', '/admin/orders/no-such-order']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Nothing is at this address');
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the CSV export holds the filtered leads, one row each, with formulas defused and quotes doubled', async ({ page, request }) => {
    const tag = unique();
    await postJson(
      request,
      '/api/quote-requests',
      quote({
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: '@Ortega',
        email: `csv.${tag}@example.com`,
        phone: '+1 305 555 0100',
        projectDescription: 'Line one, with a comma\n"Quoted" line two',
      }),
    );
    await postJson(request, '/api/quote-requests', quote({ firstName: 'Plain', email: `csv2.${tag}@example.com` }));
    await signInAsStaff(page);
    await page.goto(`/admin/quote-submissions?search=csv+${tag}&sort=oldest`);
    await expect(page.getByRole('row')).toHaveCount(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^quote-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(
      text.startsWith(
        '\uFEFFReceived (New York time),Status,First response (New York time),Minutes to first response,First name,Last name,Email,Phone,Language,',
      ),
    ).toBe(true);
    // Rows end with CRLF; the line break inside the description is a bare LF, inside quotes.
    const records = text.slice(1).split('\r\n').filter(Boolean);
    expect(records).toHaveLength(3);
    const row = records[1]!;
    expect(row).toContain(`,New,,,"'=HYPERLINK(""http://evil.example"",""Click"")",'@Ortega,csv.${tag}@example.com,'+1 305 555 0100,`);
    expect(row).toContain('"Line one, with a comma\n""Quoted"" line two"');
    expect(row).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM),New,/);
    expect(records[2]).toContain(',Plain,Delgado,');
  });

  test('a lead flagged as spam is restored to the inbox, recorded, and staff are notified', async ({ page, request }) => {
    const tag = unique();
    const id = await postJson(request, '/api/contact-messages', {
      name: `Spammy ${tag}`,
      email: `spam.${tag}@example.com`,
      subject: 'other',
      message: 'Hello',
      website: 'http://spam.example',
    });
    expect(queryE2eDatabase('select kind from outbox where ref_id = ?', id)).toEqual([]);
    await signInAsStaff(page);
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await expect(page.getByText('No submissions found')).toBeVisible();
    await page.getByRole('link', { name: /Suspected spam/ }).click();
    await expect(page).toHaveURL('/admin/contact-submissions?view=spam');
    await page.getByLabel('Search name, email or phone').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: `Spammy ${tag}` });
    await expect(row).toContainText('Hidden form field filled in');
    await row.getByRole('link', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: `Contact submission from Spammy ${tag}` });
    await dialog.getByRole('button', { name: 'Restore to inbox and notify staff' }).click();
    await expect(dialog.getByText('Suspected spam:')).toBeHidden();
    await expect(dialog).toContainText('Restored from suspected spam (Hidden form field filled in); staff were notified');
    expect(queryE2eDatabase('select kind, to_address from outbox where ref_id = ?', id)).toEqual([
      { kind: 'contact-message.staff', to_address: 'office@gableswindowcare.test' },
    ]);
    await page.goto(`/admin/contact-submissions?search=${tag}`);
    await expect(page.getByRole('row').filter({ hasText: `Spammy ${tag}` })).toContainText('New');
  });

  test('a superAdmin assigns the admin role by email; the new admin reaches the dashboard but not settings', async ({ page, browser }) => {
    const person = await createAccount('user', 'promoted');
    await signInAs(page, OWNER.email);
    await page.goto('/admin/settings');
    const connections = page.getByRole('region', { name: 'Connections' });
    await expect(connections.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Off');
    await expect(connections.getByRole('listitem').filter({ hasText: 'Virtual assistant' })).toContainText('On');
    const field = page.getByLabel('Assign the admin role by email');
    const assign = page.getByRole('button', { name: 'Assign Admin Role' });
    await assign.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter an email address' })).toBeVisible();
    await field.fill('nobody.here@example.com');
    await assign.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error assigning admin role: No account uses the email nobody.here@example.com' })).toBeVisible();
    await field.fill(person.email);
    await assign.click();
    await expect(page.getByRole('status').filter({ hasText: `Successfully assigned admin role to ${person.email}` })).toBeVisible();
    const users = page.getByRole('table', { name: /Accounts/ });
    await expect(users.getByRole('row').filter({ hasText: person.email })).toContainText('Admin');

    const other = await browser.newContext();
    const promoted = await other.newPage();
    await signInAs(promoted, person.email);
    await promoted.goto('/admin/dashboard');
    await expect(promoted.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(promoted.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await promoted.goto('/admin/settings');
    await expect(promoted).toHaveURL('/dashboard');

    await users
      .getByRole('row')
      .filter({ hasText: person.email })
      .getByRole('button', { name: /Remove admin role/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `Removed the admin role from ${person.email}` })).toBeVisible();
    await promoted.goto('/admin/dashboard');
    await expect(promoted).toHaveURL('/dashboard');
    await other.close();
  });

  test('the dashboard shows the six counts, activity, the weekly chart and its table', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin/dashboard');
    // This server writes its emails to files (no SMTP_URL): every staff member is told.
    await expect(page.getByRole('region', { name: 'Email is not set up' })).toContainText('SMTP_URL is not set');
    for (const name of ['Quote Requests', 'Contact Submissions', 'Chatbot Inquiries']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText(/\d new (quote request|contact submission|chatbot inquiry)\S* to review$|^No new activity to display$/).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leads per week, last 12 weeks, suspected spam left out' }).getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('table', { name: 'How quote requesters heard about us, all time' })).toBeAttached();
    await expect(page.getByRole('link', { name: /^[\d,]+ quote requests in all$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^[\d,]+ new quote requests$/ })).toBeVisible();
  });
});

function firstLeadPath(screen: string, table: string) {
  const id = queryE2eDatabase<{ id: string }>(`select id from ${table} order by created_at desc limit 1`)[0]?.id;
  return id ? `/admin/${screen}/${id}` : `/admin/${screen}`;
}

const axePages: [string, () => string][] = [
  ['dashboard', () => '/admin/dashboard'],
  ['quote submissions', () => '/admin/quote-submissions'],
  ['the spam view', () => '/admin/quote-submissions?view=spam'],
  ['contact submissions', () => '/admin/contact-submissions'],
  ['chatbot contacts', () => '/admin/chatbot-contacts'],
  ['settings', () => '/admin/settings'],
  ['a quote request dialog', () => firstLeadPath('quote-submissions', 'quote_requests')],
  ['a chatbot contact dialog', () => firstLeadPath('chatbot-contacts', 'chatbot_contacts')],
  ['a lead that does not exist', () => '/admin/contact-submissions/no-such-lead'],
];

test.describe('back office axe', () => {
  test.beforeAll(async ({ request }) => {
    await postJson(request, '/api/quote-requests', quote());
    await chatbotContact(request, 'Axe Visitor', `axe.${unique()}@example.com`);
  });

  // Each page is loaded once, on a 390 px phone, checked, then widened to 1280 px and checked
  // again (as the public-page sweep does), rather than loaded and signed in to once per width.
  test.use({ viewport: { width: 390, height: 900 } });
  for (const [label, path] of axePages) {
    test(`${label} has no WCAG 2.2 AA violations at 390 and 1280 px`, async ({ page }) => {
      await signInAs(page, OWNER.email);
      await page.goto(path());
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await wcagViolations(page)).map((violation) => `at ${width} px: ${violation}`)).toEqual([]);
      }
    });
  }
});
