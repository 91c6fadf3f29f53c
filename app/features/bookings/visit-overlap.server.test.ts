import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import type { VisitsTable } from './tables';

// The database itself refuses two booked visits of one estimator whose time and travel buffer
// overlap, on SQLite (triggers) as on PostgreSQL (an exclusion constraint): rows written here go
// past the booking's checks, as a script or a bug would.

const visit = (id: string, estimatorId: string, startsAt: string, busyUntil: string, status: VisitsTable['status'] = 'booked'): VisitsTable => ({
  id,
  estimatorId,
  startsAt,
  endsAt: busyUntil,
  busyUntil,
  status,
  customerName: 'Marisol Ortega',
  customerEmail: 'marisol@example.com',
  customerPhone: '305-555-0188',
  address: '1200 Anastasia Ave',
  zipCode: '33134',
  language: 'en',
  quoteRequestId: null,
  manageTokenHash: `hash-${id}`,
  sequence: 0,
  createdAt: '2027-02-01T12:00:00.000Z',
  createdBy: null,
  updatedAt: '2027-02-01T12:00:00.000Z',
  cancelledAt: null,
  cancelledBy: null,
  confirmedAt: startsAt,
  confirmBy: null,
});

describe.each(testDialects())('overlapping visits on %s', (dialect) => {
  let database: TestDatabase;
  const insert = (row: VisitsTable) => database.db.insertInto('visits').values(row).execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await addStaff(database.db, 'ana');
    await addStaff(database.db, 'luis');
    await insert(visit('first', 'ana', '2027-02-03T15:00:00.000Z', '2027-02-03T16:30:00.000Z'));
  });
  afterAll(async () => {
    await database.drop();
  });

  it('refuses a booked visit of the same estimator whose time overlaps, inserted directly', async () => {
    await expect(insert(visit('inside', 'ana', '2027-02-03T16:00:00.000Z', '2027-02-03T17:30:00.000Z'))).rejects.toThrow(/visits_no_overlap/);
    await expect(insert(visit('around', 'ana', '2027-02-03T14:00:00.000Z', '2027-02-03T18:00:00.000Z'))).rejects.toThrow(/visits_no_overlap/);
    // Another offset for the same instants is the same time.
    await expect(insert(visit('offset', 'ana', '2027-02-03T10:30:00-05:00', '2027-02-03T11:00:00-05:00'))).rejects.toThrow(/visits_no_overlap/);
    // A row written with an offset late in its local day is still found from a UTC start the next day.
    await insert(visit('late', 'luis', '2027-02-04T23:00:00-05:00', '2027-02-04T23:59:00-05:00'));
    await expect(insert(visit('next-day', 'luis', '2027-02-05T04:30:00.000Z', '2027-02-05T05:30:00.000Z'))).rejects.toThrow(/visits_no_overlap/);
    await database.db.deleteFrom('visits').where('id', '=', 'late').execute();
    const rows = await database.db.selectFrom('visits').select('id').execute();
    expect(rows.map((row) => row.id)).toEqual(['first']);
  });

  it('takes a visit that starts as the other’s buffer ends, another estimator’s, and a cancelled one', async () => {
    await insert(visit('after', 'ana', '2027-02-03T16:30:00.000Z', '2027-02-03T17:30:00.000Z'));
    await insert(visit('other-estimator', 'luis', '2027-02-03T15:00:00.000Z', '2027-02-03T16:30:00.000Z'));
    await insert(visit('cancelled', 'ana', '2027-02-03T15:30:00.000Z', '2027-02-03T16:00:00.000Z', 'cancelled'));
    expect(await database.db.selectFrom('visits').select('id').orderBy('id').execute()).toHaveLength(4);
  });

  it('refuses moving a visit, or booking a cancelled one again, into another’s time', async () => {
    const move = database.db.updateTable('visits').set({ startsAt: '2027-02-03T16:00:00.000Z' }).where('id', '=', 'after');
    await expect(move.execute()).rejects.toThrow(/visits_no_overlap/);
    const rebook = database.db.updateTable('visits').set({ status: 'booked' }).where('id', '=', 'cancelled');
    await expect(rebook.execute()).rejects.toThrow(/visits_no_overlap/);
    const reassign = database.db.updateTable('visits').set({ estimatorId: 'ana' }).where('id', '=', 'other-estimator');
    await expect(reassign.execute()).rejects.toThrow(/visits_no_overlap/);
    // A visit moved within its own time is no overlap with itself.
    await database.db.updateTable('visits').set({ busyUntil: '2027-02-03T16:15:00.000Z' }).where('id', '=', 'first').execute();
  });
});
