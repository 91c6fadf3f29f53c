import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { getOrder } from '~/features/orders/orders.server';
import type { Database } from '~/lib/db-schema';
import { backoff, defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { announcePayment } from './invoice-emails.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import { getInvoice, getPayment } from './invoices.server';
import { paymentContext } from './payment-context.server';

// What follows a stored payment, off the request's path: the transaction that stores the payment
// (a Stripe webhook's, or staff recording a check) enqueues one `payments.receipt` job, keyed by
// the payment, and answers; the job, run right after by the process's runner (woken by that
// commit), renders the invoice's PDF and queues the customer's receipt and the staff's alert.

/** Tries before a receipt is kept as failed on /admin/jobs (15 s, doubling: about four hours in all). */
const RECEIPT_ATTEMPTS = 12;

let turn: Promise<unknown> = Promise.resolve();

/**
 * One receipt's PDF at a time, each in a turn of the event loop of its own. The runner starts a
 * batch of jobs at once, and on SQLite their reads never wait for I/O: without turns their PDFs
 * would be laid out back to back in one stretch while the webhooks that arrived wait to be read.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
  turn = run.catch(() => undefined);
  return run;
}

export const paymentReceiptKind = defineJobKind({
  kind: 'payments.receipt',
  schema: z.object({ paymentId: z.string().min(1).max(100) }),
  maxAttempts: RECEIPT_ATTEMPTS,
  retryDelayMs: backoff(15_000),
});

/** Queues a payment's receipt and staff alert in the transaction that stores the payment: once per payment, however often it is asked. */
export async function queuePaymentReceipt(trx: Kysely<Database> | Transaction<Database>, paymentId: string, now: Date): Promise<void> {
  await enqueueJob(trx, paymentReceiptKind, { paymentId }, { key: `payments.receipt:${paymentId}`, now });
}

/**
 * Queues a stored payment's receipt (the invoice's PDF attached) and the staff's alert, in one
 * transaction. Both are keyed by the payment (the outbox's `invoice.receipt` key, the alert's
 * `payment:<id>`), so a retried job, whose process stopped after this commit and before the job
 * was marked done, queues nothing twice. 'gone' when the payment was deleted meanwhile.
 */
export async function sendPaymentReceipt(services: AppServices, paymentId: string, now: Date): Promise<'sent' | 'gone'> {
  const payment = await getPayment(services.db, paymentId);
  const invoice = payment && (await getInvoice(services.db, payment.invoiceId));
  if (!payment || !invoice) return 'gone';
  const [order, context] = await Promise.all([getOrder(services.db, invoice.orderId), paymentContext(services)]);
  const pdf = await inTurn(() => renderInvoicePdf(invoice, context.company, invoice.language));
  await announcePayment(services.transact, invoice, payment, context, order?.quoteRequestId ?? null, pdf, now);
  return 'sent';
}

export function paymentReceiptJob(services: AppServices, logger: Pick<Logger, 'warn'>) {
  return handleJob(paymentReceiptKind, async ({ paymentId }, run) => {
    if ((await sendPaymentReceipt(services, paymentId, run.now)) === 'gone') logger.warn({ paymentId }, 'payment receipt: the payment is gone; nothing sent');
  });
}
