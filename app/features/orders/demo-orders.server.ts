import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { OrderStatus } from './order-status';
import { createOrder } from './orders.server';

interface DemoOrder {
  service: string;
  /** Days from the day of seeding, so the sample history always looks current. */
  daysFromNow: number;
  status: OrderStatus;
  amountCents: number;
  description: string;
}

const demoOrders: readonly DemoOrder[] = [
  {
    service: 'Window Installation',
    daysFromNow: -240,
    status: 'completed',
    amountCents: 440_000,
    description: 'Eight impact-rated casement windows installed on the second floor, with new trim and hurricane-code paperwork.',
  },
  {
    service: 'Window Repair',
    daysFromNow: -150,
    status: 'cancelled',
    amountCents: 15_000,
    description: 'Sticking sliding-door track. Cancelled by the customer: the builder fixed it under warranty.',
  },
  {
    service: 'Window Maintenance',
    daysFromNow: -120,
    status: 'completed',
    amountCents: 19_900,
    description: 'Annual cleaning and inspection of up to 10 windows; weep holes cleared and hardware lubricated.',
  },
  {
    service: 'Glass Replacement',
    daysFromNow: -60,
    status: 'completed',
    amountCents: 32_500,
    description: 'Cracked lower pane in the kitchen window replaced with laminated glass.',
  },
  {
    service: 'Weatherproofing',
    daysFromNow: -3,
    status: 'in-progress',
    amountCents: 78_000,
    description: 'Resealing twelve windows and the patio door before the rainy season.',
  },
  {
    service: 'Window Repair',
    daysFromNow: -1,
    status: 'in-progress',
    amountCents: 27_500,
    description: 'Replacing the balance springs on two single-hung bedroom windows.',
  },
  {
    service: 'Window Replacement',
    daysFromNow: 14,
    status: 'pending',
    amountCents: 150_000,
    description: 'Two aluminium bedroom windows to replace with energy-efficient vinyl units; measurements taken.',
  },
];

function dayOffset(now: Date, days: number): string {
  const day = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

/** Sample order history for the demo customer; does nothing when that account already has orders. */
export async function seedDemoOrders(db: Kysely<Database>, userId: string, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('orders').select('id').where('userId', '=', userId).limit(1).executeTakeFirst();
    if (existing) return 0;
    for (const order of demoOrders) {
      const { daysFromNow, ...fields } = order;
      await createOrder(trx, { userId, ...fields, date: dayOffset(now, daysFromNow) }, now);
    }
    return demoOrders.length;
  });
}
