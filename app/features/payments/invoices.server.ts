import { type Kysely, sql, type Transaction } from 'kysely';
import { addDays, businessDay } from '~/features/calendar/business-dates';
import { getOrder, recordPermitDeadline } from '~/features/orders/orders.server';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import { asLocale, type Locale } from '~/lib/locale';
import { uuidv7 } from '~/lib/uuid.server';
import { newLinkKey } from './invoice-links.server';
import type { InvoiceRow, PaymentRow } from './tables';

// Invoices and what is paid against them (docs/payments.md). Every amount is integer cents; every
// change is written with the audit log (subject: the order, so the lead's timeline shows it) in
// the transaction the caller passes.

type Db = Kysely<Database> | Transaction<Database>;

export const INVOICE_KINDS = ['deposit', 'progress', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'open', 'processing', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Payments staff record by hand; card and us_bank_account come through Stripe. */
export const OFFLINE_METHODS = ['check', 'zelle', 'cash', 'other'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export type PaymentMethod = OfflineMethod | 'card' | 'us_bank_account';

/** The Florida rule (§489.126): a deposit over this share of the contract starts the 30 days to apply for permits. */
export const PERMIT_DEPOSIT_SHARE = 0.1;
export const PERMIT_APPLY_DAYS = 30;
/** The largest amount one invoice or line may ask for: $10,000,000. */
export const MAX_INVOICE_CENTS = 1_000_000_000;

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Payment {
  id: string;
  invoiceId: string;
  amountCents: number;
  refundedCents: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
  /** Whether it came through Stripe, so a refund goes back through Stripe. */
  throughStripe: boolean;
  createdAt: string;
}

export interface Invoice {
  id: string;
  number: string;
  orderId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  dueOn: string;
  issuedOn: string;
  customerEmail: string;
  customerName: string;
  language: Locale;
  linkKey: string;
  createdAt: string;
  updatedAt: string;
  lines: InvoiceLine[];
  payments: Payment[];
}

/** Whether rows read for a change are locked: PostgreSQL; SQLite's one writer holds the whole database. */
function locks(db: Db): boolean {
  return dialectOf(db) === 'postgres';
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amountCents: Number(row.amountCents),
    refundedCents: Number(row.refundedCents),
    method: row.method as PaymentMethod,
    reference: row.reference,
    paidOn: row.paidOn,
    throughStripe: row.stripePaymentIntent !== null,
    createdAt: row.createdAt,
  };
}

async function withDetail(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, payments] = await Promise.all([
    db.selectFrom('invoiceLines').selectAll().where('invoiceId', 'in', ids).orderBy('invoiceId').orderBy('position').execute(),
    db.selectFrom('payments').selectAll().where('invoiceId', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
  ]);
  return rows.map((row) => {
    const totalCents = Number(row.totalCents);
    const paidCents = Number(row.paidCents);
    return {
      id: row.id,
      number: row.number,
      orderId: row.orderId,
      kind: row.kind as InvoiceKind,
      status: row.status as InvoiceStatus,
      totalCents,
      paidCents,
      balanceCents: row.status === 'void' ? 0 : Math.max(0, totalCents - paidCents),
      dueOn: row.dueOn,
      issuedOn: businessDay(new Date(row.createdAt)),
      customerEmail: row.customerEmail,
      customerName: row.customerName,
      language: asLocale(row.language),
      linkKey: row.linkKey,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      lines: lines
        .filter((line) => line.invoiceId === row.id)
        .map((line) => ({ description: line.description, quantity: Number(line.quantity), unitPriceCents: Number(line.unitPriceCents) })),
      payments: payments.filter((payment) => payment.invoiceId === row.id).map(toPayment),
    };
  });
}

export async function getInvoice(db: Db, id: string): Promise<Invoice | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withDetail(db, [row]))[0] : undefined;
}

export async function getInvoiceByLinkKey(db: Db, linkKey: string): Promise<Invoice | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('linkKey', '=', linkKey).executeTakeFirst();
  return row ? (await withDetail(db, [row]))[0] : undefined;
}

