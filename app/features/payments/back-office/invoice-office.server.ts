import { type Kysely, sql, type Transaction } from 'kysely';
import { addDays, businessDay, recentWeeks, startOfBusinessDay } from '~/features/calendar/business-dates';
import { dollarsText } from '~/features/estimates/estimate-form';
import { csvRow } from '~/features/leads/inbox/csv';
import type { Database } from '~/lib/db-schema';
import type { Invoice, InvoiceKind, InvoiceStatus } from '../invoices.server';
import type { InvoiceView } from './invoice-views';

// What the back office reads of invoices (docs/payments.md): the Invoices page and its filters,
// this month's totals, the CSV export, each order's money and the dashboard's figure. Amounts
// are integer cents; a void invoice asks for nothing.

type Db = Kysely<Database> | Transaction<Database>;

/** One row of the Invoices page, the CSV and an order's money panel. */
export interface InvoiceSummary extends Pick<
  Invoice,
  'id' | 'number' | 'orderId' | 'kind' | 'status' | 'totalCents' | 'paidCents' | 'balanceCents' | 'issuedOn' | 'dueOn' | 'customerName' | 'customerEmail'
> {
  /** Open and past its due day. */
  overdue: boolean;
}

type SummaryRow = Pick<
  Database['invoices'],
  'id' | 'number' | 'orderId' | 'kind' | 'status' | 'totalCents' | 'paidCents' | 'dueOn' | 'customerName' | 'customerEmail' | 'createdAt'
>;

function toSummary(row: SummaryRow, today: string): InvoiceSummary {
  const totalCents = Number(row.totalCents);
  const paidCents = Number(row.paidCents);
  const status = row.status as InvoiceStatus;
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    kind: row.kind as InvoiceKind,
    status,
    totalCents,
    paidCents,
    balanceCents: status === 'void' ? 0 : Math.max(0, totalCents - paidCents),
    issuedOn: businessDay(new Date(row.createdAt)),
    dueOn: row.dueOn,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    overdue: status === 'open' && row.dueOn < today,
  };
}

const summaryColumns = ['id', 'number', 'orderId', 'kind', 'status', 'totalCents', 'paidCents', 'dueOn', 'customerName', 'customerEmail', 'createdAt'] as const;

/** The most the Invoices page lists at once; the CSV export has every one. */
export const INVOICE_PAGE_LIMIT = 200;

/** Invoices of one view, newest first: at most `limit` (the page), or all (the export). */
export async function listInvoiceSummaries(db: Db, view: InvoiceView, now = new Date(), limit?: number): Promise<InvoiceSummary[]> {
  const today = businessDay(now);
  const rows = await db
    .selectFrom('invoices')
    .select(summaryColumns)
    .$if(view === 'overdue', (query) => query.where('status', '=', 'open').where('dueOn', '<', today))
    .$if(view !== 'overdue' && view !== 'all', (query) => query.where('status', '=', view))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit!))
    .execute();
  return rows.map((row) => toSummary(row, today));
}

export interface MonthTotals {
  /** The month's first day, 'YYYY-MM-01', in the business's zone. */
  month: string;
  /** What the month's invoices ask for (void ones left out). */
  invoicedCents: number;
  /** Payments received on a day of the month, less what was refunded during it. */
  collectedCents: number;
  /** What every open or processing invoice still asks for, today. */
  outstandingCents: number;
}

const sumOf = (value: unknown) => Number(value ?? 0);

/** What open and processing invoices still ask for. */
async function outstanding(db: Db): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<string | number>`coalesce(sum(total_cents - paid_cents), 0)`.as('cents'))
    .where('status', 'in', ['open', 'processing'])
    .executeTakeFirst();
  return sumOf(row?.cents);
}

/** Payments received from `fromDay` (included) to `toDay` (excluded), less refunds made from `from` to `to` (UTC instants). */
async function collected(db: Db, fromDay: string, toDay: string, from: string, to: string): Promise<number> {
  const [paid, refunded] = await Promise.all([
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountCents'), sql<number>`0`).as('cents'))
      .where('paidOn', '>=', fromDay)
      .where('paidOn', '<', toDay)
      .executeTakeFirst(),
    db
      .selectFrom('refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountCents'), sql<number>`0`).as('cents'))
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .executeTakeFirst(),
  ]);
  return sumOf(paid?.cents) - sumOf(refunded?.cents);
}

