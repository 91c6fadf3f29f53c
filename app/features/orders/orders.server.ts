import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import { type Actor, listTimeline, recordAudit, type TimelineEvent } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import { asLocale, type Locale } from '~/lib/locale';
import { enqueueEmail } from '~/features/mail/outbox.server';
import type { OrderLineRow, OrderRow } from './tables';
import { type OrderStatus, refusedMove, toOrderStatus } from './order-status';
import { type OrderMailContext, orderStatusEmail } from './order-emails.server';

type Db = Kysely<Database> | Transaction<Database>;

export interface Order {
  id: string;
  service: string;
  date: string;
  status: OrderStatus;
  amountCents: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  /** The estimate it was made from, when it was. */
  estimateId: string | null;
  /** The day permits must be applied for by, once a deposit over 10% is paid (Florida §489.126). */
  permitsApplyBy: string | null;
}

export interface OrderLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    service: row.service,
    date: row.date,
    status: toOrderStatus(row.status),
    amountCents: Number(row.amountCents),
    description: row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    estimateId: row.estimateId,
    permitsApplyBy: row.permitsApplyBy ?? null,
  };
}

function toLine(row: Pick<OrderLineRow, 'description' | 'quantity' | 'unitPriceCents'>): OrderLine {
  return { description: row.description, quantity: Number(row.quantity), unitPriceCents: Number(row.unitPriceCents) };
}

/** Whose orders a dashboard shows: the account's own, and those made out to its address once it is verified. */
export interface Customer {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * An order belongs to a customer by account (the demo's sample orders) or by the address its
 * estimate was made out to. Anyone can type any address into a quote form, so only a verified
 * address counts, as for "My Requests".
 */
function ownedBy(customer: Customer) {
  return (eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> => {
    const byAccount = eb('userId', '=', customer.id);
    if (!customer.emailVerified) return byAccount;
    return eb.or([byAccount, eb(sql<string>`lower(customer_email)`, '=', customer.email.trim().toLowerCase())]);
  };
}

/** A customer's orders, the most recent job first. */
export async function listOrdersForCustomer(db: Db, customer: Customer, limit?: number): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where(ownedBy(customer))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit!))
    .execute();
  return rows.map(toOrder);
}

export interface OrderDetail extends Order {
  lines: OrderLine[];
  /** The quote request it was made from, when it was (its photos show with the order). */
  quoteRequestId: string | null;
}

async function withLines(db: Db, row: OrderRow | undefined): Promise<OrderDetail | undefined> {
  if (!row) return undefined;
  const lines = await db
    .selectFrom('orderLines')
    .select(['description', 'quantity', 'unitPriceCents'])
    .where('orderId', '=', row.id)
    .orderBy('position')
    .execute();
  return { ...toOrder(row), lines: lines.map(toLine), quoteRequestId: row.quoteRequestId };
}

/** One order with its lines, only if it belongs to the customer: another customer's order is simply not found. */
export async function getOrderForCustomer(db: Db, customer: Customer, orderId: string): Promise<OrderDetail | undefined> {
  return withLines(db, await db.selectFrom('orders').selectAll().where('id', '=', orderId).where(ownedBy(customer)).executeTakeFirst());
}

export interface OrderSummary {
  total: number;
  completed: number;
  inProgress: number;
}

export async function summarizeOrders(db: Db, customer: Customer): Promise<OrderSummary> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where(ownedBy(customer))
    .groupBy('status')
    .execute();
  const count = (status: OrderStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    completed: count('completed'),
    inProgress: count('in-progress'),
  };
}

export interface NewOrderInput {
  /** An account (the demo's orders), or none when the order is made out to `customerEmail`. */
  userId?: string | null;
  customerEmail?: string | null;
  customerName?: string | null;
  quoteRequestId?: string | null;
  estimateId?: string | null;
  service: string;
  date: string;
  status?: OrderStatus;
  amountCents: number;
  description?: string | null;
  lines?: readonly OrderLine[];
  /** The language to write to the customer in: their request's, else their account's. */
  language?: Locale;
}

