// Paying a deposit, on a production server of its own whose Stripe is a stand-in this test starts
// (tests/support/stripe-stand-in.ts) and whose mail goes to an SMTP server it starts: staff send an
// estimate through the admin API, the customer approves it, the deposit invoice's email arrives
// with its link, the customer opens the invoice and pays on the stand-in's page, which sends the
// signed checkout.session.completed webhook; the invoice reads Paid and the receipt (with its PDF)
// arrives; staff then refund a dollar of it from the invoice's staff view, through the stand-in,
// whose charge.refunded event afterwards counts nothing twice. The webhook's refusals, replays and
// bank payments are app/features/payments/payments.server.test.ts.
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { attachments, bodyParts, type ReceivedMail, startSmtpServer, subjectOf, type TestSmtpServer } from '../support/smtp-server';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-stand-in';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { sessionCookie, storeAccount } from './accounts-helpers';
import { E2E_SESSION_SECRET } from './database';
import { quoteRequest, sendByApi } from './estimates-helpers';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dir = `data/e2e-payments-${run}`;
const database = `${dir}/app.db`;
const STAFF = { email: `pat.${run}@staff.test`, password: 'pat-password-payments', role: 'admin' as const, name: 'Pat Gomez' };
const WEBHOOK_SECRET = 'whsec_journey_payments';

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;
let smtp: TestSmtpServer;
let stripe: StripeStandIn;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  const port = await freePort();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  smtp = await startSmtpServer();
  stripe = await startStripeStandIn({ webhookUrl: () => `http://127.0.0.1:${port}/api/webhooks/stripe`, webhookSecret: WEBHOOK_SECRET });
  server = await startProductionServer({
    port,
    env: {
      DATABASE_URL: `file:./${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'office@payments.test',
      LEAD_RATE_LIMIT: '10000',
      JOBS_INTERVAL_MS: '100',
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      // The receipt is automated email: at any hour of the journey it leaves at once.
      CUSTOMER_QUIET_HOURS: 'off',
    },
  });
  await storeAccount(STAFF, database);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await stripe?.close();
  rmSync(dir, { recursive: true, force: true });
});

const often = { intervals: [100, 200], timeout: 30_000 };

function mailTo(email: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.to.includes(email));
}

test('approving an estimate emails the deposit invoice; paying it on Stripe marks it paid and sends the receipt with its PDF', async ({ page, playwright }) => {
  const url = new URL(server.url);
  const staff = await playwright.request.newContext({
    baseURL: server.url,
    storageState: {
      cookies: [
        { ...(await sessionCookie(STAFF.email, database)), domain: url.hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  });
  const customer = await playwright.request.newContext({ baseURL: server.url });
  const lead = await quoteRequest(customer, 'Lucia', 'en');
  const estimateId = await sendByApi(staff, lead.id);

  // The customer approves option A through the page's form post.
  let estimateLink: string | undefined;
  await expect
    .poll(
      () =>
        (estimateLink = mailTo(lead.email)
          .map((mail) => /https?:\/\/\S+?\/estimates\/[A-Za-z0-9_-]{43}/.exec(bodyParts(mail.raw).text ?? '')?.[0])
          .find(Boolean)),
      often,
    )
    .toBeTruthy();
  const opened = await customer.get(estimateLink!);
  const documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(await opened.text())?.[1];
  const approved = await customer.post(estimateLink!, {
    form: { intent: 'approve', option: '1', esignConsent: 'on', fullName: 'Lucia Ortega', acceptTerms: 'on', documentHash: documentHash! },
  });
  expect(approved.status()).toBe(200);
  const { estimate } = (await (await staff.get(`/api/admin/estimates/${estimateId}`)).json()) as { estimate: { orderId: string; totalCents?: number } };

  // The deposit invoice's email, with a working link to its page.
  let invoiceMail: ReceivedMail | undefined;
  await expect.poll(() => (invoiceMail = mailTo(lead.email).find((mail) => /^Invoice INV-\d{4}-\d{4} from /.test(subjectOf(mail.raw)))), often).toBeTruthy();
  const invoiceLink = /https?:\/\/\S+?\/invoices\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/.exec(bodyParts(invoiceMail!.raw).text ?? '')?.[0];
  expect(invoiceLink, 'the email links to the invoice').toBeTruthy();
  const listed = (await (await staff.get(`/api/admin/invoices?orderId=${estimate.orderId}`)).json()) as {
    invoices: Array<{ id: string; number: string; kind: string; status: string; totalCents: number; balanceCents: number }>;
  };
  expect(listed.invoices).toHaveLength(1);
  const [deposit] = listed.invoices;
  expect(deposit).toMatchObject({ kind: 'deposit', status: 'open' });

  // The customer opens the invoice, pays on Stripe's page (the stand-in's), and comes back.
  await page.goto(invoiceLink!);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${deposit!.number}` })).toBeVisible();
  await expect(page.getByText(/Florida licence/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$[\d,.]+ by card or bank$/ }).click();
  await expect(page.getByRole('heading', { name: /^Pay \$/ })).toBeVisible();
  const [session] = [...stripe.sessions.values()];
  expect(session).toMatchObject({
    mode: 'payment',
    invoiceId: deposit!.id,
    clientReferenceId: deposit!.id,
    amountTotal: deposit!.balanceCents,
    customerEmail: lead.email,
  });
  expect(session!.paymentMethodTypes.sort()).toEqual(['card', 'us_bank_account']);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/invoices\/[^?]+\?checkout=paid$/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');

  // The receipt, with the invoice's PDF; the staff see it paid.
  let receipt: ReceivedMail | undefined;
  await expect.poll(() => (receipt = mailTo(lead.email).find((mail) => subjectOf(mail.raw) === `Receipt for invoice ${deposit!.number}`)), often).toBeTruthy();
  expect([...attachments(receipt!.raw).keys()]).toContain(`${deposit!.number}.pdf`);
  const after = (await (await staff.get(`/api/admin/invoices?orderId=${estimate.orderId}`)).json()) as {
    invoices: Array<{ status: string; paidCents: number; payments: unknown[] }>;
  };
  expect(after.invoices[0]).toMatchObject({ status: 'paid', paidCents: deposit!.totalCents });
  expect(after.invoices[0]!.payments).toHaveLength(1);

  // Staff refund $1.00 of it from the invoice's staff view: the refund goes to Stripe (the
  // stand-in), and Stripe's charge.refunded event for it afterwards counts nothing twice.
  await page.context().addCookies([{ ...(await sessionCookie(STAFF.email, database)), url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(`${server.url}/admin/invoices/${deposit!.id}`);
  await page.getByLabel(/^Refund amount of the/).pressSequentially('1.00');
  await page.getByRole('button', { name: /^Refund through Stripe/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refund recorded.' })).toBeVisible();
  const [refund] = stripe.refunds;
  expect(refund).toMatchObject({ amount: 100, paymentIntent: `pi_${session!.id.slice(3)}` });
  const event = await stripe.sendEvent(stripe.chargeRefundedEvent(refund!.paymentIntent));
  expect(event.status).toBe(200);
  const refunded = (await (await staff.get(`/api/admin/invoices?orderId=${estimate.orderId}`)).json()) as {
    invoices: Array<{ status: string; paidCents: number; payments: Array<{ refundedCents: number }> }>;
  };
  expect(refunded.invoices[0]).toMatchObject({ status: 'open', paidCents: deposit!.totalCents - 100, payments: [{ refundedCents: 100 }] });
  await expect(page.getByTestId('staff-invoice-balance')).toHaveText('$1.00');
});
