// Test support: an order with its job, as approving an estimate makes them.
import type { Kysely } from 'kysely';
import { createJobForOrder, getJobForOrder } from '~/features/jobs/job-records.server';
import { createOrder } from '~/features/orders/orders.server';
import type { Database } from '~/lib/db-schema';

/** A new order for `name` (email `<name>@example.com`, impact windows, March 1, 2027) and its job, at Measure. */
export async function newJob(db: Kysely<Database>, name: string, amountCents = 900_000) {
  const order = await createOrder(db, {
    customerName: name,
    customerEmail: `${name.toLowerCase()}@example.com`,
    service: 'Impact windows',
    date: '2027-03-01',
    amountCents,
  });
  await createJobForOrder(db, order.id);
  return (await getJobForOrder(db, order.id))!;
}
