import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { newJob as newJobOf } from '#tests/support/jobs';
import { insertTestLead } from '#tests/support/lead-rows';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { createOrder, recordPermitDeadline } from '~/features/orders/orders.server';
import { listTimeline } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import type { AppServices } from '~/lib/request-context';
import { dispatchBoardLoader } from './crew/dispatch-board.server';
import { scheduleInstallVisit } from './install-visits.server';
import { apiDeleteVisit, apiListJobs, apiPatchJob, apiPatchVisit } from './job-api.server';
import { addInspection, installVisitsByDay, jobsNearDueDates, listJobViews } from './job-details.server';
import { createJobForOrder, getJob, getJobForOrder } from './job-records.server';

// The jobs API and the lists of jobs: each list reads a fixed number of queries however many jobs
// it shows; a PATCH is one change (a refused part leaves nothing written); a visit is moved,
// re-timed, reassigned and cancelled through its own address, the customer sent each change.

const staff = { userId: 'owner', email: 'owner@example.com' };
const json = (method: string, path: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The database, counting the statements it is sent (Kysely's plugin hook, called once per query). */
function counting(db: Kysely<Database>) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counter.queries++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counter };
}

/** A job for a customer with a request (address, phone), a deposit's permit date, an inspection and a booked visit on its own day. */
async function fullJob(db: Kysely<Database>, index: number) {
  const requestId = `request-${index}`;
  await insertTestLead(db, 'quoteRequests', { id: requestId, createdAt: '2027-01-04T15:00:00.000Z' });
  const order = await createOrder(db, {
    customerName: `Customer ${index}`,
    customerEmail: `customer${index}@example.com`,
    quoteRequestId: requestId,
    service: 'Impact windows',
    date: '2027-03-01',
    amountCents: 900_000,
  });
  await createJobForOrder(db, order.id);
  const job = (await getJobForOrder(db, order.id))!;
  await recordPermitDeadline(db, order.id, '2027-03-05');
  await addInspection(db, job.id, { kind: 'Final', inspectedOn: '2027-03-04', result: 'scheduled', notes: null }, { actorId: 'owner' });
  await db.updateTable('windowJobs').set({ stage: 'schedule' }).where('id', '=', job.id).execute();
  // Monday, March 1, 2027 on: one visit a day per job, each 8:00 to 9:00 AM in Miami.
  const day = new Date(Date.UTC(2027, 2, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const visit = await scheduleInstallVisit(db, {
    jobId: job.id,
    startsAt: `${day}T13:00:00.000Z`,
    endsAt: `${day}T14:00:00.000Z`,
    crewIds: ['rafa'],
    actorId: 'owner',
  });
  if (!visit.ok) throw new Error(visit.message);
  return { job, order };
}

describe.each(testDialects())('the lists of jobs on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await addStaff(database.db, 'owner');
    await addStaff(database.db, 'rafa', { role: 'crew', name: 'Rafa Díaz' });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('reads the job list, the due dates, the calendar and the dispatch board in as many queries for 30 jobs as for 1', async () => {
    const lists = {
      api: (db: Kysely<Database>) => apiListJobs({ db } as AppServices, new Request('http://localhost/api/admin/jobs')),
      dueDates: (db: Kysely<Database>) => jobsNearDueDates(db, { today: '2027-03-01', withinDays: 7 }),
      calendar: (db: Kysely<Database>) =>
        installVisitsByDay(
          db,
          Array.from({ length: 31 }, (_, day) => `2027-03-${String(day + 1).padStart(2, '0')}`),
        ),
      board: (db: Kysely<Database>) => dispatchBoardLoader({ db }, new Request('http://localhost/admin/dispatch?week=2027-03-01')),
    };
    const queriesOf = async () => {
      const counts: Record<string, number> = {};
      for (const [name, list] of Object.entries(lists)) {
        const { db, counter } = counting(database.db);
        await list(db);
        counts[name] = counter.queries;
      }
      return counts;
    };
    await fullJob(database.db, 0);
    // Once before counting: what is read once and then kept (the business calendar) is not counted against one size.
    await queriesOf();
    const one = await queriesOf();
    for (let index = 1; index < 30; index++) await fullJob(database.db, index);
    const thirty = await queriesOf();
    expect(thirty).toEqual(one);
    // And they do list them all.
    expect(await listJobViews(database.db)).toHaveLength(30);
    expect(await jobsNearDueDates(database.db, { today: '2027-03-01', withinDays: 7 })).toHaveLength(30);
    const views = await listJobViews(database.db);
    expect(views.every((view) => view.visits.length === 1 && view.inspections.length === 1 && view.customer.phone === '305')).toBe(true);
  });
});

describe.each(testDialects())('the jobs API list, page by page, on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  const list = async (query: string) => {
    const response = await apiListJobs({ db: database.db } as AppServices, new Request(`http://localhost/api/admin/jobs${query}`));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { jobs?: { id: string }[] } };
  };

  it('hands out every job once across its pages, newest first, 50 a page, and refuses a page no list has', async () => {
    const made: string[] = [];
    for (let index = 0; index < 51; index++) made.push((await newJobOf(database.db, `Customer${index}`)).id);
    const first = await list('');
    expect(first).toMatchObject({ status: 200, body: { total: 51, page: 1, pageSize: 50, pageCount: 2 } });
    expect(first.body.jobs).toHaveLength(50);
    const second = await list('?page=2');
    expect(second.body).toMatchObject({ total: 51, page: 2, pageCount: 2 });
    const listed = [...first.body.jobs!, ...second.body.jobs!].map((job) => job.id);
    expect(new Set(listed).size).toBe(51);
    expect(listed.toSorted()).toEqual(made.toSorted());
    expect(listed[0]).toBe(made.at(-1));
    expect((await list('?page=3')).body).toMatchObject({ jobs: [], total: 51, page: 3 });
    expect((await list('?stage=measure&page=2')).body).toMatchObject({ total: 51, page: 2 });
    expect((await list('?stage=install')).body).toMatchObject({ jobs: [], total: 0, pageCount: 1 });
    for (const page of ['0', '-1', '1e3', 'two'])
      expect(await list(`?page=${page}`)).toMatchObject({
        status: 400,
        body: { fieldErrors: { page: [expect.stringContaining('page must be a whole number')] } },
      });
  });
});

