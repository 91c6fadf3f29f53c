import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '#tests/support/stripe-stand-in';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { businessDay } from '~/features/calendar/business-dates';
import { createOrder } from '~/features/orders/orders.server';
import type { AppServices } from '~/lib/request-context';
import { createDepositInvoice } from '../hooks.server';
import { getInvoice, recordRefund } from '../invoices.server';
import { paymentContext } from '../payment-context.server';
import { refundPayment, stripeWebhook } from '../payment-handlers.server';
import { stripeClient } from '../stripe.server';
import { exportInvoicesCsv, handleNewInvoice, handleStaffInvoiceAction } from './invoice-office-handlers.server';
import { listInvoiceSummaries, moneyFigures, moneyOfOrders, monthTotals } from './invoice-office.server';

// The back office's invoice screens against both databases, and a refund through the Stripe
// stand-in (tests/support/stripe-stand-in.ts) followed by the charge.refunded event it makes.

const WEBHOOK_SECRET = 'whsec_test_office';
const staff = { userId: 'staff-office', email: 'office@payments.test' };

describe.each(testDialects())('the back office’s invoices on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stripe = await startStripeStandIn({ webhookUrl: () => 'http://127.0.0.1:9/unused', webhookSecret: WEBHOOK_SECRET });
    const base = createTestServices(database);
    services = createTestServices(database, {
      env: { ...base.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_SECRET_KEY: 'sk_test_office', STRIPE_API_URL: stripe.url },
    });
    await paymentContext(services);
  });
  afterAll(async () => {
    await stripe.close();
    await database.drop();
  });

  async function order(amountCents: number, customerName = 'Ana Pérez') {
    return services.transact((trx) =>
      createOrder(trx, {
        customerEmail: 'ana@office.test',
        customerName,
        language: 'en',
        service: 'Impact Windows',
        date: '2026-11-28',
        amountCents,
        lines: [{ description: 'Impact window', quantity: 1, unitPriceCents: amountCents }],
      }),
    );
  }

  async function deposit(orderId: string, totalCents: number, name = 'Ana Pérez') {
    return (await services.transact((trx) =>
      createDepositInvoice(
        trx,
        { estimateId: 'e', quoteRequestId: 'q', orderId, email: 'ana@office.test', name, language: 'en', totalCents },
        { publicUrl: 'https://gwc.example', secret: services.secret, dueDays: 7 },
        new Date(),
      ),
    ))!;
  }

  function signed(event: object): Request {
    const payload = JSON.stringify(event);
    return new Request('https://gwc.example/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }), 'content-type': 'application/json' },
      body: payload,
    });
  }

  function paidByCard(eventId: string, invoiceId: string, amount: number, intent: string) {
    return {
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${eventId}`,
          object: 'checkout.session',
          client_reference_id: invoiceId,
          metadata: { invoiceId },
          payment_status: 'paid',
          amount_total: amount,
          payment_intent: intent,
        },
      },
    };
  }

  function form(fields: Record<string, string>): Request {
    return new Request('https://gwc.example/admin/invoices/x', { method: 'POST', body: new URLSearchParams(fields) });
  }

  const today = () => businessDay(new Date());

  it('refunds a card payment through Stripe (POST /v1/refunds) and the charge.refunded event after it counts nothing twice', async () => {
    const { id } = await order(100_000);
    const invoice = await deposit(id, 100_000);
    await stripeWebhook(services, signed(paidByCard('evt_card_1', invoice.id, invoice.totalCents, 'pi_office_card')));
    const payment = (await getInvoice(database.db, invoice.id))!.payments[0]!;

    // A refund asked from the back office reaches the stand-in with the payment's intent and amount.
    const refunded = await refundPayment(services, payment.id, 3_000, staff);
    expect(refunded).toMatchObject({ ok: true, throughStripe: true, amountCents: 3_000, invoice: { status: 'open', paidCents: 7_000 } });
    const call = stripe.requests.find((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === 'pi_office_card');
    expect(call?.form.get('amount')).toBe('3000');
    expect(call?.authorization).toBe('Bearer sk_test_office');

    // Stripe's event for it comes after: recorded already, so nothing changes.
    const event = await stripeWebhook(services, signed(stripe.chargeRefundedEvent('pi_office_card')));
    expect(await event.json()).toMatchObject({ replayed: false, handled: true });
    const after = (await getInvoice(database.db, invoice.id))!;
    expect(after).toMatchObject({ paidCents: 7_000, payments: [{ refundedCents: 3_000 }] });
    const rows = await database.db.selectFrom('refunds').select(['amountCents', 'stripeRefundId']).where('paymentId', '=', payment.id).execute();
    expect(rows).toEqual([{ amountCents: 3_000, stripeRefundId: stripe.refunds.at(-1)!.id }]);

    // A refund whose event arrives before its answer is recorded: the event stores it by its id and
    // the answer's record then finds it, so it is counted once either way.
    const early = await stripeClient(services.env)!.refunds.create({ payment_intent: 'pi_office_card', amount: 2_000 });
    await stripeWebhook(services, signed(stripe.chargeRefundedEvent('pi_office_card')));
    expect(await services.transact((trx) => recordRefund(trx, payment.id, 2_000, staff, early.id))).toMatchObject({ ok: true });
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ paidCents: 5_000, payments: [{ refundedCents: 5_000 }] });
    expect(await database.db.selectFrom('refunds').select('id').where('paymentId', '=', payment.id).execute()).toHaveLength(2);
  });

  it('records a payment typed in dollars from the staff form; refuses zero, negative, not an amount and above the balance, keeping what was typed', async () => {
    const { id } = await order(200_000);
    const invoice = await deposit(id, 200_000);
    const cases: Array<[string, RegExp]> = [
      ['0', /more than \$0/],
      ['-25', /more than \$0/],
      ['twelve', /not an amount in dollars/],
      ['', /Enter the amount/],
      ['$200.01', /\$200\.01 is more than the balance of \$200\.00/],
    ];
    for (const [amount, message] of cases) {
      const reply = await handleStaffInvoiceAction(
        services,
        invoice.id,
        staff,
        form({ intent: 'payment', amount, method: 'check', reference: '1042', paidOn: today() }),
      );
      expect(reply).toMatchObject({ init: { status: 400 }, data: { intent: 'payment', fieldErrors: { amount: expect.stringMatching(message) } } });
      expect((reply as { data: { values: { amount: string; reference: string } } }).data.values).toEqual({
        amount,
        method: 'check',
        reference: '1042',
        paidOn: today(),
      });
    }
    const future = await handleStaffInvoiceAction(
      services,
      invoice.id,
      staff,
      form({ intent: 'payment', amount: '10', method: 'zelle', paidOn: '2999-01-01' }),
    );
    expect(future).toMatchObject({ data: { fieldErrors: { paidOn: 'The day it was paid cannot be after today.' } } });
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ paidCents: 0, payments: [] });

    const done = await handleStaffInvoiceAction(
      services,
      invoice.id,
      staff,
      form({ intent: 'payment', amount: '$150.5', method: 'check', reference: '1042', paidOn: today() }),
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get('location')).toBe(`/admin/invoices/${invoice.id}?done=payment`);
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({
      paidCents: 15_050,
      status: 'open',
      payments: [{ amountCents: 15_050, method: 'check', reference: '1042' }],
    });
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'actor'])
      .where('subjectId', '=', id)
      .where('action', '=', 'invoice.payment')
      .execute();
    expect(audit).toEqual([{ action: 'invoice.payment', actor: staff.userId }]);
  });

  it('voids an unpaid invoice and refuses to void a paid one; a final invoice asks for the rest of the order', async () => {
    const { id } = await order(50_000);
    const invoice = await deposit(id, 50_000);
    await handleStaffInvoiceAction(services, invoice.id, staff, form({ intent: 'payment', amount: '50.00', method: 'cash', paidOn: today() }));
    const refused = await handleStaffInvoiceAction(services, invoice.id, staff, form({ intent: 'void' }));
    expect(refused).toMatchObject({ init: { status: 409 }, data: { intent: 'void', message: expect.stringContaining('refund them before voiding it') } });
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ status: 'paid' });

    const created = await handleNewInvoice(services, id, staff, form({ kind: 'final' }));
    expect(created).toBeInstanceOf(Response);
    const money = (await moneyOfOrders(database.db, [{ id, amountCents: 50_000, status: 'pending' }]))[id]!;
    expect(money).toMatchObject({ paidCents: 5_000, balanceCents: 45_000 });
    const final = money.invoices.find((each) => each.kind === 'final')!;
    expect(final).toMatchObject({ totalCents: 45_000, status: 'open' });
    const voided = await handleStaffInvoiceAction(services, final.id, staff, form({ intent: 'void' }));
    expect((voided as Response).headers.get('location')).toBe(`/admin/invoices/${final.id}?done=void`);
    expect(await getInvoice(database.db, final.id)).toMatchObject({ status: 'void', balanceCents: 0 });

    const progress = await handleNewInvoice(services, id, staff, form({ kind: 'progress', description: '', amount: '-3' }));
    expect(progress).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { description: expect.any(String), amount: expect.stringMatching(/more than \$0/) } },
    });
  });

  it('exports a view as CSV in dollars, with a formula in a name made harmless; totals and the dashboard figure add up', async () => {
    const { id } = await order(80_000, '=HYPERLINK("http://evil.example")');
    const invoice = await deposit(id, 80_000, '=HYPERLINK("http://evil.example")');
    await handleStaffInvoiceAction(services, invoice.id, staff, form({ intent: 'payment', amount: '80', method: 'zelle', paidOn: today() }));
    const csv = await (await exportInvoicesCsv(services, new Request('https://gwc.example/admin/invoices/export.csv?view=paid'))).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('Number,Issued,Due,Kind,Status,Overdue,Customer,Email,Total,Paid,Balance,Order');
    const row = rows.find((line) => line.startsWith(invoice.number))!;
    expect(row).toContain(`,deposit,paid,no,"'=HYPERLINK(""http://evil.example"")",ana@office.test,80.00,80.00,0.00,${id}`);
    expect(rows.every((line) => line.includes(',paid,'))).toBe(true);

    const open = await listInvoiceSummaries(database.db, 'open');
    expect(open.every((each) => each.status === 'open')).toBe(true);
    const totals = await monthTotals(database.db);
    const figures = await moneyFigures(database.db);
    const outstanding =
      open.reduce((sum, each) => sum + each.balanceCents, 0) +
      (await listInvoiceSummaries(database.db, 'processing')).reduce((sum, each) => sum + each.balanceCents, 0);
    expect(totals.outstandingCents).toBe(outstanding);
    expect(figures.outstandingCents).toBe(outstanding);
    // Everything in this file is paid today: the $100 card deposit less its $50 of refunds, then $150.50, $50 and $80 by hand.
    expect(figures.collectedCents).toBe(10_000 - 5_000 + 15_050 + 5_000 + 8_000);
    expect(totals.collectedCents).toBe(figures.collectedCents);
  });
});
