import type { Page } from '@playwright/test';
import { OWNER, signInAs } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// The owner closes the office for today through the company profile's API (PATCH
// /api/admin/business, as the editor in Settings saves it): the change clears the page cache of
// every process at once (a live event), and everything that says whether the office is open says
// it is closed, why, and when it opens. Runs on the second server (the own-server project in
// playwright.config.ts): while today is closed, no other journey may look at the site.

const NOTE = { en: 'Closed for our team training day', es: 'Cerrado por capacitación del equipo' };

/** Today in the business's zone, 'YYYY-MM-DD'. */
function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

interface ProfileClosure {
  date: string;
  endDate?: string;
  note: { en: string; es: string };
}

async function closures(page: Page): Promise<ProfileClosure[]> {
  const response = await page.request.get('/api/admin/business');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { closures: ProfileClosure[] }).closures;
}

async function saveClosures(page: Page, list: ProfileClosure[]): Promise<void> {
  const response = await page.request.patch('/api/admin/business', {
    headers: { 'Content-Type': 'application/merge-patch+json' },
    data: JSON.stringify({ closures: list }),
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a closure for today makes the header, the contact page, the assistant and the confirmation email say the office is closed and when it opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The owner's session is a page of its own: the visitor's pages below stay signed out.
  const owner = await browser.newPage();
  await signInAs(owner, OWNER.email);
  const before = await closures(owner);
  await saveClosures(owner, [...before, { date: businessToday(), note: NOTE }]);

  // A visitor without cookies gets the home page from the page cache, which the change cleared.
  const visitor = await browser.newPage();
  const notice = visitor.getByRole('banner').locator('[data-closure-notice]');
  await visitor.goto('/');
  await expect(notice).toContainText(NOTE.en);
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
  await expect(notice).toContainText(/Abrimos .* a las? \d{1,2}:\d{2} [ap]\. m\./);
  await visitor.close();

  await page.goto('/contact');
  const hours = page.getByRole('region', { name: 'Business Hours' });
  await expect(hours).toContainText('Closed now');
  await expect(hours).toContainText(`${NOTE.en}. Opens at`);
  // The weekly hours are still the calendar's.
  await expect(hours).toContainText('Mon-Fri');
  await page.goto('/es/contact');
  await expect(page.locator('main')).toContainText('Cerrado ahora');
  await expect(page.locator('main')).toContainText(`${NOTE.es}. Abrimos`);

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
  // The lead's follow-up job queues its emails right after the answer.
  const customerEmail = () =>
    queryE2eDatabase<{ text_body: string }>("select text_body from outbox where ref_id = ? and kind = 'contact-message.customer'", message!.id);
  await expect.poll(() => customerEmail().length).toBe(1);
  const [customer] = customerEmail();
  expect(customer!.text_body).toMatch(
    new RegExp(`${NOTE.en}\\. We open \\w+day, \\w+ \\d{1,2} at \\d{1,2}:\\d{2} [AP]M \\(Eastern Time\\), and we will get back to you then\\.`),
  );

  // The closure removed: its notice goes from the cached pages (a holiday of today's would still show its own).
  await saveClosures(owner, before);
  await owner.close();
  const later = await browser.newPage();
  await later.goto('/');
  await expect(later.getByRole('banner')).not.toContainText(NOTE.en);
  await later.close();
});
