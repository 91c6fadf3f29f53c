// The back office's invoices (docs/payments.md): an order is made the way customers make them (a
// quote request, an estimate sent through the admin API, approved by the customer's form post,
// which issues its deposit invoice), then staff work on the screens: a check typed in dollars,
// the final invoice from the order's money panel, the customer's page reading Paid; a paid
// invoice that cannot be voided; the CSV export; the customer's invoice page in both languages
// (axe, a 390 px phone).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signInAs } from './accounts-helpers';
import { wcagViolations } from './axe';
import { estimateLink, quoteRequest, sendByApi, unique } from './estimates-helpers';

/**
 * Where the screens are photographed at each width, to be looked at (E2E_SCREENSHOTS=/tmp/shots):
 * never kept in the repository, and not taken otherwise, for a full-page screenshot costs the
 * browser more than the checks beside it.
 */
async function photograph(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** After a form post: the server records, queues the receipt and renders the page again, on a machine shared with other work. */
const afterPost = { timeout: 15_000 };

interface ListedInvoice {
  id: string;
  number: string;
  kind: string;
  status: string;
  totalCents: number;
  balanceCents: number;
}

/** A first name of letters only, unique to the run, so the order is found by its customer. */
const uniqueName = (prefix: string) =>
  `${prefix}${unique()
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)
    .slice(-6)}`;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A staff member signed in on `page`, an approved estimate's order and its deposit invoice. */
async function approvedOrder(page: Page, customer: APIRequestContext, firstName: string, language: 'en' | 'es' = 'en') {
  const staff = await createAccount('admin', 'invoices');
  await signInAs(page, staff.email);
  const lead = await quoteRequest(customer, firstName, language);
  const estimateId = await sendByApi(page.request, lead.id);
  const link = await estimateLink(lead.email);
  const opened = await customer.get(link);
  const documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(await opened.text())?.[1];
  const approved = await customer.post(link, {
    form: { intent: 'approve', option: '1', esignConsent: 'on', fullName: `${firstName} Ortega`, acceptTerms: 'on', documentHash: documentHash! },
  });
  expect(approved.status()).toBe(200);
  const { estimate } = (await (await page.request.get(`/api/admin/estimates/${estimateId}`)).json()) as { estimate: { orderId: string } };
  const listed = (await (await page.request.get(`/api/admin/invoices?orderId=${estimate.orderId}`)).json()) as { invoices: ListedInvoice[] };
  expect(listed.invoices).toHaveLength(1);
  expect(listed.invoices[0]).toMatchObject({ kind: 'deposit', status: 'open' });
  return { orderId: estimate.orderId, deposit: listed.invoices[0]!, name: `${firstName} Ortega` };
}

/** The page at a phone's and a desktop's width: no WCAG 2.2 AA violation, no sideways scroll (and a photograph when asked). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, `${name}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    expect(await wcagViolations(page), `${name} at ${width} px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

/** Pays an invoice in full by check through the admin API (for journeys about something else). */
async function paidByApi(page: Page, invoice: ListedInvoice) {
  const paid = await page.request.post(`/api/admin/invoices/${invoice.id}/payments`, { data: { amountCents: invoice.balanceCents, method: 'check' } });
  expect(paid.status(), await paid.text()).toBe(201);
}

test('staff record a check typed in dollars, bill the balance from the order’s money panel, and the customer’s page reads Paid', async ({
  page,
  playwright,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const firstName = uniqueName('Check');
  const { deposit, name } = await approvedOrder(page, customer, firstName);

  await page.goto(`/admin/invoices/${deposit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${deposit.number}` })).toBeVisible();
  const amount = page.getByLabel('Amount received ($)');
  // More than the balance is refused with a message, and what was typed stays.
  await amount.pressSequentially('99,999.99');
  await page.getByLabel('Reference').pressSequentially('1042');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`$99,999.99 is more than the balance of ${dollars(deposit.balanceCents)}. Record at most the balance.`)).toBeVisible(afterPost);
  await expect(amount).toHaveValue('99,999.99');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Reference')).toHaveValue('1042');
  await shoot(page, 'staff-invoice-refused');

  await amount.fill('');
  await amount.pressSequentially(dollars(deposit.balanceCents));
  await page.getByLabel('Method').selectOption('check');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment recorded' })).toBeVisible(afterPost);
  await expect(page.getByTestId('staff-invoice-status')).toHaveText('Paid');
  await expect(page.getByRole('cell', { name: /Check\s*Ref\. 1042/ })).toBeVisible();

  // The order's money panel on Orders bills the rest.
  await page.goto('/admin/orders');
  const panel = page.getByRole('group', { name: `Money of the order of ${name}` });
  await expect(panel.getByRole('link', { name: deposit.number })).toBeVisible();
  const balanceText = (await panel.getByTestId('order-balance').textContent())!;
  await shoot(page, 'orders-money-panel');
  await panel.getByRole('button', { name: /^Create final invoice/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invoice made and emailed to the customer.' })).toBeVisible(afterPost);
  await expect(page.getByTestId('staff-invoice-balance')).toHaveText(balanceText);
  const finalNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Invoice ', '');
  expect(finalNumber).toMatch(/^INV-\d{4}-\d{4}$/);

  await page.getByLabel('Amount received ($)').pressSequentially(balanceText);
  await page.getByLabel('Method').selectOption('zelle');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('staff-invoice-status')).toHaveText('Paid', afterPost);
  await shoot(page, 'staff-invoice-paid');
  const customerUrl = await page.getByRole('link', { name: /Customer’s page/ }).getAttribute('href');
  await page.goto('/admin/invoices');
  await shoot(page, 'invoices-list');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('collected-this-week')).toBeVisible();
  await shoot(page, 'dashboard');

  // The customer's own page, without a session.
  const homeowner = await (await browser.newContext()).newPage();
  await homeowner.goto(customerUrl!);
  await expect(homeowner.getByRole('heading', { level: 1, name: `Invoice ${finalNumber}` })).toBeVisible();
  await expect(homeowner.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(homeowner.getByTestId('invoice-balance')).toHaveText('$0.00');
  await homeowner.context().close();
  await customer.dispose();
});

