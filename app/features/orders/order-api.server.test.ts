import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { listTimeline } from '~/lib/audit-log.server';
import type { AppServices } from '~/lib/request-context';
import { formPost } from '#tests/support/accounts';
import { apiListOrders, apiPatchOrder, handleOrderStatusAction } from './order-handlers.server';
import { createOrder } from './orders.server';

const staff = { userId: 'staff-1', email: 'staff@orders-api.test' };
const patch = (services: AppServices, id: string, body: unknown) =>
  apiPatchOrder(
    services,
    id,
    staff,
    new Request(`http://localhost/api/admin/orders/${id}`, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  );

describe.each(testDialects())('the orders API on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let orderId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const order = await createOrder(database.db, {
      customerEmail: 'rosa@orders-api.test',
      customerName: 'Rosa Pérez',
      estimateId: 'estimate-1',
      service: 'Window Repair',
      date: '2026-11-27',
      amountCents: 55_000,
    });
    orderId = order.id;
  });
  afterAll(async () => {
    await database.drop();
  });

  it('moves an order as the screen does: audit entry, customer email, review request planned', async () => {
    const answer = await patch(services, orderId, { status: 'in_progress' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { order: { status: string } }).order.status).toBe('in_progress');
    expect((await patch(services, orderId, { status: 'completed' })).status).toBe(200);
    expect((await listTimeline(database.db, 'order', orderId)).map((event) => event.detail.to)).toEqual(['in-progress', 'completed']);
    const emails = await database.db.selectFrom('outbox').select('kind').where('toAddress', '=', 'rosa@orders-api.test').execute();
    expect(emails.map((email) => email.kind)).toEqual(['order.status', 'order.status']);
    const planned = await database.db.selectFrom('followUps').select('kind').where('subjectId', '=', orderId).orderBy('dueAt').execute();
    expect(planned.map((row) => row.kind)).toEqual(['review-request', 'review-reminder']);
  });

  it('answers 400 with fieldErrors for another status, 404 for an unknown order, and lists with the screen filters', async () => {
    const refused = await patch(services, orderId, { status: 'archived' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { status: [expect.stringContaining('in_progress')] } });
    expect((await patch(services, 'no-such-order', { status: 'completed' })).status).toBe(404);
    const list = async (search: string) => apiListOrders(services, new Request(`http://localhost/api/admin/orders${search}`));
    const completed = (await (await list('?status=completed')).json()) as { orders: { id: string }[]; total: number };
    expect(completed.orders.map((order) => order.id)).toEqual([orderId]);
    expect(((await (await list('?status=pending')).json()) as { total: number }).total).toBe(0);
    expect((await list('?status=bogus')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });

  const newOrder = (email: string) =>
    createOrder(database.db, {
      customerEmail: email,
      customerName: 'Rosa Pérez',
      estimateId: `estimate-${email}`,
      service: 'Window Repair',
      date: '2026-11-27',
      amountCents: 55_000,
    });
  const statusEmails = async (email: string) =>
    (await database.db.selectFrom('outbox').select('kind').where('toAddress', '=', email).where('kind', '=', 'order.status').execute()).length;

  it('refuses a move the order cannot make with 409 and the reason: a cancelled order never becomes completed', async () => {
    const order = await newOrder('cancelled@orders-api.test');
    expect((await patch(services, order.id, { status: 'cancelled' })).status).toBe(200);
    const refused = await patch(services, order.id, { status: 'completed' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'A cancelled order can only be reinstated as Pending; it cannot become Completed.',
      status: 'cancelled',
      allowed: ['pending'],
    });
    const done = await newOrder('done@orders-api.test');
    expect((await patch(services, done.id, { status: 'completed' })).status).toBe(200);
    expect((await patch(services, done.id, { status: 'pending' })).status).toBe(409);
    expect((await patch(services, done.id, { status: 'in_progress' })).status).toBe(200);
    // The Orders screen's form is refused the same way, with the reason to show.
    const screen = (await handleOrderStatusAction(services, staff, formPost('/admin/orders', { orderId: order.id, status: 'completed' }))) as unknown as {
      data: { ok: boolean; message: string };
      init: ResponseInit;
    };
    expect(screen.init.status).toBe(409);
    expect(screen.data).toMatchObject({ ok: false, message: 'A cancelled order can only be reinstated as Pending; it cannot become Completed.' });
    expect(await statusEmails('cancelled@orders-api.test')).toBe(1);
    const planned = await database.db.selectFrom('followUps').select('kind').where('subjectId', '=', order.id).execute();
    expect(planned).toEqual([]);
  });

  it('makes one change of 12 identical parallel ones: one audit entry, one email', async () => {
    const order = await newOrder('race@orders-api.test');
    const answers = await Promise.all(Array.from({ length: 12 }, () => patch(services, order.id, { status: 'in_progress' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const messages = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { message: string }).message));
    expect(messages.filter((message) => message.endsWith('the customer was emailed.'))).toHaveLength(1);
    expect(await listTimeline(database.db, 'order', order.id)).toHaveLength(1);
    expect(await statusEmails('race@orders-api.test')).toBe(1);
  });
});
