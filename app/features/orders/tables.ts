import type { Insertable, Selectable } from 'kysely';

export interface OrderTable {
  id: string;
  /** The account of a demo order; null for an order made from an estimate, which belongs to `customerEmail`. */
  userId: string | null;
  service: string;
  /** The day of the job, YYYY-MM-DD. */
  date: string;
  status: string;
  amountCents: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whom an order from an estimate is for: shown to the account whose verified email matches. */
  customerEmail: string | null;
  customerName: string | null;
  quoteRequestId: string | null;
  estimateId: string | null;
  /** The language the customer is written to in ('en' or 'es'), set when the order is made. */
  language: string;
  /** Florida §489.126: once a deposit over 10% is paid, the day permits must be applied for by (YYYY-MM-DD). */
  permitsApplyBy: string | null;
}

/** One line of an order: what the customer approved, in integer cents. */
export interface OrderLineTable {
  orderId: string;
  position: number;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

declare module '~/lib/db-schema' {
  interface Database {
    orders: OrderTable;
    orderLines: OrderLineTable;
  }
}

export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
