import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { newJob as newJobOf } from '#tests/support/jobs';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { getOrder } from '~/features/orders/orders.server';
import { listTimeline } from '~/lib/audit-log.server';
import type { AppServices } from '~/lib/request-context';
import { createJobForOrder, listJobs, listStageMoves, moveJobStage, orderContextFor } from './job-records.server';

// A job's stages: forward is a click, back asks for a reason; each move is kept and on the order's
// timeline, and the order's SPEC status follows (pending, in progress once the work starts, completed).

describe.each(testDialects())('job stages on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const actor = { actorId: 'owner', actorEmail: 'owner@example.com' };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await addStaff(database.db, 'owner');
  });
  afterAll(async () => {
    await database.drop();
  });

  async function newJob(name: string) {
    const job = await newJobOf(database.db, name);
    await createJobForOrder(database.db, job.orderId); // one job per order, whatever asks twice
    expect(await listJobs(database.db, { orderId: job.orderId })).toHaveLength(1);
    return job;
  }

  it('moves forward without a reason and back only with one; the order follows, and completion plans the review request', async () => {
    const job = await newJob('Marisol');
    expect(job.stage).toBe('measure');
    const orders = await orderContextFor(services);
    const move = (to: Parameters<typeof moveJobStage>[1]['to'], reason?: string) =>
      moveJobStage(database.db, { jobId: job.id, to, reason, ...actor }, { orders });

    expect(await move('order-product')).toMatchObject({ ok: true, changed: true, job: { stage: 'order-product' } });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('pending');
    expect(await move('install')).toMatchObject({ ok: true, job: { stage: 'install' } });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('in-progress');

    expect(await move('permit')).toMatchObject({ ok: false, reason: 'refused', stage: 'install' });
    expect(await move('permit', '  ')).toMatchObject({ ok: false, reason: 'refused' });
    expect(await move('permit', 'The city asked for new drawings')).toMatchObject({ ok: true, job: { stage: 'permit' } });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('pending');
    expect(await move('permit')).toMatchObject({ ok: true, changed: false });

    expect(await move('complete')).toMatchObject({ ok: true, job: { stage: 'complete' } });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('completed');
    const review = await database.db.selectFrom('followUps').select('kind').where('subjectId', '=', job.orderId).where('kind', '=', 'review-request').execute();
    expect(review).toHaveLength(1);
    expect(await move('cancelled', 'Changed their mind')).toMatchObject({ ok: false, reason: 'refused' });

    // Reopened to schedule: the order goes back through in progress to pending.
    expect(await move('schedule', 'One window was cracked')).toMatchObject({ ok: true });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('pending');

    const moves = await listStageMoves(database.db, job.id);
    expect(moves.map((m) => [m.fromStage, m.toStage, m.reason])).toEqual([
      ['measure', 'order-product', null],
      ['order-product', 'install', null],
      ['install', 'permit', 'The city asked for new drawings'],
      ['permit', 'complete', null],
      ['complete', 'schedule', 'One window was cracked'],
    ]);
    const timeline = await listTimeline(database.db, 'order', job.orderId);
    expect(timeline.filter((event) => event.action === 'job.stage')).toHaveLength(5);
    expect(timeline.filter((event) => event.action === 'order.status').map((event) => event.detail.to)).toEqual([
      'in-progress',
      'pending',
      'completed',
      'in-progress',
      'pending',
    ]);
  });

  it('cancels and reinstates a job with a reason, and the order with it', async () => {
    const job = await newJob('Ernesto');
    const orders = await orderContextFor(services);
    expect(await moveJobStage(database.db, { jobId: job.id, to: 'cancelled', ...actor }, { orders })).toMatchObject({ ok: false, reason: 'refused' });
    expect(await moveJobStage(database.db, { jobId: job.id, to: 'cancelled', reason: 'Sold the house', ...actor }, { orders })).toMatchObject({ ok: true });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('cancelled');
    expect(await moveJobStage(database.db, { jobId: job.id, to: 'install', reason: 'The sale fell through', ...actor }, { orders })).toMatchObject({
      ok: true,
    });
    expect((await getOrder(database.db, job.orderId))!.status).toBe('in-progress');
    expect(await moveJobStage(database.db, { jobId: 'missing', to: 'install', ...actor }, { orders })).toMatchObject({ ok: false, reason: 'not-found' });
  });
});
