import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getBusinessProfile } from '~/features/business/profile.server';
import { businessDay } from '~/features/calendar/business-dates';
import { enqueueEmail } from '~/features/mail/outbox.server';
import { getOrder } from '~/features/orders/orders.server';
import { formatAmount } from '~/features/orders/order-status';
import type { Actor } from '~/lib/audit-log.server';
import { readFormBody } from '~/lib/form-body.server';
import { readJsonObject, readLimitedBody } from '~/lib/json-body.server';
import type { Locale } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { invoiceEmail } from './invoice-emails.server';
import { invoiceUrl, readInvoiceLink } from './invoice-links.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import { invoiceWordsIn } from './invoice-words';
import {
  createStaffInvoice,
  getInvoiceByLinkKey,
  getPayment,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceLine,
  type InvoiceStatus,
  listInvoices,
  MAX_INVOICE_CENTS,
  OFFLINE_METHODS,
  type OfflineMethod,
  type Payment,
  type RecordedPayment,
  recordPayment,
  recordRefund,
  type Refusal,
  refundRefusal,
} from './invoices.server';
import { paymentContext } from './payment-context.server';
import { queuePaymentReceipt } from './receipts.server';
import { stripeClient, verifiedEvent } from './stripe.server';
import { handleStripeEvent } from './stripe-webhooks.server';

// What the invoice page, the Stripe webhook and the admin API do once the route has checked who
// may ask (staff by role; the customer by the link's token; Stripe by the signature).

export const invoicePageHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** What the invoice page shows. */
export interface InvoicePageData {
  invoice: Pick<Invoice, 'number' | 'kind' | 'status' | 'totalCents' | 'paidCents' | 'balanceCents' | 'dueOn' | 'issuedOn' | 'customerName' | 'lines'> & {
    payments: Array<Pick<Payment, 'amountCents' | 'refundedCents' | 'method' | 'paidOn'>>;
  };
  company: { name: string; licenceNumber: string; address: string; phone: string; email: string };
  /** The owner's check and Zelle instructions in the page's language. */
  instructions: string;
  canPay: boolean;
  /** Back from Stripe's page: paid, or cancelled there. */
  returned: 'paid' | 'cancelled' | null;
  error?: string;
}

async function findInvoice(services: AppServices, token: string): Promise<Invoice | undefined> {
  const key = readInvoiceLink(token, services.secret);
  return key ? getInvoiceByLinkKey(services.db, key) : undefined;
}

async function pageData(services: AppServices, invoice: Invoice, locale: Locale, url: URL): Promise<InvoicePageData> {
  const [profile, context] = await Promise.all([getBusinessProfile(services.db), paymentContext(services)]);
  const returned = url.searchParams.get('checkout');
  return {
    invoice: {
      number: invoice.number,
      kind: invoice.kind,
      status: invoice.status,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      dueOn: invoice.dueOn,
      issuedOn: invoice.issuedOn,
      customerName: invoice.customerName,
      lines: invoice.lines,
      payments: invoice.payments.map(({ amountCents, refundedCents, method, paidOn }) => ({ amountCents, refundedCents, method, paidOn })),
    },
    company: context.company,
    instructions: profile.payments.instructions[locale],
    canPay: Boolean(stripeClient(services.env)) && invoice.status === 'open' && invoice.balanceCents > 0,
    returned: returned === 'paid' || returned === 'cancelled' ? returned : null,
  };
}

/** The customer's invoice page: a link that opens nothing answers 404. */
export async function loadInvoicePage(services: AppServices, token: string, locale: Locale, request: Request): Promise<InvoicePageData> {
  const invoice = await findInvoice(services, token);
  if (!invoice) throw data({ missing: true }, { status: 404, headers: invoicePageHeaders });
  return pageData(services, invoice, locale, new URL(request.url));
}

/**
 * The page's Pay button (a plain form post): a Stripe Checkout Session in payment mode for the
 * balance, card or US bank account, the invoice's id in its metadata and client reference, back
 * to this page either way; the browser goes to Stripe's page.
 */