/** Invoices, newest first, of one order and/or one status; at most `limit`. */
export async function listInvoices(db: Db, filter: { orderId?: string; status?: InvoiceStatus; limit?: number } = {}): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .$if(filter.orderId !== undefined, (query) => query.where('orderId', '=', filter.orderId!))
    .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status!))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 200)
    .execute();
  return withDetail(db, rows);
}

/**
 * The next invoice number of the year, taken in the caller's transaction: the year's counter row
 * is raised (an upsert, so the first invoice of a year makes it). PostgreSQL holds the row locked
 * until the transaction ends and SQLite has one writer, so two invoices never share a number; a
 * transaction that rolls back gives its number back, so none is skipped.
 */
export async function nextInvoiceNumber(trx: Db, year: number): Promise<string> {
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ lastNumber: sql<number>`invoice_counters.last_number + 1` }))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return `INV-${year}-${String(row.lastNumber).padStart(4, '0')}`;
}

export function linesTotal(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}

export interface NewInvoice {
  orderId: string;
  kind: InvoiceKind;
  lines: readonly InvoiceLine[];
  customerEmail: string;
  customerName: string;
  language: Locale;
  /** Who made it: a staff member's id, or `system` for the deposit an approval makes. */
  createdBy: string;
  createdByEmail?: string | null;
  dueDays: number;
}

/** Stores an open invoice with its number, lines and audit entry; pass the transaction of what it comes from. */
export async function createInvoice(trx: Transaction<Database>, input: NewInvoice, now = new Date()): Promise<Invoice> {
  const at = now.toISOString();
  const today = businessDay(now);
  const row: InvoiceRow = {
    id: uuidv7(),
    number: await nextInvoiceNumber(trx, Number(today.slice(0, 4))),
    orderId: input.orderId,
    kind: input.kind,
    status: 'open',
    totalCents: linesTotal(input.lines),
    paidCents: 0,
    dueOn: businessDay(new Date(now.getTime() + input.dueDays * 86_400_000)),
    customerEmail: input.customerEmail,
    customerName: input.customerName,
    language: input.language,
    linkKey: newLinkKey(),
    createdBy: input.createdBy,
    createdAt: at,
    updatedAt: at,
  };
  await trx.insertInto('invoices').values(row).execute();
  await trx
    .insertInto('invoiceLines')
    .values(input.lines.map((line, position) => ({ invoiceId: row.id, position, ...line })))
    .execute();
  await recordAudit(trx, {
    actor: input.createdBy,
    actorEmail: input.createdByEmail ?? null,
    action: 'invoice.created',
    subjectType: 'order',
    subjectId: input.orderId,
    detail: { invoiceId: row.id, number: row.number, kind: row.kind, totalCents: row.totalCents },
    now,
  });
  return (await withDetail(trx, [row]))[0]!;
}

export type Refusal = { ok: false; reason: 'not-found' | 'invalid' | 'not-allowed'; message: string; field?: string };

const refuse = (reason: Refusal['reason'], message: string, field?: string): Refusal => ({ ok: false, reason, message, ...(field ? { field } : {}) });

/** What the order has been paid so far, over its invoices (refunds taken off). */
export async function paidOnOrder(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('paidCents'), sql<number>`0`).as('paid'))
    .where('orderId', '=', orderId)
    .where('status', '!=', 'void')
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/**
 * A progress invoice (the lines staff give) or the final one (the order's total less what was
 * paid), for an order. Refused: an order that is not there or has no customer's address, a
 * progress invoice without lines, a final invoice with nothing left to pay.
 */
