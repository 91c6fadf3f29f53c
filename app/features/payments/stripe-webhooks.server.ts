import type { Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import { businessDay } from '~/features/calendar/business-dates';
import { getPaymentByIntent, markProcessing, recordPayment, recordRefund } from './invoices.server';
import { queuePaymentReceipt } from './receipts.server';
import type { StripeEvent } from './stripe.server';

// The Stripe events an invoice listens to (docs/payments.md). Each is handled in one transaction
// that first stores its id: a replay (Stripe retries, or anyone resending a captured event) finds
// the id and changes nothing. Events of other types are stored and answered 200. The transaction
// holds only what must be durable before the 2xx: the event's id, the payment and the invoice's
// state, and the receipt's job (receipts.server.ts), which renders the PDF and queues the emails.

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
] as const;

const STRIPE_ACTOR = { userId: 'stripe', email: null };

export type WebhookOutcome = { replayed: boolean; handled: boolean };

interface SessionObject {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  amount_total?: number | null;
  payment_intent?: string | { id: string } | null;
}

interface ChargeObject {
  payment_intent?: string | { id: string } | null;
  amount_refunded?: number;
  /** The charge's refunds, when Stripe lists them (each stored once by its id). */
  refunds?: { data?: Array<{ id?: string; amount?: number }> } | null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

async function paid(trx: Transaction<Database>, session: SessionObject, method: 'card' | 'us_bank_account', now: Date) {
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
  const intent = idOf(session.payment_intent) ?? session.id;
  if (!invoiceId || !session.amount_total) return false;
  const recorded = await recordPayment(
    trx,
    invoiceId,
    { amountCents: session.amount_total, method, paidOn: businessDay(now), stripePaymentIntent: intent },
    STRIPE_ACTOR,
    now,
  );
  if (!recorded.ok || !recorded.fresh) return recorded.ok;
  await queuePaymentReceipt(trx, recorded.payment.id, now);
  return true;
}

export async function handleStripeEvent(transact: Transact, event: StripeEvent, now = new Date()): Promise<WebhookOutcome> {
  return transact(async (trx) => {
    const stored = await trx
      .insertInto('stripeEvents')
      .values({ id: event.id, type: event.type, receivedAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) !== 1) return { replayed: true, handled: false };
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = object as SessionObject;
        if (session.payment_status === 'paid') return { replayed: false, handled: await paid(trx, session, 'card', now) };
        // A bank debit: started, not yet cleared.
        const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
        if (session.payment_status === 'unpaid' && invoiceId) return { replayed: false, handled: Boolean(await markProcessing(trx, invoiceId, true, now)) };
        return { replayed: false, handled: false };
      }
      case 'checkout.session.async_payment_succeeded':
        return { replayed: false, handled: await paid(trx, object as SessionObject, 'us_bank_account', now) };
      case 'checkout.session.async_payment_failed': {
        const session = object as SessionObject;
        const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
        return { replayed: false, handled: Boolean(invoiceId && (await markProcessing(trx, invoiceId, false, now))) };
      }
      case 'charge.refunded': {
        const charge = object as ChargeObject;
        const intent = idOf(charge.payment_intent);
        const payment = intent ? await getPaymentByIntent(trx, intent) : undefined;
        if (!payment) return { replayed: false, handled: false };
        // What Stripe says was refunded in all; refunds made here were recorded already. Each
        // listed refund is stored under its id, so a refund made here whose event comes before
        // its own answer is recorded once, whichever of the two is first.
        let more = (charge.amount_refunded ?? 0) - payment.refundedCents;
        if (more <= 0) return { replayed: false, handled: true };
        for (const listed of charge.refunds?.data ?? []) {
          if (!listed.id || !listed.amount || more <= 0) continue;
          const known = await trx.selectFrom('refunds').select('id').where('stripeRefundId', '=', listed.id).executeTakeFirst();
          if (known) continue;
          const share = Math.min(listed.amount, more);
          const refunded = await recordRefund(trx, payment.id, share, STRIPE_ACTOR, listed.id, now);
          if (!refunded.ok) return { replayed: false, handled: false };
          more -= share;
        }
        if (more <= 0) return { replayed: false, handled: true };
        const refunded = await recordRefund(trx, payment.id, more, STRIPE_ACTOR, null, now);
        return { replayed: false, handled: refunded.ok };
      }
      default:
        // Stored (above) and answered 200: Stripe stops sending it.
        return { replayed: false, handled: false };
    }
  });
}
