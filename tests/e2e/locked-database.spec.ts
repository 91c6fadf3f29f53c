import { expect, test } from '@playwright/test';
import { emailedLink, newCustomer } from './accounts-helpers';
import { lockE2eDatabase } from './database';
import { type Case, expectNoLeak, json, send } from './error-leaks';

// Holding the database's write lock stalls every other journey's writes, so this file runs
// alone, after the others (playwright.config.ts).
test('when the database cannot be written, the answers say so without the database error', async ({ request }) => {
  test.setTimeout(90_000);
  const account = await newCustomer(request, 'locked');
  const link = await emailedLink(account.email, '/verify-email');
  /** The server waits out its busy timeout (5 s) behind the lock, then gives up on the write. */
  async function whileLocked(request_: Case) {
    const unlocked = lockE2eDatabase(7000);
    const response = await send(request, request_);
    await unlocked;
    return response;
  }

  const verify = await whileLocked(['GET', `${link.pathname}${link.search}`]);
  expect(verify.status()).toBe(500);
  const page = await verify.text();
  expect(page).toContain('Something went wrong');
  // The page's data names the error only as production React Router sanitises it.
  expect(page).toContain('Unexpected Server Error');
  await expectNoLeak('a loader that failed', verify);

  const lead = await whileLocked(['POST', '/api/contact-messages', { headers: json, data: JSON.stringify({ name: 'Locked Out', email: 'locked@example.com', subject: 'other', message: 'Hello' }) }]);
  expect(lead.status()).toBe(503);
  expect(await lead.json()).toEqual({ error: 'The submission could not be stored. Please try again.' });
  await expectNoLeak('the lead API', lead);
});
