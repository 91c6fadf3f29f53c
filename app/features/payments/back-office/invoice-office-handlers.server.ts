import { data, redirect } from 'react-router';
import { businessDay } from '~/features/calendar/business-dates';
import { parseDollars } from '~/features/estimates/estimate-form';
import { getOrder } from '~/features/orders/orders.server';
import { formatAmount } from '~/features/orders/order-status';
import type { Actor } from '~/lib/audit-log.server';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { invoiceUrl } from '../invoice-links.server';
import { getInvoice, MAX_INVOICE_CENTS, OFFLINE_METHODS, type OfflineMethod, voidInvoice } from '../invoices.server';
import { issueStaffInvoice, recordOfflinePayment, refundPayment } from '../payment-handlers.server';
import { stripeClient } from '../stripe.server';
import { INVOICE_PAGE_LIMIT, invoicesCsv, listInvoiceSummaries, moneyOfOrders, monthTotals, refundsOf } from './invoice-office.server';
import { invoiceViewName, toInvoiceView } from './invoice-views';

// The back office's invoice screens (docs/payments.md): the Invoices page and its CSV, an
// invoice's staff view with its payment, refund and void forms, and the new-invoice page of an
// order. The route checks the role first; every form is a plain post that works without
// JavaScript and, when refused, answers the page's message with what was typed.

const FORM_LIMIT = 8 * 1024;

/** The Invoices page: one view, this month's totals. */
export async function loadInvoiceList(services: AppServices, request: Request, now = new Date()) {
  const view = toInvoiceView(new URL(request.url).searchParams.get('view'));
  const [invoices, totals] = await Promise.all([listInvoiceSummaries(services.db, view, now, INVOICE_PAGE_LIMIT + 1), monthTotals(services.db, now)]);
  return { view, invoices: invoices.slice(0, INVOICE_PAGE_LIMIT), more: invoices.length > INVOICE_PAGE_LIMIT, totals };
}

