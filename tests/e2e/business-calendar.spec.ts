import Database from 'better-sqlite3';
import { e2eDatabase, queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// The owner closes the office for today (there is no editing screen yet, so the closure is written
// into the calendar's table, as the editor's server function will): every process of the site
// sees it within CALENDAR_REFRESH_SECONDS (playwright.config.ts), and everything that says whether
// the office is open says it is closed, why, and when it opens. Runs in its own Playwright project
// after the other journeys: while today is closed, no other journey may look at the site.

const NOTE = { en: 'Closed for our team training day', es: 'Cerrado por capacitación del equipo' };
// Closures are read in order of their first day, then of their id (a time-ordered UUID for those
// the site adds): where one shares today with a holiday, this later id is the one that says why.
const ID = 'zz-e2e-closure-today';

/** Today in the business's zone, 'YYYY-MM-DD'. */
function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function writeE2eDatabase(sql: string, ...params: unknown[]): void {
  const db = new Database(e2eDatabase(), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

test.afterAll(() => {
  writeE2eDatabase('delete from closures where id = ?', ID);
});

test('a closure for today makes the header, the contact page, the assistant and the confirmation email say the office is closed and when it opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const today = businessToday();
  writeE2eDatabase(
    'insert into closures (id, starts_on, ends_on, note_en, note_es, holiday, created_at, created_by) values (?, ?, ?, ?, ?, null, ?, null)',
    ID,
    today,
    today,
    NOTE.en,
    NOTE.es,
    new Date().toISOString(),
  );

  // A visitor without cookies gets the home page from the page cache, which the change cleared.
  const visitor = await browser.newPage();
  const notice = visitor.getByRole('banner').locator('[data-closure-notice]');
  await expect(async () => {
    await visitor.goto('/');
    await expect(notice).toContainText(NOTE.en, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(notice).toContainText(/Opens at \d{1,2}:\d{2} [AP]M/);
  // On a phone the notice takes two lines of the home page's fixed header: the hero starts below it.
  await visitor.setViewportSize({ width: 390, height: 844 });
  const headerBottom = (await visitor.getByRole('banner').boundingBox())!;
  const eyebrow = (await visitor
    .getByRole('region', { name: /Window Care Built for South Florida/ })
    .getByText('Coral Gables, FL')
    .boundingBox())!;
  expect(eyebrow.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  await visitor.goto('/es');
  await expect(notice).toContainText(NOTE.es);
  await expect(notice).toContainText(/Abre .* a las \d{1,2}:\d{2} [ap]\. m\./);
  await visitor.close();

  await page.goto('/contact');
  const hours = page.getByRole('region', { name: 'Business Hours' });
  await expect(hours).toContainText('Closed now');
  await expect(hours).toContainText(`${NOTE.en}. Opens at`);
  // The weekly hours are still the calendar's.
  await expect(hours).toContainText('Mon-Fri');
  await page.goto('/es/contact');
  await expect(page.locator('main')).toContainText('Cerrado ahora');
  await expect(page.locator('main')).toContainText(`${NOTE.es}. Abre`);

  // The assistant, asked in the chat window.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
  await expect(dialog).toContainText(NOTE.en);
  const input = dialog.getByRole('textbox');
  await input.fill('Are you open now?');
  await input.press('Enter');
  await expect(dialog.getByRole('log', { name: 'Conversation' }).locator('[data-sender]').last()).toContainText(
    `We're closed right now (${NOTE.en.charAt(0).toLowerCase()}${NOTE.en.slice(1)}; opens at`,
    { timeout: 6000 },
  );
  await dialog.getByRole('button', { name: 'Close chat' }).click();

  // A message sent today: its confirmation on the page and in the email.
  const email = `closure.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Rosa Quintana');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').selectOption('service');
  await page.getByRole('textbox', { name: 'Message' }).fill('One of our sliding doors will not lock.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(`${NOTE.en}. We open`)).toBeVisible();
  const [message] = queryE2eDatabase<{ id: string }>('select id from contact_messages where email = ?', email);
  const [customer] = queryE2eDatabase<{ text_body: string }>(
    "select text_body from outbox where ref_id = ? and kind = 'contact-message.customer'",
    message!.id,
  );
  expect(customer!.text_body).toMatch(
    new RegExp(`${NOTE.en}\\. We open \\w+day, \\w+ \\d{1,2} at \\d{1,2}:\\d{2} [AP]M \\(Eastern Time\\), and we will get back to you then\\.`),
  );

  // The closure removed: its notice goes from the cached pages (a holiday of today's would still show its own).
  writeE2eDatabase('delete from closures where id = ?', ID);
  const later = await browser.newPage();
  await expect(async () => {
    await later.goto('/');
    await expect(later.getByRole('banner')).not.toContainText(NOTE.en, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await later.close();
});