test('a paid invoice cannot be voided: the screen offers no Void and a posted void is refused; an unpaid one is voided after the question', async ({
  page,
  playwright,
}) => {
  const customer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const { deposit, orderId } = await approvedOrder(page, customer, uniqueName('Void'));
  await paidByApi(page, deposit);

  await page.goto(`/admin/invoices/${deposit.id}?void=1`);
  await expect(page.getByTestId('staff-invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('void-refused')).toHaveText('Only an invoice nothing was paid on can be voided: refund its payments first.');
  await expect(page.getByRole('link', { name: 'Void invoice' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A page left open from before the payment still posts: the server refuses and nothing changes.
  const posted = await page.request.post(`/admin/invoices/${deposit.id}`, { form: { intent: 'void' }, maxRedirects: 0 });
  expect(posted.status()).toBe(409);
  expect(await posted.text()).toContain(`Invoice ${deposit.number} has payments: refund them before voiding it.`);
  const after = (await (await page.request.get(`/api/admin/invoices?orderId=${orderId}`)).json()) as { invoices: ListedInvoice[] };
  expect(after.invoices.find((invoice) => invoice.id === deposit.id)).toMatchObject({ status: 'paid' });

  // The final invoice, unpaid, is voided after the question.
  const created = await page.request.post(`/api/admin/orders/${orderId}/invoices`, { data: { kind: 'final' } });
  expect(created.status()).toBe(201);
  const { invoice } = (await created.json()) as { invoice: ListedInvoice };
  await page.goto(`/admin/invoices/${invoice.id}`);
  await page.getByRole('link', { name: 'Void invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Void invoice ${invoice.number}?` });
  await expect(dialog).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invoice voided' })).toBeVisible(afterPost);
  await expect(page.getByTestId('staff-invoice-status')).toHaveText('Void');
  await customer.dispose();
});

test('the CSV export has the view’s invoices in dollars, and the Invoices page lists them under their view', async ({ page, playwright }) => {
  const customer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const firstName = uniqueName('Csv');
  const { deposit, orderId } = await approvedOrder(page, customer, firstName);
  await paidByApi(page, deposit);

  const response = await page.request.get('/admin/invoices/export.csv?view=paid');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="invoices-paid-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = (await response.text()).trim().split('\r\n');
  expect(header).toBe('Number,Issued,Due,Kind,Status,Overdue,Customer,Email,Total,Paid,Balance,Order');
  const total = `${Math.floor(deposit.totalCents / 100)}.${String(deposit.totalCents % 100).padStart(2, '0')}`;
  const row = rows.find((line) => line.startsWith(`${deposit.number},`));
  expect(row).toMatch(
    new RegExp(`,deposit,paid,no,${firstName} Ortega,${firstName.toLowerCase()}\\.[a-z0-9]+@example\\.com,${total},${total},0\\.00,${orderId}$`),
  );
  expect(rows.every((line) => line.split(',')[4] === 'paid')).toBe(true);
  // Signed out, there is no export.
  expect((await customer.get('/admin/invoices/export.csv', { maxRedirects: 0 })).status()).toBe(302);

  await page.goto('/admin/invoices?view=paid');
  await expect(page.getByRole('link', { name: 'Paid', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: deposit.number })).toBeVisible();
  await page.goto('/admin/invoices?view=open');
  await expect(page.getByRole('link', { name: deposit.number })).toHaveCount(0);
  await customer.dispose();
});

for (const language of ['en', 'es'] as const) {
  test(`the customer’s invoice page ${language === 'es' ? '(/es) ' : ''}passes axe and fits a 390 px phone`, async ({ page, playwright, browser }) => {
    const customer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const { deposit } = await approvedOrder(page, customer, uniqueName(language === 'es' ? 'Rosa' : 'Phone'), language);
    await page.goto(`/admin/invoices/${deposit.id}`);
    const customerUrl = (await page.getByRole('link', { name: /Customer’s page/ }).getAttribute('href'))!;
    expect(new URL(customerUrl).pathname.startsWith(language === 'es' ? '/es/invoices/' : '/invoices/')).toBe(true);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const homeowner = await context.newPage();
      await homeowner.goto(customerUrl);
      await expect(homeowner.getByRole('heading', { level: 1, name: `${language === 'es' ? 'Factura' : 'Invoice'} ${deposit.number}` })).toBeVisible();
      expect(await wcagViolations(homeowner)).toEqual([]);
      expect(await homeowner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await photograph(homeowner, `invoice-${language}-${width}`);
      await context.close();
    }
    await customer.dispose();
  });
}