/** GET /admin/invoices/export.csv?view=: every invoice of the view. */
export async function exportInvoicesCsv(services: AppServices, request: Request, now = new Date()): Promise<Response> {
  const view = toInvoiceView(new URL(request.url).searchParams.get('view'));
  const invoices = await listInvoiceSummaries(services.db, view, now);
  const name = `invoices-${invoiceViewName(view).toLowerCase()}-${businessDay(now)}.csv`;
  return new Response(invoicesCsv(invoices), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** What the staff view of an invoice says happened: the form just sent. */
const DONE = ['payment', 'refund', 'void', 'created'] as const;
export type InvoiceDone = (typeof DONE)[number];

/** An invoice's staff view: lines, payments and their refunds, its links, the order it bills. */
export async function loadStaffInvoice(services: AppServices, id: string, request: Request, now = new Date()) {
  const invoice = await getInvoice(services.db, id.slice(0, 100));
  if (!invoice) throw data({ missing: true }, { status: 404 });
  const [refunds, order] = await Promise.all([
    refundsOf(
      services.db,
      invoice.payments.map((payment) => payment.id),
    ),
    getOrder(services.db, invoice.orderId),
  ]);
  const params = new URL(request.url).searchParams;
  const done = params.get('done');
  const customerUrl = invoiceUrl(services.env.PUBLIC_URL, invoice.language, invoice.linkKey, services.secret);
  return {
    invoice: {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      status: invoice.status,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      overdue: invoice.status === 'open' && invoice.dueOn < businessDay(now),
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      language: invoice.language,
      lines: invoice.lines,
      payments: invoice.payments,
    },
    refunds,
    customerUrl,
    pdfUrl: `${customerUrl}/invoice.pdf`,
    order: order ? { id: order.id, service: order.service, status: order.status, amountCents: order.amountCents, quoteRequestId: order.quoteRequestId } : null,
    today: businessDay(now),
    stripeReady: Boolean(stripeClient(services.env)),
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as InvoiceDone) : null,
    confirmingVoid: params.get('void') === '1',
  };
}

export type PaymentFormValues = { amount: string; method: string; reference: string; paidOn: string };
export type InvoiceFormReply =
  | { intent: 'payment'; message: string; fieldErrors: Partial<Record<keyof PaymentFormValues, string>>; values: PaymentFormValues }
  | { intent: 'refund'; paymentId: string; message: string; fieldErrors: { amount?: string }; values: { amount: string } }
  | { intent: 'void'; message: string };

/**
 * Dollars as people type them ("1,250.50", "$89", "89.5") in cents, or the message naming what is
 * wrong: nothing typed, not an amount, zero or less.
 */
export function dollarsTyped(text: string, what: string): { cents: number } | { error: string } {
  const typed = text.trim();
  if (!typed) return { error: `Enter the ${what} in dollars, for example 1,250.00.` };
  if (/^-|^\$\s*-/.test(typed)) return { error: `The ${what} must be more than $0.` };
  const cents = parseDollars(typed);
  if (cents === undefined) return { error: `“${typed.slice(0, 40)}” is not an amount in dollars and cents: type it like 1,250.00.` };
  if (cents <= 0) return { error: `The ${what} must be more than $0.` };
  if (cents > MAX_INVOICE_CENTS) return { error: `The ${what} can be at most ${formatAmount(MAX_INVOICE_CENTS)}.` };
  return { cents };
}

const METHOD_NAMES: Record<OfflineMethod, string> = { check: 'Check', zelle: 'Zelle', cash: 'Cash', other: 'Other' };
export const paymentMethodChoices = OFFLINE_METHODS.map((method) => ({ value: method, label: METHOD_NAMES[method] }));

const text = (form: FormData, name: string, max = 300) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

function invoicePath(id: string, done?: InvoiceDone) {
  return `/admin/invoices/${encodeURIComponent(id)}${done ? `?done=${done}` : ''}`;
}

/** POST /admin/invoices/:id: record a payment, refund one, or void the invoice. */
export async function handleStaffInvoiceAction(services: AppServices, id: string, actor: Actor, request: Request, now = new Date()) {
  const form = await readFormBody(request, FORM_LIMIT);
  if (!form)
    return data({ intent: 'void', message: 'This form could not be read. Reload the page and try again.' } satisfies InvoiceFormReply, { status: 400 });
  const invoice = await getInvoice(services.db, id.slice(0, 100));
  if (!invoice) throw data({ missing: true }, { status: 404 });
  const intent = form.get('intent');

  if (intent === 'payment') {
    const values: PaymentFormValues = {
      amount: text(form, 'amount', 40),
      method: text(form, 'method', 20),
      reference: text(form, 'reference', 300),
      paidOn: text(form, 'paidOn', 20),
    };
    const fieldErrors: Partial<Record<keyof PaymentFormValues, string>> = {};
    const amount = dollarsTyped(values.amount, 'amount');
    if ('error' in amount) fieldErrors.amount = amount.error;
    else if (amount.cents > invoice.balanceCents)
      fieldErrors.amount =
        invoice.balanceCents <= 0
          ? `Invoice ${invoice.number} has nothing left to pay.`
          : `${formatAmount(amount.cents)} is more than the balance of ${formatAmount(invoice.balanceCents)}. Record at most the balance.`;
    const method = (OFFLINE_METHODS as readonly string[]).includes(values.method) ? (values.method as OfflineMethod) : undefined;
    if (!method) fieldErrors.method = 'Choose how it was paid: check, Zelle, cash or other.';
    if (values.reference.trim().length > 200) fieldErrors.reference = 'Keep the reference to 200 characters.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn) || Number.isNaN(Date.parse(`${values.paidOn}T00:00:00Z`))) fieldErrors.paidOn = 'Enter the day it was paid.';
    else if (values.paidOn > businessDay(now)) fieldErrors.paidOn = 'The day it was paid cannot be after today.';
    if (Object.keys(fieldErrors).length > 0 || 'error' in amount || !method) {
      return data({ intent: 'payment', message: 'The payment was not recorded: correct what is marked.', fieldErrors, values } satisfies InvoiceFormReply, {
        status: 400,
      });
    }
    const result = await recordOfflinePayment(
      services,
      invoice.id,
      { amountCents: amount.cents, method, reference: values.reference.trim() || null, paidOn: values.paidOn },
      actor,
      now,
    );
    if (!result.ok) {
      const key = result.field === 'paidOn' ? 'paidOn' : 'amount';
      return data({ intent: 'payment', message: result.message, fieldErrors: { [key]: result.message }, values } satisfies InvoiceFormReply, {
        status: result.reason === 'not-allowed' ? 409 : 400,
      });
    }
    return redirect(invoicePath(invoice.id, 'payment'));
  }

  if (intent === 'refund') {
    const paymentId = text(form, 'paymentId', 100);
    const values = { amount: text(form, 'amount', 40) };
    const payment = invoice.payments.find((candidate) => candidate.id === paymentId);
    if (!payment)
      return data({ intent: 'refund', paymentId, message: 'This payment is not on this invoice.', fieldErrors: {}, values } satisfies InvoiceFormReply, {
        status: 404,
      });
    let cents: number | undefined;
    if (values.amount.trim()) {
      const typed = dollarsTyped(values.amount, 'refund');
      if ('error' in typed)
        return data({ intent: 'refund', paymentId, message: typed.error, fieldErrors: { amount: typed.error }, values } satisfies InvoiceFormReply, {
          status: 400,
        });
      cents = typed.cents;
      const left = payment.amountCents - payment.refundedCents;
      if (cents > left) {
        const message = `${formatAmount(cents)} is more than what is left to refund of this payment (${formatAmount(left)}).`;
        return data({ intent: 'refund', paymentId, message, fieldErrors: { amount: message }, values } satisfies InvoiceFormReply, { status: 400 });
      }
    }
    const result = await refundPayment(services, payment.id, cents, actor);
    if (!result.ok) {
      const status = result.reason === 'stripe-failed' ? 502 : result.reason === 'invalid' ? 400 : 409;
      return data(
        {
          intent: 'refund',
          paymentId,
          message: result.message,
          fieldErrors: result.field === 'amountCents' ? { amount: result.message } : {},
          values,
        } satisfies InvoiceFormReply,
        { status },
      );
    }
    return redirect(invoicePath(invoice.id, 'refund'));
  }

  if (intent === 'void') {
    const result = await services.transact((trx) => voidInvoice(trx, invoice.id, actor, now));
    if (!result.ok) return data({ intent: 'void', message: result.message } satisfies InvoiceFormReply, { status: 409 });
    return redirect(invoicePath(invoice.id, 'void'));
  }

  return data({ intent: 'void', message: 'This form asks for nothing this page does.' } satisfies InvoiceFormReply, { status: 400 });
}

/** The new-invoice page of an order: its money and what a final invoice would ask for. */
export async function loadNewInvoice(services: AppServices, orderId: string, now = new Date()) {
  const order = await getOrder(services.db, orderId.slice(0, 100));
  if (!order) throw data({ missing: true }, { status: 404 });
  const money = (await moneyOfOrders(services.db, [order], now))[order.id]!;
  return {
    order: { id: order.id, service: order.service, status: order.status, customerName: order.customerName, customerEmail: order.customerEmail },
    money,
  };
}

export type NewInvoiceValues = { description: string; amount: string };
export type NewInvoiceReply = {
  kind: 'progress' | 'final';
  message: string;
  fieldErrors: Partial<Record<keyof NewInvoiceValues, string>>;
  values: NewInvoiceValues;
};

/** POST /admin/orders/:orderId/invoices/new: a final invoice for the balance, or a progress invoice of one line. */
export async function handleNewInvoice(services: AppServices, orderId: string, actor: Actor, request: Request) {
  const form = await readFormBody(request, FORM_LIMIT);
  const values: NewInvoiceValues = { description: form ? text(form, 'description', 400) : '', amount: form ? text(form, 'amount', 40) : '' };
  const kind = form?.get('kind') === 'final' ? 'final' : form?.get('kind') === 'progress' ? 'progress' : undefined;
  if (!kind)
    return data({ kind: 'progress', message: 'Choose a progress or a final invoice.', fieldErrors: {}, values } satisfies NewInvoiceReply, { status: 400 });
  let lines: Array<{ description: string; quantity: number; unitPriceCents: number }> | undefined;
  if (kind === 'progress') {
    const fieldErrors: NewInvoiceReply['fieldErrors'] = {};
    const description = values.description.trim();
    if (!description) fieldErrors.description = 'Describe what this invoice is for, for example “Progress payment: windows delivered”.';
    else if (description.length > 300) fieldErrors.description = 'Keep the description to 300 characters.';
    const amount = dollarsTyped(values.amount, 'amount');
    if ('error' in amount) fieldErrors.amount = amount.error;
    if (Object.keys(fieldErrors).length > 0 || 'error' in amount)
      return data({ kind, message: 'The invoice was not made: correct what is marked.', fieldErrors, values } satisfies NewInvoiceReply, { status: 400 });
    lines = [{ description, quantity: 1, unitPriceCents: amount.cents }];
  }
  const result = await issueStaffInvoice(services, orderId, { kind, ...(lines ? { lines } : {}) }, actor);
  if (!result.ok) {
    if (result.reason === 'not-found') throw data({ missing: true }, { status: 404 });
    return data({ kind, message: result.message, fieldErrors: {}, values } satisfies NewInvoiceReply, { status: result.reason === 'not-allowed' ? 409 : 400 });
  }
  return redirect(invoicePath(result.invoice.id, 'created'));
}