/** This month's totals in the business's calendar. */
export async function monthTotals(db: Db, now = new Date()): Promise<MonthTotals> {
  const month = `${businessDay(now).slice(0, 7)}-01`;
  const next = `${addDays(month, 32).slice(0, 7)}-01`;
  const [from, to] = [startOfBusinessDay(month), startOfBusinessDay(next)];
  const [invoiced, collectedCents, outstandingCents] = await Promise.all([
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('totalCents'), sql<number>`0`).as('cents'))
      .where('status', '!=', 'void')
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .executeTakeFirst(),
    collected(db, month, next, from, to),
    outstanding(db),
  ]);
  return { month, invoicedCents: sumOf(invoiced?.cents), collectedCents, outstandingCents };
}

export interface MoneyFigures {
  /** The Monday that starts this week, 'YYYY-MM-DD'. */
  weekOf: string;
  collectedCents: number;
  outstandingCents: number;
  overdueCount: number;
}

/** The dashboard's figure: collected this week (from Monday, the business's calendar) and outstanding now. */
export async function moneyFigures(db: Db, now = new Date()): Promise<MoneyFigures> {
  const [week] = recentWeeks(now, 1);
  const today = businessDay(now);
  const [collectedCents, outstandingCents, overdue] = await Promise.all([
    collected(db, week!.week, addDays(week!.week, 7), week!.start, week!.end),
    outstanding(db),
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'open')
      .where('dueOn', '<', today)
      .executeTakeFirst(),
  ]);
  return { weekOf: week!.week, collectedCents, outstandingCents, overdueCount: sumOf(overdue?.count) };
}

/** The refunds of some payments, oldest first, for the staff invoice view. */
export async function refundsOf(db: Db, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom('refunds')
    .select(['id', 'paymentId', 'amountCents', 'stripeRefundId', 'createdAt'])
    .where('paymentId', 'in', paymentIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    paymentId: row.paymentId,
    amountCents: Number(row.amountCents),
    throughStripe: row.stripeRefundId !== null,
    createdAt: row.createdAt,
  }));
}

/** An order's money: its invoices, what was paid over them and what is left of its total. */
export interface OrderMoney {
  orderId: string;
  orderTotalCents: number;
  paidCents: number;
  /** The order's total less what was paid (never below 0). */
  balanceCents: number;
  /** Whether the order still takes invoices (a cancelled one does not). */
  invoiceable: boolean;
  invoices: InvoiceSummary[];
}

/** The money of each order listed, by its id: one query for all their invoices. */
export async function moneyOfOrders(
  db: Db,
  orders: ReadonlyArray<{ id: string; amountCents: number; status: string }>,
  now = new Date(),
): Promise<Record<string, OrderMoney>> {
  if (orders.length === 0) return {};
  const today = businessDay(now);
  const rows = await db
    .selectFrom('invoices')
    .select(summaryColumns)
    .where(
      'orderId',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const invoices = rows.map((row) => toSummary(row, today));
  return Object.fromEntries(
    orders.map((order) => {
      const own = invoices.filter((invoice) => invoice.orderId === order.id);
      const paidCents = own.filter((invoice) => invoice.status !== 'void').reduce((sum, invoice) => sum + invoice.paidCents, 0);
      return [
        order.id,
        {
          orderId: order.id,
          orderTotalCents: order.amountCents,
          paidCents,
          balanceCents: Math.max(0, order.amountCents - paidCents),
          invoiceable: order.status !== 'cancelled',
          invoices: own,
        },
      ];
    }),
  );
}

/**
 * The CSV export of one view, every invoice: amounts as dollars and cents ("1250.00"), text a
 * spreadsheet would run as a formula neutralised (the lead export's csvField).
 */
export function invoicesCsv(invoices: readonly InvoiceSummary[]): string {
  const header = csvRow(['Number', 'Issued', 'Due', 'Kind', 'Status', 'Overdue', 'Customer', 'Email', 'Total', 'Paid', 'Balance', 'Order']);
  return (
    header +
    invoices
      .map((invoice) =>
        csvRow([
          invoice.number,
          invoice.issuedOn,
          invoice.dueOn,
          invoice.kind,
          invoice.status,
          invoice.overdue ? 'yes' : 'no',
          invoice.customerName,
          invoice.customerEmail,
          dollarsText(invoice.totalCents),
          dollarsText(invoice.paidCents),
          dollarsText(invoice.balanceCents),
          invoice.orderId,
        ]),
      )
      .join('')
  );
}