export async function createStaffInvoice(
  trx: Transaction<Database>,
  orderId: string,
  request: { kind: 'progress' | 'final'; lines?: readonly InvoiceLine[] },
  actor: { userId: string; email: string },
  words: { finalLine: (orderTotalCents: number, paidCents: number) => string },
  dueDays: number,
  now = new Date(),
): Promise<{ ok: true; invoice: Invoice } | Refusal> {
  const order = await getOrder(trx, orderId);
  if (!order) return refuse('not-found', `No order has the id ${orderId}.`);
  if (!order.customerEmail) return refuse('not-allowed', 'This order has no customer email to send an invoice to.');
  if (order.status === 'cancelled') return refuse('not-allowed', 'This order was cancelled: it takes no more invoices.');
  let lines: readonly InvoiceLine[];
  if (request.kind === 'final') {
    const paid = await paidOnOrder(trx, orderId);
    const due = order.amountCents - paid;
    if (due <= 0) return refuse('not-allowed', 'Nothing is left to pay on this order: its total has been paid.', 'kind');
    lines = request.lines?.length ? request.lines : [{ description: words.finalLine(order.amountCents, paid), quantity: 1, unitPriceCents: due }];
  } else {
    if (!request.lines?.length) return refuse('invalid', 'Give at least one line for a progress invoice.', 'lines');
    lines = request.lines;
  }
  const total = linesTotal(lines);
  if (total <= 0) return refuse('invalid', 'An invoice must ask for more than $0.', 'lines');
  if (total > MAX_INVOICE_CENTS) return refuse('invalid', 'An invoice can ask for at most $10,000,000.', 'lines');
  const invoice = await createInvoice(
    trx,
    {
      orderId,
      kind: request.kind,
      lines,
      customerEmail: order.customerEmail,
      customerName: order.customerName ?? '',
      language: order.language,
      createdBy: actor.userId,
      createdByEmail: actor.email,
      dueDays,
    },
    now,
  );
  return { ok: true, invoice };
}

/** The status an invoice takes from what it has been paid (a void invoice stays void). */
function statusAfter(row: Pick<InvoiceRow, 'status' | 'totalCents'>, paidCents: number, processing: boolean): InvoiceStatus {
  if (row.status === 'void') return 'void';
  if (paidCents >= Number(row.totalCents)) return 'paid';
  return processing ? 'processing' : 'open';
}

export interface PaymentInput {
  amountCents: number;
  method: PaymentMethod;
  reference?: string | null;
  paidOn: string;
  stripePaymentIntent?: string | null;
}

export interface RecordedPayment {
  ok: true;
  payment: Payment;
  invoice: Invoice;
  /** False when a Stripe payment was stored before (the same PaymentIntent): nothing changed. */
  fresh: boolean;
  /** The day permits must be applied for by, when this payment set it. */
  permitsApplyBy?: string;
}

/**
 * Stores a payment against an invoice and moves its paid amount and status, in the caller's
 * transaction. Refused: zero or negative, more than the balance, a void invoice. A Stripe payment
 * is stored once per PaymentIntent. A deposit that brings what the order was paid over 10% of its
 * total records the day permits must be applied for by (30 days on).
 */
