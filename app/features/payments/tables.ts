import type { Selectable } from 'kysely';

// Invoices, what they ask for, the payments and refunds against them, and the Stripe events
// received (docs/payments.md, docs/decisions/0045-payments-through-stripe.md). Money is integer cents.

export interface InvoiceTable {
  id: string;
  /** INV-<year>-<0001>: per year, without gaps or duplicates (invoiceCounters). */
  number: string;
  orderId: string;
  /** deposit, progress or final. */
  kind: string;
  /** draft, open, processing, paid or void. */
  status: string;
  totalCents: number;
  /** What was received less what was refunded. */
  paidCents: number;
  /** YYYY-MM-DD. */
  dueOn: string;
  customerEmail: string;
  customerName: string;
  language: string;
  /** Random; the customer's link is it and its HMAC with the site's secret, so the database alone opens no invoice. */
  linkKey: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface InvoiceLineTable {
  invoiceId: string;
  position: number;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** The last number given each year: taken and raised in the transaction that stores the invoice. */
export interface InvoiceCounterTable {
  year: number;
  lastNumber: number;
}

export interface PaymentTable {
  id: string;
  invoiceId: string;
  amountCents: number;
  refundedCents: number;
  /** card, us_bank_account (through Stripe), check, zelle, cash or other. */
  method: string;
  reference: string | null;
  /** YYYY-MM-DD. */
  paidOn: string;
  /** The Stripe PaymentIntent a card or bank payment came from; unique, so a payment is stored once. */
  stripePaymentIntent: string | null;
  recordedBy: string;
  createdAt: string;
}

export interface RefundTable {
  id: string;
  paymentId: string;
  amountCents: number;
  /** The Stripe refund, when it went through Stripe. */
  stripeRefundId: string | null;
  recordedBy: string;
  createdAt: string;
}

/** Every Stripe event handled, by its id: a replay finds its row and changes nothing. */
export interface StripeEventTable {
  id: string;
  type: string;
  receivedAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    invoices: InvoiceTable;
    invoiceLines: InvoiceLineTable;
    invoiceCounters: InvoiceCounterTable;
    payments: PaymentTable;
    refunds: RefundTable;
    stripeEvents: StripeEventTable;
  }
}

export type InvoiceRow = Selectable<InvoiceTable>;
export type PaymentRow = Selectable<PaymentTable>;