export async function payInvoice(services: AppServices, token: string, locale: Locale, request: Request): Promise<Response | ReturnType<typeof data>> {
  await readFormBody(request, 4096);
  const invoice = await findInvoice(services, token);
  if (!invoice) throw data({ missing: true }, { status: 404, headers: invoicePageHeaders });
  const url = new URL(request.url);
  const stripe = stripeClient(services.env);
  const words = invoiceWordsIn(locale);
  if (!stripe || invoice.status !== 'open' || invoice.balanceCents <= 0) {
    return data({ ...(await pageData(services, invoice, locale, url)), error: words.payUnavailable }, { status: 409, headers: invoicePageHeaders });
  }
  const page = invoiceUrl(services.env.PUBLIC_URL, locale, invoice.linkKey, services.secret);
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'us_bank_account'],
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: invoice.balanceCents, product_data: { name: words.checkoutLine(invoice.number) } },
        },
      ],
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number },
      payment_intent_data: { metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number } },
      customer_email: invoice.customerEmail,
      locale: locale === 'es' ? 'es' : 'en',
      success_url: `${page}?checkout=paid`,
      cancel_url: `${page}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return redirect(session.url, { status: 303, headers: invoicePageHeaders });
  } catch (error) {
    logger.error({ err: error, invoiceId: invoice.id }, 'Stripe Checkout Session could not be created');
    return data({ ...(await pageData(services, invoice, locale, url)), error: words.payUnavailable }, { status: 503, headers: invoicePageHeaders });
  }
}

/** The invoice as a PDF, for the link's holder. */
export async function invoicePdfResponse(services: AppServices, token: string, locale: Locale): Promise<Response> {
  const invoice = await findInvoice(services, token);
  if (!invoice)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  const { company } = await paymentContext(services);
  const pdf = await renderInvoicePdf(invoice, company, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${invoice.number}.pdf"`,
      ...invoicePageHeaders,
    },
  });
}

/** The largest webhook body read: Stripe's events are a few kilobytes. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

function plain(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST /api/webhooks/stripe: the raw body is verified with the SDK against Stripe-Signature and
 * STRIPE_WEBHOOK_SECRET (400 and nothing changed otherwise), then handled and stored in one
 * transaction before the 200: once per event id, so a replay changes nothing.
 */
export async function stripeWebhook(services: AppServices, request: Request): Promise<Response> {
  const body = await readLimitedBody(request, MAX_WEBHOOK_BYTES);
  if (body === 'too-large') return plain(413, 'This event is too large.');
  const secret = services.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return plain(400, 'Webhooks are not set up: STRIPE_WEBHOOK_SECRET is missing.');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return plain(400, 'The Stripe-Signature header is missing.');
  let event;
  try {
    event = verifiedEvent(body, signature, secret);
  } catch {
    return plain(400, 'The signature does not match this event.');
  }
  const outcome = await handleStripeEvent(services.transact, event);
  return Response.json({ received: true, ...outcome }, { headers: { 'Cache-Control': 'no-store' } });
}

// The admin API (docs/payments.md): staff only (the route checks the role).

function jsonError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

function zodFailure(error: z.ZodError): Response {
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of error.issues) (fieldErrors[problem.path.join('.') || 'body'] ??= []).push(problem.message);
  return jsonError(400, error.issues[0]?.message ?? 'The request is not valid.', fieldErrors);
}

function refusalAnswer(refusal: Refusal): Response {
  const status = refusal.reason === 'not-found' ? 404 : refusal.reason === 'not-allowed' ? 409 : 400;
  return jsonError(status, refusal.message, refusal.field ? { [refusal.field]: [refusal.message] } : undefined);
}

export function apiInvoice(invoice: Invoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    orderId: invoice.orderId,
    kind: invoice.kind,
    status: invoice.status,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    balanceCents: invoice.balanceCents,
    dueOn: invoice.dueOn,
    issuedOn: invoice.issuedOn,
    lines: invoice.lines,
    payments: invoice.payments.map(apiPayment),
  };
}

function apiPayment(payment: Payment) {
  return {
    id: payment.id,
    invoiceId: payment.invoiceId,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    method: payment.method,
    reference: payment.reference,
    paidOn: payment.paidOn,
    throughStripe: payment.throughStripe,
  };
}

const idText = z.string().trim().min(1).max(100);

