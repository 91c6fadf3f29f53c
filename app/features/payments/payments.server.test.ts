import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { attachments, startSmtpServer, subjectOf, type TestSmtpServer } from '#tests/support/smtp-server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { automatedMailChecks } from '~/features/followups/jobs.server';
import { sendEmailJob } from '~/features/mail/jobs.server';
import { createSmtpTransport, defaultMailFrom } from '~/features/mail/transport.server';
import { createOrder, getOrder } from '~/features/orders/orders.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import type { AppServices } from '~/lib/request-context';
import { createDepositInvoice, depositCents } from './hooks.server';
import { readInvoiceLink, signInvoiceLink } from './invoice-links.server';
import { createInvoice, createStaffInvoice, getInvoice, recordPayment, recordRefund, voidInvoice } from './invoices.server';
import { paymentJobs } from './jobs.server';
import { paymentContext } from './payment-context.server';
import { stripeWebhook } from './payment-handlers.server';

const WEBHOOK_SECRET = 'whsec_test_payments';
const staff = { userId: 'staff-1', email: 'staff@payments.test' };
const silent = pino({ level: 'silent' });

describe.each(testDialects())('invoices and payments on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const env = parseEnv({
      DATABASE_URL: database.url,
      STAFF_NOTIFY_EMAIL: 'office@example.com',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // The receipt is automated email: at any hour of the test it leaves at once.
      CUSTOMER_QUIET_HOURS: 'off',
    });
    services = createTestServices(database, { env });
    smtp = await startSmtpServer();
    // The profile is written on its first read, as a server's start does.
    await paymentContext(services);
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  /** Runs the payments' jobs (the receipts) due now, then the emails they queued, through the SMTP stand-in. */
  async function runReceiptsAndMail() {
    const runner = (definitions: Parameters<typeof createJobRunner>[0]['definitions']) =>
      createJobRunner({ db: database.db, definitions, logger: silent, intervalMs: 60_000, leaseMs: 60_000 });
    const receipts = runner(paymentJobs(services, silent));
    const mail = runner([
      sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), services.secret, { suppress: automatedMailChecks(services) }),
    ]);
    const ran = await receipts.drainOnce();
    while ((await mail.drainOnce()) > 0);
    await Promise.all([receipts.stop(), mail.stop()]);
    return ran;
  }

  async function order(amountCents = 500_000) {
    return services.transact((trx) =>
      createOrder(trx, {
        customerEmail: 'ana@payments.test',
        customerName: 'Ana Pérez',
        language: 'es',
        service: 'Impact Windows',
        date: '2026-11-28',
        amountCents,
        lines: [{ description: 'Impact window', quantity: 1, unitPriceCents: amountCents }],
      }),
    );
  }

  async function deposit(orderId: string, totalCents: number) {
    return services.transact((trx) =>
      createDepositInvoice(
        trx,
        { estimateId: 'e', quoteRequestId: 'q', orderId, email: 'ana@payments.test', name: 'Ana Pérez', language: 'es', totalCents },
        { publicUrl: 'https://gwc.example', secret: services.secret, dueDays: 7 },
        new Date(),
      ),
    );
  }

  function signed(event: object, secret = WEBHOOK_SECRET): Request {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return new Request('https://gwc.example/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    });
  }

  function completed(id: string, invoiceId: string, amount: number, paymentStatus = 'paid', intent = `pi_${id}`) {
    return {
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${id}`,
          object: 'checkout.session',
          client_reference_id: invoiceId,
          metadata: { invoiceId },
          payment_status: paymentStatus,
          amount_total: amount,
          payment_intent: intent,
        },
      },
    };
  }

  it('numbers 20 invoices made at once INV-<year>-0001 to 0020, without a gap or a duplicate', async () => {
    const { id } = await order();
    const now = new Date('2031-03-01T15:00:00Z');
    const invoices = await Promise.all(
      Array.from({ length: 20 }, () =>
        services.transact((trx) =>
          createInvoice(
            trx,
            {
              orderId: id,
              kind: 'progress',
              lines: [{ description: 'Work', quantity: 1, unitPriceCents: 100 }],
              customerEmail: 'a@b.test',
              customerName: 'A',
              language: 'en',
              createdBy: 'test',
              dueDays: 7,
            },
            now,
          ),
        ),
      ),
    );
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `INV-2031-${String(index + 1).padStart(4, '0')}`),
    );
  });

  it('asks for the profile’s deposit (10% by default) on approval and emails the customer a sealed link in Spanish', async () => {
    const { id } = await order(123_456);
    const invoice = (await deposit(id, 123_456))!;
    expect(depositCents(123_456, 10)).toBe(12_346);
    expect(invoice).toMatchObject({ kind: 'deposit', status: 'open', totalCents: 12_346, balanceCents: 12_346 });
    const email = await database.db.selectFrom('jobs').select('payload').where('key', '=', `mail:invoice.issued:${invoice.id}`).executeTakeFirstOrThrow();
    const payload = JSON.parse(email.payload) as { subject: string; text: string };
    expect(payload.subject).toContain(`Factura ${invoice.number}`);
    expect(payload.text).toContain('{{sealed-link:');
    expect(payload.text).not.toContain('/invoices/');
  });

  it('opens an invoice only with a link signed by the site’s secret', () => {
    const token = signInvoiceLink('A'.repeat(22), 'secret-one-0123456789');
    expect(readInvoiceLink(token, 'secret-one-0123456789')).toBe('A'.repeat(22));
    expect(readInvoiceLink(token, 'another-secret-0123456789')).toBeUndefined();
    expect(readInvoiceLink(`B${token.slice(1)}`, 'secret-one-0123456789')).toBeUndefined();
  });

  it('refuses a payment of zero, a negative one and one above the balance, and changes nothing', async () => {
    const { id } = await order(100_000);
    const invoice = (await deposit(id, 100_000))!;
    for (const amountCents of [0, -500, 10_001]) {
      const result = await services.transact((trx) => recordPayment(trx, invoice.id, { amountCents, method: 'check', paidOn: '2026-11-28' }, staff));
      expect(result).toMatchObject({ ok: false, field: 'amountCents' });
    }
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ paidCents: 0, status: 'open', payments: [] });
  });

  it('records a check, then bills the rest of the order in the final invoice, and records the permit deadline for a deposit over 10%', async () => {
    const { id } = await order(100_000);
    const invoice = (await services.transact((trx) =>
      createInvoice(trx, {
        orderId: id,
        kind: 'deposit',
        lines: [{ description: 'Deposit', quantity: 1, unitPriceCents: 30_000 }],
        customerEmail: 'a@b.test',
        customerName: 'A',
        language: 'en',
        createdBy: 'test',
        dueDays: 7,
      }),
    ))!;
    const paid = await services.transact((trx) =>
      recordPayment(trx, invoice.id, { amountCents: 30_000, method: 'check', reference: '1042', paidOn: '2026-11-20' }, staff),
    );
    expect(paid).toMatchObject({ ok: true, permitsApplyBy: '2026-12-20', invoice: { status: 'paid', balanceCents: 0 } });
    expect((await getOrder(database.db, id))?.permitsApplyBy).toBe('2026-12-20');
    const final = await services.transact((trx) => createStaffInvoice(trx, id, { kind: 'final' }, staff, { finalLine: () => 'Balance' }, 7));
    expect(final).toMatchObject({ ok: true, invoice: { kind: 'final', totalCents: 70_000 } });
    expect(await services.transact((trx) => voidInvoice(trx, invoice.id, staff))).toMatchObject({ ok: false, reason: 'not-allowed' });
    if (final.ok) expect(await services.transact((trx) => voidInvoice(trx, final.invoice.id, staff))).toMatchObject({ ok: true, invoice: { status: 'void' } });
  });

  it('a deposit of 10% or less records no permit deadline', async () => {
    const { id } = await order(100_000);
    const invoice = (await deposit(id, 100_000))!;
    await services.transact((trx) => recordPayment(trx, invoice.id, { amountCents: 10_000, method: 'zelle', paidOn: '2026-11-20' }, staff));
    expect((await getOrder(database.db, id))?.permitsApplyBy).toBeNull();
  });

  it('stores a Stripe payment once: a replayed event and a second event for the same payment change nothing; a forged one is refused with 400', async () => {
    const { id } = await order(200_000);
    const invoice = (await deposit(id, 200_000))!;
    const forged = await stripeWebhook(services, signed(completed('evt_forged', invoice.id, invoice.totalCents), 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    const unsigned = await stripeWebhook(
      services,
      new Request('https://gwc.example/api/webhooks/stripe', { method: 'POST', body: JSON.stringify(completed('evt_x', invoice.id, 1)) }),
    );
    expect(unsigned.status).toBe(400);
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ status: 'open', paidCents: 0 });

    const first = await stripeWebhook(services, signed(completed('evt_1', invoice.id, invoice.totalCents, 'paid', 'pi_once')));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ replayed: false, handled: true });
    const replay = await stripeWebhook(services, signed(completed('evt_1', invoice.id, invoice.totalCents, 'paid', 'pi_once')));
    expect(await replay.json()).toMatchObject({ replayed: true });
    await stripeWebhook(
      services,
      signed({ ...completed('evt_2', invoice.id, invoice.totalCents, 'paid', 'pi_once'), type: 'checkout.session.async_payment_succeeded' }),
    );
    const after = await getInvoice(database.db, invoice.id);
    expect(after).toMatchObject({ status: 'paid', paidCents: invoice.totalCents, balanceCents: 0 });
    expect(after?.payments).toHaveLength(1);
    // The webhook answered before the receipt was made: its job renders the PDF and queues the emails.
    expect(await database.db.selectFrom('jobs').select('id').where('key', '=', `mail:invoice.receipt:${after!.payments[0]!.id}`).execute()).toHaveLength(0);
    expect(await runReceiptsAndMail()).toBe(1);
    const receipts = await database.db.selectFrom('jobs').select('payload').where('key', '=', `mail:invoice.receipt:${after!.payments[0]!.id}`).execute();
    expect(receipts).toHaveLength(1);
    expect(JSON.parse(receipts[0]!.payload)).toMatchObject({ to: 'ana@payments.test', listUnsubscribe: { mailto: expect.stringContaining('mailto:') } });
    const alert = await database.db.selectFrom('jobs').select('id').where('key', 'like', `%payment:${after!.payments[0]!.id}%`).execute();
    expect(alert.length).toBeGreaterThan(0);
    const unknown = await stripeWebhook(services, signed({ id: 'evt_3', object: 'event', type: 'customer.created', data: { object: {} } }));
    expect(unknown.status).toBe(200);
  });

  it('shows a bank payment as processing, then paid when it clears; a failed one opens the invoice again', async () => {
    const { id } = await order(300_000);
    const invoice = (await deposit(id, 300_000))!;
    await stripeWebhook(services, signed(completed('evt_b1', invoice.id, invoice.totalCents, 'unpaid', 'pi_bank')));
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ status: 'processing', paidCents: 0 });
    await stripeWebhook(
      services,
      signed({ ...completed('evt_b2', invoice.id, invoice.totalCents, 'paid', 'pi_bank'), type: 'checkout.session.async_payment_succeeded' }),
    );
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ status: 'paid', payments: [{ method: 'us_bank_account' }] });

    const other = (await deposit((await order(300_000)).id, 300_000))!;
    await stripeWebhook(services, signed(completed('evt_b3', other.id, other.totalCents, 'unpaid', 'pi_bank2')));
    await stripeWebhook(
      services,
      signed({ ...completed('evt_b4', other.id, other.totalCents, 'unpaid', 'pi_bank2'), type: 'checkout.session.async_payment_failed' }),
    );
    expect(await getInvoice(database.db, other.id)).toMatchObject({ status: 'open', paidCents: 0 });
  });

  it('takes a refund off the invoice once, refuses one above what is left, and a charge.refunded for it adds nothing', async () => {
    const { id } = await order(100_000);
    const invoice = (await deposit(id, 100_000))!;
    await stripeWebhook(services, signed(completed('evt_r1', invoice.id, invoice.totalCents, 'paid', 'pi_refund')));
    const payment = (await getInvoice(database.db, invoice.id))!.payments[0]!;
    expect(await services.transact((trx) => recordRefund(trx, payment.id, 20_000, staff, 're_1'))).toMatchObject({ ok: false, field: 'amountCents' });
    expect(await services.transact((trx) => recordRefund(trx, payment.id, 4_000, staff, 're_1'))).toMatchObject({
      ok: true,
      invoice: { status: 'open', paidCents: 6_000 },
    });
    await stripeWebhook(
      services,
      signed({ id: 'evt_r2', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', payment_intent: 'pi_refund', amount_refunded: 4_000 } } }),
    );
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ paidCents: 6_000, payments: [{ refundedCents: 4_000 }] });
    await stripeWebhook(
      services,
      signed({
        id: 'evt_r3',
        object: 'event',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', payment_intent: 'pi_refund', amount_refunded: 10_000 } },
      }),
    );
    expect(await getInvoice(database.db, invoice.id)).toMatchObject({ paidCents: 0, payments: [{ refundedCents: 10_000 }] });
  });

  it('sends one receipt per payment, after a replayed event, a second event for the same payment and a retried receipt job', async () => {
    const { id } = await order(250_000);
    const invoice = (await services.transact((trx) =>
      createInvoice(trx, {
        orderId: id,
        kind: 'deposit',
        lines: [{ description: 'Deposit', quantity: 1, unitPriceCents: 25_000 }],
        customerEmail: 'receipt.once@payments.test',
        customerName: 'Rosa Díaz',
        language: 'en',
        createdBy: 'test',
        dueDays: 7,
      }),
    ))!;
    const event = completed('evt_once_1', invoice.id, 25_000, 'paid', 'pi_receipt_once');
    expect(await (await stripeWebhook(services, signed(event))).json()).toMatchObject({ replayed: false, handled: true });
    expect(await (await stripeWebhook(services, signed(event))).json()).toMatchObject({ replayed: true });
    await stripeWebhook(
      services,
      signed({ ...completed('evt_once_2', invoice.id, 25_000, 'paid', 'pi_receipt_once'), type: 'checkout.session.async_payment_succeeded' }),
    );
    const payment = (await getInvoice(database.db, invoice.id))!.payments[0]!;
    const receiptJobs = () => database.db.selectFrom('jobs').select(['id', 'state']).where('key', '=', `payments.receipt:${payment.id}`).execute();
    expect(await receiptJobs()).toEqual([{ id: expect.any(String), state: 'queued' }]);

    await runReceiptsAndMail();
    const toCustomer = () => smtp.received.filter((mail) => mail.to.includes('receipt.once@payments.test'));
    expect(toCustomer()).toHaveLength(1);
    expect(subjectOf(toCustomer()[0]!.raw)).toBe(`Receipt for invoice ${invoice.number}`);
    expect([...attachments(toCustomer()[0]!.raw).keys()]).toEqual([`${invoice.number}.pdf`]);

    // A retry: the process stopped after the receipt's commit and before its job was marked done.
    const [job] = await receiptJobs();
    expect(job!.state).toBe('done');
    await database.db.updateTable('jobs').set({ state: 'queued', runAt: new Date().toISOString(), finishedAt: null }).where('id', '=', job!.id).execute();
    expect(await runReceiptsAndMail()).toBe(1);
    expect(toCustomer()).toHaveLength(1);
    const alerts = await database.db.selectFrom('jobs').select('id').where('key', 'like', `%payment:${payment.id}%`).execute();
    expect(alerts).toHaveLength(1);
  });

  it('reads the company for invoices from the profile: name, address and licence number', async () => {
    const context = await paymentContext(services);
    expect(context.company.licenceNumber).not.toBe('');
    expect(context.company.address).toMatch(/, FL \d{5}$/);
  });
});
