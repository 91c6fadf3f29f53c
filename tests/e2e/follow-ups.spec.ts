import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { createAccount, signInAs } from './accounts-helpers';
import { E2E_DATABASE } from './database';
import { quoteRequest } from './estimates-helpers';
import { expect, test } from './fixtures';

// What staff see of the follow-through (docs/follow-ups.md). Sending and stopping the emails is
// proved with the job runner and a local SMTP server in app/features/followups/*.test.ts; here,
// the screens: an estimate's scheduled follow-ups with Cancel, an order completed through the
// orders API with its review request and reminder, and the dashboard's figures.

/** An order made out to the request's customer from its estimate, as an approval makes one (the approval itself is the estimate journeys'). */
function orderFor(estimateId: string, quoteId: string, email: string): string {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    const id = randomUUID();
    const at = new Date().toISOString();
    db.prepare(
      `insert into orders (id, user_id, service, date, status, amount_cents, description, created_at, updated_at, customer_email, customer_name, quote_request_id, estimate_id, language)
       values (?, null, 'Window Replacement', ?, 'in-progress', 120000, 'Option A', ?, ?, ?, 'Yolanda Ortega', ?, ?, 'en')`,
    ).run(id, at.slice(0, 10), at, at, email, quoteId, estimateId);
    return id;
  } finally {
    db.close();
  }
}

test('staff see an estimate’s follow-ups and cancel one, an order’s review request once completed through the API, and the week’s figures', async ({
  page,
}) => {
  const staff = await createAccount('admin', 'follow-ups');
  await signInAs(page, staff.email);
  const quote = await quoteRequest(page.request, 'Yolanda');
  const created = await page.request.post(`/api/admin/quote-requests/${quote.id}/estimates`, {
    data: {
      message: 'As discussed on site.',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      options: [{ title: 'Reseal', lines: [{ priceItem: 'weatherproofing:seal', quantity: 6 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { estimate } = (await created.json()) as { estimate: { id: string } };
  expect((await page.request.post(`/api/admin/estimates/${estimate.id}/send`)).status()).toBe(200);

  await page.goto(`/admin/estimates/${estimate.id}`);
  const followUps = page.getByRole('region', { name: 'Follow-ups' });
  await expect(followUps.getByText(/^Scheduled for /)).toHaveCount(3);
  await followUps.getByRole('button', { name: 'Cancel: Follow-up 1 to Yolanda Ortega' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled: that email will not be sent.' })).toBeVisible();
  await expect(followUps.getByText(`Cancelled by ${staff.email}`)).toBeVisible();
  await expect(followUps.getByText(/^Scheduled for /)).toHaveCount(2);

  const orderId = orderFor(estimate.id, quote.id, quote.email);
  const completed = await page.request.patch(`/api/admin/orders/${orderId}`, { data: { status: 'completed' } });
  expect(completed.status(), await completed.text()).toBe(200);
  expect(((await completed.json()) as { order: { status: string } }).order.status).toBe('completed');
  await page.goto('/admin/orders?status=completed');
  const row = page.getByRole('row').filter({ hasText: quote.email });
  await expect(row.getByText('Review request to Yolanda Ortega')).toBeVisible();
  await expect(row.getByText('Review reminder to Yolanda Ortega')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel: Review reminder to Yolanda Ortega' })).toBeVisible();

  await page.goto('/admin/dashboard');
  const figures = page.getByRole('region', { name: 'Follow-through per week' });
  await expect(figures.getByRole('columnheader', { name: 'Review requests clicked' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calls to make' })).toBeVisible();
});