describe.each(testDialects())('the jobs API on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await addStaff(database.db, 'owner');
    for (const [id, name] of [
      ['rafa', 'Rafa Díaz'],
      ['yeni', 'Yeni Soto'],
    ])
      await addStaff(database.db, id!, { role: 'crew', name });
  });
  afterAll(async () => {
    await database.drop();
  });

  const newJob = (name: string) => newJobOf(database.db, name);

  it('writes a PATCH’s records and stage move together, or nothing at all when one part is refused', async () => {
    const job = await newJob('Marisol');
    const patch = (body: unknown) => apiPatchJob(services, job.id, staff, json('PATCH', `/api/admin/jobs/${job.id}`, body));
    const nothingWritten = async () => {
      expect(await getJob(database.db, job.id)).toMatchObject({ stage: 'measure', permitNumber: null, permitIssuedOn: null });
      expect(await listTimeline(database.db, 'order', job.orderId)).toEqual([]);
      expect(await database.db.selectFrom('outbox').select('kind').where('toAddress', '=', 'marisol@example.com').execute()).toEqual([]);
    };

    // The move is allowed, the permit is not (issued before it was applied for): 400 by the field, the stage unmoved.
    const badPermit = await patch({ stage: 'order-product', permit: { number: 'BD-27-0142', appliedOn: '2027-03-10', issuedOn: '2027-03-01' } });
    expect(badPermit.status).toBe(400);
    expect(await badPermit.json()).toMatchObject({ fieldErrors: { 'permit.issuedOn': ['The permit cannot be issued before it was applied for.'] } });
    await nothingWritten();

    // The permit is fine, the move is not (cancelling asks for a reason): 409 by the field, the permit not saved.
    const noReason = await patch({ stage: 'cancelled', permit: { number: 'BD-27-0142' } });
    expect(noReason.status).toBe(409);
    expect(await noReason.json()).toMatchObject({ stage: 'measure', fieldErrors: { reason: ['Say why the job moves back or is cancelled.'] } });
    await nothingWritten();

    // Both fine: both written, in one change.
    const both = await patch({ stage: 'order-product', permit: { number: 'BD-27-0142', appliedOn: '2027-03-01' } });
    expect(both.status).toBe(200);
    expect(await both.json()).toMatchObject({ job: { stage: 'order-product', permit: { number: 'BD-27-0142', appliedOn: '2027-03-01' } } });
    expect((await listTimeline(database.db, 'order', job.orderId)).map((event) => event.action)).toEqual(['job.records', 'job.stage']);
  });

  it('moves, re-times, reassigns and cancels a visit through its address, refusing a clash with the visit named', async () => {
    const first = await newJob('Lourdes');
    const second = await newJob('Ernesto');
    const book = async (jobId: string, startsAt: string, endsAt: string, crewIds: string[]) => {
      const visit = await scheduleInstallVisit(database.db, { jobId, startsAt, endsAt, crewIds, actorId: 'owner' });
      if (!visit.ok) throw new Error(visit.message);
      return visit.visit;
    };
    // Tuesday, March 2, 2027 in Miami: Rafa 8:00 AM–3:00 PM at Lourdes's; Yeni 8:00–11:00 AM at Ernesto's.
    const lourdes = await book(first.id, '2027-03-02T13:00:00.000Z', '2027-03-02T20:00:00.000Z', ['rafa']);
    const ernesto = await book(second.id, '2027-03-02T13:00:00.000Z', '2027-03-02T16:00:00.000Z', ['yeni']);
    const change = (body: unknown, jobId = second.id, visitId = ernesto.id) =>
      apiPatchVisit(services, jobId, visitId, staff, json('PATCH', `/api/admin/jobs/${jobId}/visits/${visitId}`, body));

    // Bad input: 400 with field errors; nothing to change: 400; someone who is not crew: 400.
    expect(await (await change({ start: 'tomorrow' })).json()).toMatchObject({ fieldErrors: { start: ['Give the start as a date and time.'] } });
    expect((await change({})).status).toBe(400);
    expect((await change({ start: '2027-03-02T17:00:00.000Z' })).status).toBe(400);
    expect(await (await change({ crewIds: ['nobody'] })).json()).toMatchObject({ fieldErrors: { crewIds: ['Not a crew or staff member: nobody.'] } });
    expect((await change({ colour: 'red' })).status).toBe(400);
    // Another job's visit, or no visit: 404.
    expect((await change({ crewIds: ['rafa'] }, first.id)).status).toBe(404);
    expect((await change({ crewIds: ['rafa'] }, second.id, 'no-such-visit')).status).toBe(404);
    // Reassigned to Rafa, who is at Lourdes's then: 409 naming that visit, in the board's words.
    const clash = await change({ crewIds: ['rafa'] });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      error: 'Not moved: Rafa Díaz is already on the install visit for Lourdes, Tuesday, March 2, 8:00 AM–3:00 PM.',
      conflict: { kind: 'install', visitId: lourdes.id, userId: 'rafa' },
    });
    // Moved to the afternoon with Rafa, re-timed to 4:00–6:30 PM: the customer is sent the updated invitation.
    const moved = await change({ start: '2027-03-02T21:00:00.000Z', end: '2027-03-02T23:30:00.000Z', crewIds: ['rafa', 'yeni'] });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      visit: { id: ernesto.id, start: '2027-03-02T21:00:00.000Z', end: '2027-03-02T23:30:00.000Z', crewIds: ['rafa', 'yeni'], status: 'booked' },
    });
    const notices = () =>
      database.db.selectFrom('jobs').select('payload').where('kind', '=', 'jobs.install-notice').where('payload', 'like', `%${ernesto.id}%`).execute();
    expect((await notices()).map((row) => JSON.parse(row.payload as string).change)).toEqual(['moved']);

    // Cancelled: 200, the time free again, the customer sent the cancellation; another job's visit is not found.
    expect((await apiDeleteVisit(services, first.id, ernesto.id, staff)).status).toBe(404);
    const cancelled = await apiDeleteVisit(services, second.id, ernesto.id, staff);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ visit: { id: ernesto.id, status: 'cancelled' } });
    expect((await notices()).map((row) => JSON.parse(row.payload as string).change)).toEqual(['moved', 'cancelled']);
    // A cancelled visit cannot be moved: 409.
    expect((await change({ crewIds: ['yeni'] })).status).toBe(409);
    expect((await listTimeline(database.db, 'order', second.orderId)).map((event) => event.action)).toEqual([
      'job.visit-scheduled',
      'job.visit-moved',
      'job.visit-cancelled',
    ]);
  });
});