export async function recordPayment(
  trx: Transaction<Database>,
  invoiceId: string,
  input: PaymentInput,
  actor: { userId: string; email?: string | null },
  now = new Date(),
): Promise<RecordedPayment | Refusal> {
  if (input.stripePaymentIntent) {
    const existing = await trx.selectFrom('payments').selectAll().where('stripePaymentIntent', '=', input.stripePaymentIntent).executeTakeFirst();
    if (existing) return { ok: true, payment: toPayment(existing), invoice: (await getInvoice(trx, existing.invoiceId))!, fresh: false };
  }
  // Taken for update: two payments at once on PostgreSQL see each other's amount.
  const row = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .$if(locks(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return refuse('not-found', `No invoice has the id ${invoiceId}.`);
  if (row.status === 'void') return refuse('not-allowed', `Invoice ${row.number} is void: it takes no payments.`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) return refuse('invalid', 'Enter an amount of more than $0, in cents.', 'amountCents');
  const balance = Number(row.totalCents) - Number(row.paidCents);
  // A Stripe payment is what the customer was charged: it is stored even past the balance (a
  // second checkout paid twice), so the money is never unaccounted; staff refund the difference.
  if (!input.stripePaymentIntent && input.amountCents > balance) {
    return refuse(
      'invalid',
      balance <= 0
        ? `Invoice ${row.number} has nothing left to pay.`
        : `This is more than the balance of invoice ${row.number} (${balance} cents). Record at most the balance.`,
      'amountCents',
    );
  }
  const payment: PaymentRow = {
    id: uuidv7(),
    invoiceId,
    amountCents: input.amountCents,
    refundedCents: 0,
    method: input.method,
    reference: input.reference?.trim() || null,
    paidOn: input.paidOn,
    stripePaymentIntent: input.stripePaymentIntent ?? null,
    recordedBy: actor.userId,
    createdAt: now.toISOString(),
  };
  const inserted = await trx
    .insertInto('payments')
    .values(payment)
    .onConflict((conflict) => conflict.column('stripePaymentIntent').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 1) !== 1) {
    const existing = await trx.selectFrom('payments').selectAll().where('stripePaymentIntent', '=', input.stripePaymentIntent!).executeTakeFirstOrThrow();
    return { ok: true, payment: toPayment(existing), invoice: (await getInvoice(trx, existing.invoiceId))!, fresh: false };
  }
  const paidCents = Number(row.paidCents) + input.amountCents;
  await trx
    .updateTable('invoices')
    .set({ paidCents, status: statusAfter(row, paidCents, false), updatedAt: now.toISOString() })
    .where('id', '=', invoiceId)
    .execute();
  await recordAudit(trx, {
    actor: actor.userId,
    actorEmail: actor.email ?? null,
    action: 'invoice.payment',
    subjectType: 'order',
    subjectId: row.orderId,
    detail: { invoiceId, number: row.number, paymentId: payment.id, amountCents: input.amountCents, method: input.method },
    now,
  });
  let permitsApplyBy: string | undefined;
  if (row.kind === 'deposit') {
    const order = await getOrder(trx, row.orderId);
    const paidOnTheOrder = await paidOnOrder(trx, row.orderId);
    if (order && order.amountCents > 0 && paidOnTheOrder > order.amountCents * PERMIT_DEPOSIT_SHARE && order.permitsApplyBy === null) {
      const applyBy = addDays(input.paidOn, PERMIT_APPLY_DAYS);
      if (await recordPermitDeadline(trx, row.orderId, applyBy, now)) {
        permitsApplyBy = applyBy;
        await recordAudit(trx, {
          actor: actor.userId,
          actorEmail: actor.email ?? null,
          action: 'order.permits-due',
          subjectType: 'order',
          subjectId: row.orderId,
          detail: { applyBy, invoiceId, number: row.number },
          now,
        });
      }
    }
  }
  return { ok: true, payment: toPayment(payment), invoice: (await getInvoice(trx, invoiceId))!, fresh: true, ...(permitsApplyBy ? { permitsApplyBy } : {}) };
}

/** A bank payment started on Stripe and not yet cleared: the invoice shows "processing". */
export async function markProcessing(trx: Transaction<Database>, invoiceId: string, processing: boolean, now = new Date()): Promise<Invoice | undefined> {
  const row = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .$if(locks(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  const status = statusAfter(row, Number(row.paidCents), processing);
  if (status !== row.status) {
    await trx.updateTable('invoices').set({ status, updatedAt: now.toISOString() }).where('id', '=', invoiceId).execute();
    await recordAudit(trx, {
      actor: 'stripe',
      action: processing ? 'invoice.processing' : 'invoice.payment-failed',
      subjectType: 'order',
      subjectId: row.orderId,
      detail: { invoiceId, number: row.number },
      now,
    });
  }
  return getInvoice(trx, invoiceId);
}

export async function getPayment(db: Db, id: string): Promise<(Payment & { stripePaymentIntent: string | null }) | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...toPayment(row), stripePaymentIntent: row.stripePaymentIntent } : undefined;
}

/** What can still be refunded of a payment, or a refusal for the amount asked. */
export function refundRefusal(payment: Pick<Payment, 'amountCents' | 'refundedCents'>, amountCents: number): Refusal | undefined {
  const left = payment.amountCents - payment.refundedCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return refuse('invalid', 'Enter a refund of more than $0, in cents.', 'amountCents');
  if (left <= 0) return refuse('not-allowed', 'This payment has been refunded in full.', 'amountCents');
  if (amountCents > left) return refuse('invalid', `This is more than what is left to refund of this payment (${left} cents).`, 'amountCents');
  return undefined;
}

/**
 * Records a refund of a payment (sent back through Stripe by the caller first, or paid back by
 * hand) and takes it off the invoice's paid amount; a paid invoice with a balance again is open.
 * A Stripe refund is stored once by its id.
 */
export async function recordRefund(
  trx: Transaction<Database>,
  paymentId: string,
  amountCents: number,
  actor: { userId: string; email?: string | null },
  stripeRefundId: string | null,
  now = new Date(),
): Promise<{ ok: true; refundId: string; payment: Payment; invoice: Invoice } | Refusal> {
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .$if(locks(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!payment) return refuse('not-found', `No payment has the id ${paymentId}.`);
  if (stripeRefundId) {
    const existing = await trx.selectFrom('refunds').select('id').where('stripeRefundId', '=', stripeRefundId).executeTakeFirst();
    if (existing) return { ok: true, refundId: existing.id, payment: toPayment(payment), invoice: (await getInvoice(trx, payment.invoiceId))! };
  }
  const refused = refundRefusal(toPayment(payment), amountCents);
  if (refused) return refused;
  const refundId = uuidv7();
  await trx
    .insertInto('refunds')
    .values({ id: refundId, paymentId, amountCents, stripeRefundId, recordedBy: actor.userId, createdAt: now.toISOString() })
    .execute();
  await trx
    .updateTable('payments')
    .set({ refundedCents: Number(payment.refundedCents) + amountCents })
    .where('id', '=', paymentId)
    .execute();
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', payment.invoiceId)
    .$if(locks(trx), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const paidCents = Number(invoice.paidCents) - amountCents;
  await trx
    .updateTable('invoices')
    .set({ paidCents, status: statusAfter(invoice, paidCents, false), updatedAt: now.toISOString() })
    .where('id', '=', invoice.id)
    .execute();
  await recordAudit(trx, {
    actor: actor.userId,
    actorEmail: actor.email ?? null,
    action: 'invoice.refund',
    subjectType: 'order',
    subjectId: invoice.orderId,
    detail: { invoiceId: invoice.id, number: invoice.number, paymentId, amountCents, throughStripe: Boolean(stripeRefundId) },
    now,
  });
  const updated = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { ok: true, refundId, payment: toPayment(updated), invoice: (await getInvoice(trx, invoice.id))! };
}

/** A payment by its Stripe PaymentIntent (charge.refunded names it). */
export async function getPaymentByIntent(db: Db, paymentIntent: string): Promise<Payment | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('stripePaymentIntent', '=', paymentIntent).executeTakeFirst();
  return row ? toPayment(row) : undefined;
}

/** Voids an invoice nothing was paid on; refused once anything was paid or while a bank payment is under way. */
export async function voidInvoice(
  trx: Transaction<Database>,
  invoiceId: string,
  actor: { userId: string; email: string },
  now = new Date(),
): Promise<{ ok: true; invoice: Invoice } | Refusal> {
  const row = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .$if(locks(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return refuse('not-found', `No invoice has the id ${invoiceId}.`);
  if (row.status === 'void') return { ok: true, invoice: (await getInvoice(trx, invoiceId))! };
  if (Number(row.paidCents) > 0 || row.status === 'paid') return refuse('not-allowed', `Invoice ${row.number} has payments: refund them before voiding it.`);
  if (row.status === 'processing') return refuse('not-allowed', `A bank payment of invoice ${row.number} is under way: it cannot be voided now.`);
  await trx.updateTable('invoices').set({ status: 'void', updatedAt: now.toISOString() }).where('id', '=', invoiceId).execute();
  await recordAudit(trx, {
    actor: actor.userId,
    actorEmail: actor.email,
    action: 'invoice.void',
    subjectType: 'order',
    subjectId: row.orderId,
    detail: { invoiceId, number: row.number },
    now,
  });
  return { ok: true, invoice: (await getInvoice(trx, invoiceId))! };
}
