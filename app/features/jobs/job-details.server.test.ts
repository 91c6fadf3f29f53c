import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createOrder, recordPermitDeadline } from '~/features/orders/orders.server';
import { listTimeline } from '~/lib/audit-log.server';
import { addInspection, getJobViewForOrder, jobsNearDueDates, notifyDueJobs, updateJobRecords } from './job-details.server';
import { createJobForOrder, getJobForOrder } from './job-records.server';

// A job's records and Florida's due dates (§489.126): apply for permits within 30 days of a
// deposit over 10%, start work within 90 days of the permit; a job near either is flagged and
// staff are told once.

describe.each(testDialects())('job records and due dates on %s', (dialect) => {
  let database: TestDatabase;
  const actor = { actorId: 'owner', actorEmail: 'owner@example.com' };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await addStaff(database.db, 'owner');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('records the permit, product and inspections, and flags the job near each due date, told once', async () => {
    const order = await createOrder(database.db, {
      customerName: 'Marisol Ortega',
      customerEmail: 'm@example.com',
      service: 'Impact windows',
      date: '2027-03-01',
      amountCents: 800_000,
    });
    await createJobForOrder(database.db, order.id);
    const job = (await getJobForOrder(database.db, order.id))!;
    // No deposit over 10% yet: no due dates, nothing flagged.
    expect(await jobsNearDueDates(database.db, { today: '2027-03-01', withinDays: 7 })).toEqual([]);
    await recordPermitDeadline(database.db, order.id, '2027-03-31');
    expect(await jobsNearDueDates(database.db, { today: '2027-03-20', withinDays: 7 })).toEqual([]);
    // Decimals are allowed: 11.5 days reaches March 31 from March 20.
    expect(await jobsNearDueDates(database.db, { today: '2027-03-20', withinDays: 11.5 })).toEqual([
      expect.objectContaining({ jobId: job.id, which: 'permitApplyBy', due: '2027-03-31', daysLeft: 11 }),
    ]);
    expect(await notifyDueJobs(database.db, { today: '2027-03-26', withinDays: 7 })).toBe(1);
    expect(await notifyDueJobs(database.db, { today: '2027-03-27', withinDays: 7 })).toBe(1);
    const alerts = await database.db.selectFrom('jobs').select('payload').where('kind', '=', 'notifications.staff').execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toContain('apply for permits by 2027-03-31');

    const saved = await updateJobRecords(
      database.db,
      job.id,
      { permit: { municipality: 'Coral Gables', number: 'BD-27-0142', appliedOn: '2027-03-25', issuedOn: '2027-04-10' }, product: { supplier: 'PGT' } },
      actor,
    );
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.changed.sort()).toEqual(['permit.appliedOn', 'permit.issuedOn', 'permit.municipality', 'permit.number', 'product.supplier']);
    expect(saved.job.workStartBy).toBe('2027-07-09');
    expect(await updateJobRecords(database.db, job.id, { permit: { number: 'BD-27-0142' } }, actor)).toMatchObject({ ok: true, changed: [] });
    // A permit issued before it was applied for is refused, by its field, and nothing is written.
    expect(await updateJobRecords(database.db, job.id, { permit: { number: 'BD-27-0143', issuedOn: '2027-03-20' } }, actor)).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { 'permit.issuedOn': ['The permit cannot be issued before it was applied for.'] },
    });
    expect(await getJobForOrder(database.db, order.id)).toMatchObject({ permitNumber: 'BD-27-0142', permitIssuedOn: '2027-04-10' });
    // Applied for: only the start-work date is left, 90 days after the permit.
    expect(await jobsNearDueDates(database.db, { today: '2027-07-05', withinDays: 7 })).toEqual([
      expect.objectContaining({ which: 'workStartBy', due: '2027-07-09' }),
    ]);

    await addInspection(database.db, job.id, { kind: 'Final', inspectedOn: '2027-07-20', result: 'passed', notes: null }, actor);
    const view = (await getJobViewForOrder(database.db, order.id))!;
    expect(view).toMatchObject({
      permit: { municipality: 'Coral Gables', number: 'BD-27-0142', appliedOn: '2027-03-25', issuedOn: '2027-04-10' },
      product: { supplier: 'PGT', orderedOn: null },
      inspections: [{ kind: 'Final', result: 'passed', inspectedOn: '2027-07-20' }],
      dueDates: { permitApplyBy: '2027-03-31', workStartBy: '2027-07-09' },
    });
    expect((await listTimeline(database.db, 'order', order.id)).map((event) => event.action)).toEqual(['job.records', 'job.inspection']);
  });
});
