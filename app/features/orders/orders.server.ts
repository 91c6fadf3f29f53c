import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, OrderRow } from '~/lib/db-schema';
import { type OrderStatus, toOrderStatus } from './order-status';

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
  };
}

/** A customer's orders, the most recent job first. */
export async function listOrdersForUser(db: Db, userId: string, limit?: number): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit!))
    .execute();
  return rows.map(toOrder);
}

/** One order, only if it belongs to `userId`: another customer's order is simply not found. */
export async function getOrderForUser(db: Db, userId: string, orderId: string): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('userId', '=', userId).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export interface OrderSummary {
  total: number;
  completed: number;
  inProgress: number;
}

export async function summarizeOrders(db: Db, userId: string): Promise<OrderSummary> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('userId', '=', userId)
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
  userId: string;
  service: string;
  date: string;
  status?: OrderStatus;
  amountCents: number;
  description?: string | null;
}

export async function createOrder(db: Db, input: NewOrderInput, now = new Date()): Promise<Order> {
  const at = now.toISOString();
  const row: OrderRow = {
    id: uuidv7(),
    userId: input.userId,
    service: input.service,
    date: input.date,
    status: input.status ?? 'pending',
    amountCents: input.amountCents,
    description: input.description ?? null,
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('orders').values(row).execute();
  return toOrder(row);
}