/** Stores an order and its lines; pass the transaction of whatever the order comes from. */
export async function createOrder(db: Db, input: NewOrderInput, now = new Date()): Promise<Order> {
  const at = now.toISOString();
  const row: OrderRow = {
    id: uuidv7(),
    userId: input.userId ?? null,
    customerEmail: input.customerEmail ?? null,
    customerName: input.customerName ?? null,
    quoteRequestId: input.quoteRequestId ?? null,
    estimateId: input.estimateId ?? null,
    service: input.service,
    date: input.date,
    status: input.status ?? 'pending',
    amountCents: input.amountCents,
    description: input.description ?? null,
    language: input.language ?? 'en',
    permitsApplyBy: null,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('orders').values(row).execute();
  const lines = (input.lines ?? []).map((line, position) => ({ orderId: row.id, position, ...line }));
  if (lines.length > 0) await db.insertInto('orderLines').values(lines).execute();
  return toOrder(row);
}

/** An order as staff see it in the back office's list. */
export interface StaffOrder extends Order {
  /** The language the customer is written to in. */
  language: Locale;
  customerName: string | null;
  customerEmail: string | null;
  quoteRequestId: string | null;
}

function toStaffOrder(row: OrderRow): StaffOrder {
  return {
    ...toOrder(row),
    language: asLocale(row.language),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    quoteRequestId: row.quoteRequestId,
  };
}

export const ORDERS_PAGE_SIZE = 25;

export interface OrderPage {
  items: StaffOrder[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The back office's Orders: orders made from estimates (the demo customer's sample orders stay
 * on its dashboard only), newest first, optionally of one status.
 */
export async function listOrders(db: Db, { status, page }: { status: OrderStatus | null; page: number }): Promise<OrderPage> {
  const base = db
    .selectFrom('orders')
    .where('estimateId', 'is not', null)
    .$if(status !== null, (query) => query.where('status', '=', status!));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
  ]);
  const total = Number(count?.count ?? 0);
  return { items: rows.map(toStaffOrder), total, page, pageSize: ORDERS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}

/** One order for staff, with its lines. */
export async function getOrder(db: Db, id: string): Promise<(OrderDetail & StaffOrder) | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  const detail = await withLines(db, row);
  return detail && row ? { ...detail, ...toStaffOrder(row) } : undefined;
}

/** The orders of `ids` as staff see them (no lines), for views that show many jobs at once. */
export async function listStaffOrdersByIds(db: Db, ids: readonly string[]): Promise<StaffOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toStaffOrder);
}

/** The order made from an estimate, if it was approved. */
export async function getOrderForEstimate(db: Db, estimateId: string): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('estimateId', '=', estimateId).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export type StatusChange =
  | { ok: true; order: StaffOrder; changed: boolean }
  | { ok: false; reason: 'not-found'; message: string }
  /** A move the order cannot make (order-status.ts), with the status it has. */
  | { ok: false; reason: 'not-allowed'; message: string; status: OrderStatus };

/** How often a change finds the order moved by another one under it before giving up. */
const CHANGE_ATTEMPTS = 5;

/**
 * Moves an order to another status, records who did it in the audit log (subject: the order)
 * and queues the customer's email, in one transaction. Setting the status it already has
 * changes nothing and sends nothing; a move the order cannot make is refused with the reason.
 * The write is a compare-and-set on the status read: of two identical changes at once (two
 * clicks, two processes), one changes the order and emails; the other finds it already done.
 */
export async function changeOrderStatus(
  transact: Transact,
  id: string,
  status: OrderStatus,
  actor: Actor,
  mail: OrderMailContext,
  now: Date = new Date(),
): Promise<StatusChange> {
  return transact(async (trx) => {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const row = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return { ok: false, reason: 'not-found', message: 'This order was not found.' };
      const from = toOrderStatus(row.status);
      if (from === status) return { ok: true, order: toStaffOrder(row), changed: false };
      const refused = refusedMove(from, status);
      if (refused) return { ok: false, reason: 'not-allowed', message: refused, status: from };
      const updatedAt = now.toISOString();
      const { numUpdatedRows } = await trx
        .updateTable('orders')
        .set({ status, updatedAt })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      // Another change got there first (on PostgreSQL this update waited for it): read the order again.
      if (Number(numUpdatedRows) !== 1) continue;
      await recordAudit(trx, {
        actor: actor.userId,
        actorEmail: actor.email,
        action: 'order.status',
        subjectType: 'order',
        subjectId: id,
        detail: { from: row.status, to: status, quoteRequestId: row.quoteRequestId },
        now,
      });
      const updated = { ...row, status, updatedAt };
      if (row.customerEmail) await enqueueEmail(trx, orderStatusEmail(toStaffOrder(updated), mail, now, asLocale(row.language)), now);
      await mail.hooks?.statusChanged(
        trx,
        {
          orderId: id,
          quoteRequestId: row.quoteRequestId,
          customerEmail: row.customerEmail,
          customerName: row.customerName,
          language: asLocale(row.language),
          from,
          to: status,
        },
        now,
      );
      return { ok: true, order: toStaffOrder(updated), changed: true };
    }
    throw new Error(`order ${id}: its status kept changing while it was being changed`);
  });
}

/**
 * Records the day permits must be applied for by (Florida §489.126: a deposit over 10% obliges
 * the contractor to apply within 30 days), once: a later deposit does not move it. Pass the
 * transaction that stores the payment.
 */
export async function recordPermitDeadline(db: Db, orderId: string, applyBy: string, now = new Date()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('orders')
    .set({ permitsApplyBy: applyBy, updatedAt: now.toISOString() })
    .where('id', '=', orderId)
    .where('permitsApplyBy', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** What happened to the orders made from one quote request, oldest first, for the lead's timeline. */
export async function listOrderEvents(db: Kysely<Database>, quoteRequestId: string): Promise<TimelineEvent[]> {
  const orders = await db.selectFrom('orders').select('id').where('quoteRequestId', '=', quoteRequestId).execute();
  const events = await Promise.all(orders.map((order) => listTimeline(db, 'order', order.id)));
  return events.flat();
}