/** GET /api/admin/invoices?orderId=&status= */
export async function apiListInvoices(services: AppServices, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const fieldErrors: Record<string, string[]> = {};
  const orderId = params.get('orderId') ?? undefined;
  const status = params.get('status') ?? undefined;
  if (orderId !== undefined && !idText.safeParse(orderId).success) fieldErrors.orderId = ['orderId must be an order’s id.'];
  if (status !== undefined && !(INVOICE_STATUSES as readonly string[]).includes(status))
    fieldErrors.status = [`status must be one of: ${INVOICE_STATUSES.join(', ')}`];
  if (Object.keys(fieldErrors).length > 0) return jsonError(400, Object.values(fieldErrors)[0]![0]!, fieldErrors);
  const invoices = await listInvoices(services.db, { orderId, status: status as InvoiceStatus | undefined });
  return Response.json({ invoices: invoices.map(apiInvoice) });
}

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents.` })
    .int(`${what} must be a whole number of cents.`)
    .positive(`${what} must be more than 0 cents.`)
    .max(MAX_INVOICE_CENTS, `${what} can be at most ${MAX_INVOICE_CENTS} cents.`);

const lineSchema = z.strictObject({
  description: z.string({ error: 'Describe the line.' }).trim().min(1, 'Describe the line.').max(300, 'Keep a line’s description to 300 characters.'),
  quantity: z
    .number({ error: 'quantity must be a whole number.' })
    .int('quantity must be a whole number.')
    .min(1, 'quantity must be at least 1.')
    .max(10_000, 'quantity can be at most 10000.'),
  unitPriceCents: cents('unitPriceCents'),
});

const createInvoiceSchema = z.strictObject({
  kind: z.enum(['progress', 'final'], { error: 'kind must be "progress" or "final".' }),
  lines: z.array(lineSchema, { error: 'lines must be a list of lines.' }).max(50, 'Give at most 50 lines.').optional(),
});

/**
 * A progress or final invoice for an order, stored and emailed to the customer in one
 * transaction: the admin API and the back office's order panel both issue invoices this way.
 */
export async function issueStaffInvoice(
  services: AppServices,
  orderId: string,
  request: { kind: 'progress' | 'final'; lines?: readonly InvoiceLine[] },
  actor: Actor,
): Promise<{ ok: true; invoice: Invoice } | Refusal> {
  const context = await paymentContext(services);
  return services.transact(async (trx) => {
    const order = await getOrder(trx, orderId.slice(0, 100));
    const language = order?.language ?? 'en';
    const created = await createStaffInvoice(
      trx,
      orderId.slice(0, 100),
      request,
      actor,
      { finalLine: (total, paid) => invoiceWordsIn(language).finalLine(formatAmount(total), formatAmount(paid)) },
      context.dueDays,
    );
    if (created.ok) await enqueueEmail(trx, invoiceEmail(created.invoice, context));
    return created;
  });
}

/** POST /api/admin/orders/:id/invoices {"kind","lines"?}: 201 {"invoice"}, emailed to the customer. */
export async function apiCreateInvoice(services: AppServices, orderId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = createInvoiceSchema.safeParse(body.body);
  if (!parsed.success) return zodFailure(parsed.error);
  const result = await issueStaffInvoice(services, orderId, parsed.data, actor);
  if (!result.ok) return refusalAnswer(result);
  return Response.json({ invoice: apiInvoice(result.invoice) }, { status: 201 });
}

const day = z.iso.date({ error: 'paidOn must be a day, YYYY-MM-DD.' });

const paymentSchema = z.strictObject({
  amountCents: z.number({ error: 'amountCents must be a whole number of cents.' }).int('amountCents must be a whole number of cents.'),
  method: z.enum(OFFLINE_METHODS, { error: `method must be one of: ${OFFLINE_METHODS.join(', ')}.` }),
  reference: z.string({ error: 'reference must be text.' }).trim().max(200, 'Keep the reference to 200 characters.').optional(),
  paidOn: day.optional(),
});

/**
 * A check, Zelle, cash or other payment staff record (the admin API and the staff invoice view):
 * refused when the day is still to come, or (by recordPayment) zero, negative, above the
 * balance or on a void invoice. The customer gets a receipt and staff an alert, in its transaction.
 */
export async function recordOfflinePayment(
  services: AppServices,
  invoiceId: string,
  input: { amountCents: number; method: OfflineMethod; reference: string | null; paidOn?: string },
  actor: Actor,
  now = new Date(),
): Promise<RecordedPayment | Refusal> {
  const paidOn = input.paidOn ?? businessDay(now);
  if (paidOn > businessDay(now)) return { ok: false, reason: 'invalid', message: 'paidOn cannot be a day still to come.', field: 'paidOn' };
  return services.transact(async (trx) => {
    const recorded = await recordPayment(
      trx,
      invoiceId.slice(0, 100),
      { amountCents: input.amountCents, method: input.method, reference: input.reference, paidOn },
      actor,
      now,
    );
    if (recorded.ok) await queuePaymentReceipt(trx, recorded.payment.id, now);
    return recorded;
  });
}

/** POST /api/admin/invoices/:id/payments: 201 {"payment"}; the customer gets a receipt, staff an alert. */
export async function apiRecordPayment(services: AppServices, invoiceId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = paymentSchema.safeParse(body.body);
  if (!parsed.success) return zodFailure(parsed.error);
  const result = await recordOfflinePayment(services, invoiceId, { ...parsed.data, reference: parsed.data.reference ?? null }, actor);
  if (!result.ok) return refusalAnswer(result);
  return Response.json({ payment: apiPayment(result.payment), invoice: apiInvoice(result.invoice) }, { status: 201 });
}

const refundSchema = z.strictObject({
  amountCents: z.number({ error: 'amountCents must be a whole number of cents.' }).int('amountCents must be a whole number of cents.').optional(),
});

/** Stripe could not be asked, or refused: nothing was recorded. */
export type StripeRefusal = { ok: false; reason: 'stripe-unavailable' | 'stripe-failed'; message: string; field?: undefined };

/**
 * Refunds a payment (the whole rest when no amount is given): a Stripe payment through Stripe
 * first (POST /v1/refunds, its id stored so the charge.refunded event adds nothing), an offline
 * one recorded as paid back by hand. The admin API and the staff invoice view both refund this way.
 */
export async function refundPayment(
  services: AppServices,
  paymentId: string,
  amountCents: number | undefined,
  actor: Actor,
): Promise<{ ok: true; refundId: string; amountCents: number; throughStripe: boolean; payment: Payment; invoice: Invoice } | Refusal | StripeRefusal> {
  const payment = await getPayment(services.db, paymentId.slice(0, 100));
  if (!payment) return { ok: false, reason: 'not-found', message: `No payment has the id ${paymentId.slice(0, 100)}.` };
  const amount = amountCents ?? payment.amountCents - payment.refundedCents;
  const refused = refundRefusal(payment, amount);
  if (refused) return refused;
  let stripeRefundId: string | null = null;
  if (payment.stripePaymentIntent) {
    const stripe = stripeClient(services.env);
    if (!stripe)
      return {
        ok: false,
        reason: 'stripe-unavailable',
        message: 'This payment came through Stripe, and STRIPE_SECRET_KEY is not set: it cannot be refunded from here.',
      };
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: payment.stripePaymentIntent, amount, metadata: { paymentId: payment.id } },
        { idempotencyKey: `refund:${payment.id}:${payment.refundedCents}:${amount}` },
      );
      stripeRefundId = refund.id;
    } catch (error) {
      logger.error({ err: error, paymentId: payment.id }, 'Stripe refund failed');
      return {
        ok: false,
        reason: 'stripe-failed',
        message: 'Stripe did not take the refund. Nothing was recorded; try again, or refund it in the Stripe dashboard.',
      };
    }
  }
  const result = await services.transact((trx) => recordRefund(trx, payment.id, amount, actor, stripeRefundId));
  if (!result.ok) return result;
  return { ...result, amountCents: amount, throughStripe: stripeRefundId !== null };
}

/** POST /api/admin/payments/:id/refund {"amountCents"?}: the whole rest by default. */
export async function apiRefundPayment(services: AppServices, paymentId: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = refundSchema.safeParse(body.body);
  if (!parsed.success) return zodFailure(parsed.error);
  const result = await refundPayment(services, paymentId, parsed.data.amountCents, actor);
  if (!result.ok) {
    if (result.reason === 'stripe-unavailable') return jsonError(409, result.message);
    if (result.reason === 'stripe-failed') return jsonError(502, result.message);
    return refusalAnswer(result as Refusal);
  }
  return Response.json(
    {
      refund: { id: result.refundId, amountCents: result.amountCents, throughStripe: result.throughStripe },
      payment: apiPayment(result.payment),
      invoice: apiInvoice(result.invoice),
    },
    { status: 201 },
  );
}

/** An order's invoices for the staff view of the order (the lead's dialog). */
export async function orderInvoices(services: AppServices, orderId: string): Promise<Array<ReturnType<typeof apiInvoice> & { url: string }>> {
  const invoices = await listInvoices(services.db, { orderId });
  return invoices.map((invoice) => ({ ...apiInvoice(invoice), url: invoiceUrl(services.env.PUBLIC_URL, invoice.language, invoice.linkKey, services.secret) }));
}
