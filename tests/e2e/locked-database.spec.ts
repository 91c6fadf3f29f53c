import { emailedLink, newCustomer } from './accounts-helpers';
import { lockE2eDatabase, queryE2eDatabase } from './database';
import { type Case, expectNoLeak, json, send } from './error-leaks';
import { expect, test } from './fixtures';
import { fillQuote } from './lead-forms-helpers';

// Holding the database's write lock stalls every other journey's writes, so this file runs on the
// second server, which no other journey uses (the own-server project in playwright.config.ts), one test at a time.
test.describe.configure({ mode: 'serial' });
test('when the database cannot be written, the answers say so without the database error', async ({ request }) => {
  test.setTimeout(90_000);
  const account = await newCustomer(request, 'locked');
  const link = await emailedLink(account.email, '/verify-email');
  /** The lock is held until the answer arrives: the server waits out its busy timeouts, then gives up. */
  async function whileLocked(request_: Case) {
    const unlock = lockE2eDatabase();
    try {
      return await send(request, request_);
    } finally {
      unlock();
    }
  }

  const verify = await whileLocked(['GET', `${link.pathname}${link.search}`]);
  expect(verify.status()).toBe(500);
  const page = await verify.text();
  expect(page).toContain('Something went wrong');
  // The page's data names the error only as production React Router sanitises it.
  expect(page).toContain('Unexpected Server Error');
  await expectNoLeak('a loader that failed', verify);

  const lead = await whileLocked([
    'POST',
    '/api/contact-messages',
    { headers: json, data: JSON.stringify({ name: 'Locked Out', email: 'locked@example.com', subject: 'other', message: 'Hello' }) },
  ]);
  expect(lead.status()).toBe(503);
  expect(await lead.json()).toEqual({ error: 'The submission could not be stored. Please try again.' });
  await expectNoLeak('the lead API', lead);
});

const QUOTE_ERROR = 'There was an error submitting your quote request. Please try again.';

test('the quote form keeps what was typed and shows the error message when the lead cannot be stored', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `locked.${Date.now()}@example.com`;
  await page.goto('/get-quote');
  await fillQuote(page, email);
  // Held until the message shows: a write batched with others waits out two busy timeouts (5 s each).
  const unlock = lockE2eDatabase();
  try {
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: QUOTE_ERROR })).toBeVisible({ timeout: 20_000 });
  } finally {
    unlock();
  }
  await expect(page.getByLabel('First name')).toHaveValue('Marisol');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Project description')).toHaveValue('Eight aluminium windows to replace with impact glass.');
  expect(queryE2eDatabase('select id from quote_requests where email = ?', email)).toEqual([]);
});
