import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { newJob as newJobOf } from '#tests/support/jobs';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import type { Database } from '~/lib/db-schema';
import { openDatabase } from '~/lib/db.server';
import { listTimeline } from '~/lib/audit-log.server';
import { cancelInstallVisit, getInstallVisit, listInstallVisits, moveInstallVisit, scheduleInstallVisit } from './install-visits.server';

// Install visits on the crews' calendars: a crew member is never on two visits at once, nor on an
// install while they have an estimate visit; the database refuses what gets past the checks.

const addCrew = (db: Kysely<Database>, id: string) => addStaff(db, id, { role: 'crew', name: `Installer ${id}` });

const newJob = (db: Kysely<Database>, name: string) => newJobOf(db, name, 1_250_000);

const actor = { actorId: 'owner', actorEmail: 'owner@example.com' };
// Tuesday, March 2, 2027 in Miami (UTC-5): the afternoon is 1:00 to 5:00 PM.
const afternoon = { startsAt: '2027-03-02T18:00:00.000Z', endsAt: '2027-03-02T22:00:00.000Z' };

describe.each(testDialects())('install visits on %s', (dialect) => {
  let database: TestDatabase;
  let jobA: string;
  let jobB: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await addStaff(database.db, 'owner');
    for (const id of ['rafa', 'yeni', 'tito']) await addCrew(database.db, id);
    jobA = (await newJob(database.db, 'Marisol')).id;
    jobB = (await newJob(database.db, 'Ernesto')).id;
  });
  afterAll(async () => {
    await database.drop();
  });

  it('schedules a visit for a crew and refuses an overlapping one, naming the visit it collides with', async () => {
    const first = await scheduleInstallVisit(database.db, { jobId: jobA, ...afternoon, crewIds: ['rafa', 'yeni'], notes: 'Bring the tall ladder', ...actor });
    expect(first).toMatchObject({ ok: true, visit: { jobId: jobA, status: 'booked', crewIds: ['rafa', 'yeni'], notes: 'Bring the tall ladder' } });
    if (!first.ok) return;
    // The same instants written with Miami's offset are the same time.
    const clash = await scheduleInstallVisit(database.db, {
      jobId: jobB,
      startsAt: '2027-03-02T16:30:00-05:00',
      endsAt: '2027-03-02T18:00:00-05:00',
      crewIds: ['tito', 'yeni'],
      ...actor,
    });
    expect(clash).toMatchObject({ ok: false, reason: 'conflict', conflict: { kind: 'install', visitId: first.visit.id, jobId: jobA, userId: 'yeni' } });
    if (clash.ok) return;
    expect(clash.message).toContain(first.visit.id);
    // Another crew at the same time, and the same crew right after, are free.
    expect(await scheduleInstallVisit(database.db, { jobId: jobB, ...afternoon, crewIds: ['tito'], ...actor })).toMatchObject({ ok: true });
    const after = await scheduleInstallVisit(database.db, {
      jobId: jobB,
      startsAt: afternoon.endsAt,
      endsAt: '2027-03-02T23:00:00.000Z',
      crewIds: ['rafa'],
      ...actor,
    });
    expect(after.ok).toBe(true);
    const rafa = await listInstallVisits(database.db, { from: '2027-03-02T00:00:00.000Z', to: '2027-03-03T00:00:00.000Z', crewId: 'rafa' });
    expect(rafa.map((visit) => visit.startsAt)).toEqual([afternoon.startsAt, afternoon.endsAt]);
    // Each write is on the order's timeline.
    const order = (await getInstallVisit(database.db, first.visit.id))!.orderId;
    expect((await listTimeline(database.db, 'order', order)).map((event) => event.action)).toEqual(['job.visit-scheduled']);
  });

  it('says what is wrong with times, crew and jobs that cannot be scheduled', async () => {
    expect(await scheduleInstallVisit(database.db, { jobId: jobA, startsAt: 'tomorrow', endsAt: afternoon.endsAt, crewIds: ['rafa'], ...actor })).toMatchObject(
      {
        ok: false,
        reason: 'invalid',
        fieldErrors: { start: [expect.any(String)] },
      },
    );
    expect(
      await scheduleInstallVisit(database.db, { jobId: jobA, startsAt: afternoon.endsAt, endsAt: afternoon.startsAt, crewIds: ['rafa'], ...actor }),
    ).toMatchObject({
      reason: 'invalid',
      fieldErrors: { end: ['The end must be after the start.'] },
    });
    expect(await scheduleInstallVisit(database.db, { jobId: jobA, ...afternoon, crewIds: [], ...actor })).toMatchObject({
      reason: 'invalid',
      fieldErrors: { crewIds: [expect.any(String)] },
    });
    expect(await scheduleInstallVisit(database.db, { jobId: jobA, ...afternoon, crewIds: ['nobody'], ...actor })).toMatchObject({
      reason: 'invalid',
      fieldErrors: { crewIds: ['Not a crew or staff member: nobody.'] },
    });
    expect(await scheduleInstallVisit(database.db, { jobId: 'missing', ...afternoon, crewIds: ['rafa'], ...actor })).toMatchObject({ reason: 'not-found' });
  });

  it('refuses an install while the person has an estimate visit, and frees the time of a cancelled visit', async () => {
    const at = '2027-03-03T12:00:00.000Z';
    await database.db
      .insertInto('visits')
      .values({
        id: 'estimate-1',
        estimatorId: 'owner',
        startsAt: '2027-03-03T15:00:00.000Z',
        endsAt: '2027-03-03T16:00:00.000Z',
        busyUntil: '2027-03-03T16:30:00.000Z',
        status: 'booked',
        customerName: 'Lourdes Pérez',
        customerEmail: 'lourdes@example.com',
        customerPhone: '305-555-0101',
        address: '400 Alhambra Cir',
        zipCode: '33134',
        language: 'es',
        quoteRequestId: null,
        manageTokenHash: 'h'.repeat(64),
        sequence: 0,
        createdAt: at,
        createdBy: 'owner',
        updatedAt: at,
        cancelledAt: null,
        cancelledBy: null,
        confirmedAt: at,
        confirmBy: null,
      })
      .execute();
    // The travel buffer after the estimate visit counts: 16:15 UTC is still inside it.
    const refused = await scheduleInstallVisit(database.db, {
      jobId: jobA,
      startsAt: '2027-03-03T16:15:00.000Z',
      endsAt: '2027-03-03T20:00:00.000Z',
      crewIds: ['owner'],
      ...actor,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'conflict',
      conflict: { kind: 'estimate', visitId: 'estimate-1', customerName: 'Lourdes Pérez', userId: 'owner' },
    });

    const day = { startsAt: '2027-03-04T13:00:00.000Z', endsAt: '2027-03-04T21:00:00.000Z' };
    const booked = await scheduleInstallVisit(database.db, { jobId: jobA, ...day, crewIds: ['tito'], ...actor });
    if (!booked.ok) throw new Error(booked.message);
    expect(await scheduleInstallVisit(database.db, { jobId: jobB, ...day, crewIds: ['tito'], ...actor })).toMatchObject({ reason: 'conflict' });
    const cancelled = await cancelInstallVisit(database.db, { visitId: booked.visit.id, ...actor });
    expect(cancelled).toMatchObject({ ok: true, changed: true, visit: { status: 'cancelled', sequence: 1 } });
    expect(await cancelInstallVisit(database.db, { visitId: booked.visit.id, ...actor })).toMatchObject({ ok: true, changed: false });
    expect(await scheduleInstallVisit(database.db, { jobId: jobB, ...day, crewIds: ['tito'], ...actor })).toMatchObject({ ok: true });
  });

  it('moves a visit to other times and people, refused into another visit’s time', async () => {
    const day = { startsAt: '2027-03-05T13:00:00.000Z', endsAt: '2027-03-05T17:00:00.000Z' };
    const a = await scheduleInstallVisit(database.db, { jobId: jobA, ...day, crewIds: ['rafa'], ...actor });
    const b = await scheduleInstallVisit(database.db, {
      jobId: jobB,
      startsAt: '2027-03-05T17:00:00.000Z',
      endsAt: '2027-03-05T21:00:00.000Z',
      crewIds: ['yeni'],
      ...actor,
    });
    if (!a.ok || !b.ok) throw new Error('not scheduled');
    // Moving within its own time is no clash with itself.
    const later = await moveInstallVisit(database.db, {
      visitId: a.visit.id,
      startsAt: '2027-03-05T14:00:00.000Z',
      endsAt: '2027-03-05T17:00:00.000Z',
      ...actor,
    });
    expect(later).toMatchObject({ ok: true, visit: { sequence: 1, crewIds: ['rafa'] } });
    const withYeni = await moveInstallVisit(database.db, {
      visitId: a.visit.id,
      ...day,
      crewIds: ['rafa', 'yeni'],
      startsAt: '2027-03-05T15:00:00.000Z',
      endsAt: '2027-03-05T18:00:00.000Z',
      ...actor,
    });
    expect(withYeni).toMatchObject({ ok: false, reason: 'conflict', conflict: { kind: 'install', visitId: b.visit.id, userId: 'yeni' } });
    const swapped = await moveInstallVisit(database.db, { visitId: a.visit.id, ...day, crewIds: ['tito'], ...actor });
    expect(swapped).toMatchObject({ ok: true, visit: { crewIds: ['tito'], sequence: 2 } });
    // Rafa's time is free again.
    expect(await scheduleInstallVisit(database.db, { jobId: jobB, ...day, crewIds: ['rafa'], ...actor })).toMatchObject({ ok: true });
  });

  it('has the database refuse an overlapping crew row written past the checks', async () => {
    const visit = await scheduleInstallVisit(database.db, {
      jobId: jobA,
      startsAt: '2027-03-08T13:00:00.000Z',
      endsAt: '2027-03-08T17:00:00.000Z',
      crewIds: ['rafa'],
      ...actor,
    });
    if (!visit.ok) throw new Error(visit.message);
    const other = await scheduleInstallVisit(database.db, {
      jobId: jobB,
      startsAt: '2027-03-08T17:00:00.000Z',
      endsAt: '2027-03-08T19:00:00.000Z',
      crewIds: ['yeni'],
      ...actor,
    });
    if (!other.ok) throw new Error(other.message);
    const sneak = (startsAt: string, endsAt: string) =>
      database.db.insertInto('installVisitCrew').values({ visitId: other.visit.id, userId: 'rafa', startsAt, endsAt, status: 'booked' }).execute();
    await expect(sneak('2027-03-08T16:00:00.000Z', '2027-03-08T18:00:00.000Z')).rejects.toThrow(/install_visit_crew_no_overlap/);
    // Another offset for the same instants is the same time.
    await expect(sneak('2027-03-08T11:30:00-05:00', '2027-03-08T12:30:00-05:00')).rejects.toThrow(/install_visit_crew_no_overlap/);
    const rebook = database.db
      .updateTable('installVisitCrew')
      .set({ startsAt: '2027-03-08T16:59:00.000Z' })
      .where('visitId', '=', other.visit.id)
      .where('userId', '=', 'yeni');
    await rebook.execute(); // yeni has nothing else then
    await sneak('2027-03-08T17:00:00.000Z', '2027-03-08T19:00:00.000Z');
  });

  it('gives one visit to ten racing requests for one crew afternoon', async () => {
    const day = { startsAt: '2027-03-09T18:00:00.000Z', endsAt: '2027-03-09T22:00:00.000Z' };
    // PostgreSQL: two connection pools, as two server processes have; SQLite: its one writer, as every process shares.
    const second = dialect === 'postgres' ? openDatabase(database.url) : undefined;
    try {
      const handles = second ? [database.db, second.db] : [database.db];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          scheduleInstallVisit(handles[n % handles.length]!, {
            jobId: n % 2 ? jobA : jobB,
            startsAt: day.startsAt,
            // Each a slightly different afternoon: every one overlaps every other.
            endsAt: new Date(Date.parse(day.endsAt) - n * 60_000).toISOString(),
            crewIds: n % 3 ? ['tito', 'yeni'] : ['yeni'],
            ...actor,
          }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      for (const result of results.filter((r) => !r.ok)) expect(result).toMatchObject({ reason: 'conflict', conflict: { kind: 'install' } });
      const yeni = await listInstallVisits(database.db, { from: '2027-03-09T00:00:00.000Z', to: '2027-03-10T00:00:00.000Z', crewId: 'yeni' });
      expect(yeni).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
