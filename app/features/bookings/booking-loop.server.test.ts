import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { giveFirstAdministratorOfficeHours, hasEstimator, setStaffHours } from '~/features/calendar/calendar.server';
import { parseEnv } from '~/lib/env.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { bookPageLoader, managePageAction, managePageLoader } from './booking-pages.server';
import { bookVisit, cancelVisit, findAvailability, findVisitByToken, getVisit, moveVisit, undoStaffCancel } from './visits.server';

// Issue 47: booking that cannot loop (times offered for the visit's own length and buffer, its
// own time free; a refused time never offered again; a customer's moves and cancels on their
// visit's own budget), and booking out of the box (the first administrator's office hours, the
// page without an estimator, staff told of a customer's changes, a staff cancel undone).

// Tuesday, February 2, 2027, 9:00 AM in Miami. Estimators work 9:00-17:00 on weekdays; visits
// take 60 minutes (90 for replacement windows) and keep 30 minutes of travel after them.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const DAY = '2027-02-03';
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const clock = (instant: number) => new Date(instant - 5 * 3_600_000).toISOString().slice(11, 16);
const owner = { userId: 'owner', email: 'owner@example.com' };
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave, Coral Gables', zipCode: '33134' };

function form(fields: Record<string, string>) {
  return new Request('http://localhost/book/manage/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

describe.each(testDialects())('booking that cannot loop on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, {
      env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', BOOKING_UNDO_SECONDS: '30' }),
    });
    await addStaff(database.db, 'owner');
    await addEstimator(database.db, 'ana');
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A 90-minute replacement-window visit booked by staff (confirmed at once), with its manage token. */
  async function longVisit(start: number) {
    const booked = await bookVisit(services, { customer, start, language: 'en', service: 'window-replacement', actor: owner, now: NOW });
    if (!booked.ok) throw new Error(`not booked: ${booked.reason}`);
    return { visit: booked.visit, token: booked.manageUrl.split('/').pop()! };
  }

  it('offers a moved visit the times of its own length, with its own time free, and each one offered moves it', async () => {
    const { visit, token } = await longVisit(at(DAY, '09:00'));
    const offered = await managePageLoader(services, new Request(`http://localhost/book/manage/${token}?day=${DAY}`), token, 'en', NOW);
    const starts = offered.times.map((time) => clock(Date.parse(time.start)));
    // 90 minutes fit before 17:00 only up to 15:30: 16:00 (which a 60-minute visit could take) is not offered.
    expect(starts.at(-1)).toBe('15:30');
    expect(starts).not.toContain('16:00');
    // Its own time is free to it: 9:30 overlaps where it is now.
    expect(starts).toContain('09:30');
    const last = offered.times.at(-1)!.start;
    const moved = await moveVisit(services, { visitId: visit.id, start: Date.parse(last), token, now: NOW });
    expect(moved.ok).toBe(true);
    if (moved.ok) expect(Date.parse(moved.visit.endsAt) - Date.parse(moved.visit.startsAt)).toBe(90 * 60_000);
    await cancelVisit(services, { visitId: visit.id, actor: owner, reason: 'test done', now: NOW });
  });

  it('never offers a refused time again in the same answer, and the reschedule late in a day succeeds by the times it offers', async () => {
    const { visit, token } = await longVisit(at(DAY, '09:00'));
    const other = await bookVisit(services, {
      customer: { ...customer, email: 'other@example.com' },
      start: at(DAY, '15:00'),
      language: 'en',
      actor: owner,
      now: NOW,
    });
    expect(other.ok).toBe(true);
    // 14:00 + 90 minutes + 30 of travel runs into the 15:00 visit.
    let start = at(DAY, '14:00');
    let tries = 0;
    for (;;) {
      tries += 1;
      const result = await moveVisit(services, { visitId: visit.id, start, token, now: NOW });
      if (result.ok) break;
      expect(result.reason).toBe('taken');
      if (result.reason !== 'taken') return;
      expect(result.alternatives.map((slot) => slot.start)).not.toContain(start);
      expect(result.alternatives.length).toBeGreaterThan(0);
      start = result.alternatives[0]!.start;
      expect(tries).toBeLessThan(3);
    }
    expect(tries).toBe(2);
    // The first time offered was the next morning: 90 minutes and the travel no longer fit that afternoon.
    expect((await getVisit(database.db, visit.id))?.startsAt).toBe(new Date(at('2027-02-04', '09:00')).toISOString());
  });

  it('says "fully booked" only of a day visits took, and leaves out a day whose times are all too soon', async () => {
    const late = new Date('2027-02-02T21:30:00.000Z'); // 16:30 in Miami: today's notice leaves nothing.
    const capped = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, BOOKING_DAILY_CAP: '1' }) });
    const { days } = await findAvailability(capped, { zipCode: '33134', from: '2027-02-02', days: 2, now: late });
    expect(days.find((day) => day.day === '2027-02-02')).toBeUndefined();
    // Ana has visits on February 3 (the tests above): with a cap of one a day, it is full.
    expect(days.find((day) => day.day === DAY)).toEqual({ day: DAY, slots: [], full: true });
  });

  it('counts a customer’s moves and cancels against their visit’s budget, not the address’s holds', async () => {
    const free = await findAvailability(services, { zipCode: '33134', from: '2027-02-08', days: 1, now: NOW });
    expect(free.days[0]?.slots.map((slot) => clock(slot.start))).toContain('09:00');
    const { visit, token } = await longVisit(at('2027-02-08', '09:00'));
    const strict = {
      ...services,
      bookingLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 600_000 }),
      bookingVisitLimiter: createMemoryRateLimiter({ limit: 11, windowMs: 86_400_000 }),
    };
    // Ten moves from one address whose hold limit is one, then the cancel.
    for (let move = 0; move < 10; move += 1) {
      const start = new Date(at('2027-02-08', move % 2 === 0 ? '11:00' : '13:00')).toISOString();
      const answer = await managePageAction(strict, form({ intent: 'move', start }), token, 'en', NOW);
      expect('done' in answer ? answer.done : null).toBe('moved');
    }
    const cancelled = await managePageAction(strict, form({ intent: 'cancel' }), token, 'en', NOW);
    expect('done' in cancelled ? cancelled.done : null).toBe('cancelled');
    expect((await findVisitByToken(database.db, token))?.status).toBe('cancelled');
    // The twelfth change of the visit is past its own budget.
    const past = await managePageAction(strict, form({ intent: 'cancel' }), token, 'en', NOW);
    expect('init' in past ? past.init?.status : undefined).toBe(429);
    expect(visit.id).toBeTruthy();
  });

  it('tells staff when a customer cancels, and lets staff undo their own cancel before the customer is emailed', async () => {
    const { visit } = await longVisit(at('2027-02-05', '09:00'));
    await cancelVisit(services, { visitId: visit.id, now: NOW });
    const alert = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'notifications.staff')
      .where('key', 'like', `%visit-cancelled:${visit.id}%`)
      .executeTakeFirst();
    expect(JSON.parse(alert!.payload)).toMatchObject({ event: 'visit', title: 'Visit cancelled: Marisol Ortega', url: '/admin/calendar?date=2027-02-05' });
    expect(JSON.parse(alert!.payload).body).toContain('Friday, February 5, 2027 at 9:00 AM');

    const again = await longVisit(at('2027-02-05', '09:00'));
    const cancelled = await cancelVisit(services, { visitId: again.visit.id, actor: owner, reason: 'Customer called to cancel', now: NOW });
    expect(cancelled?.status).toBe('cancelled');
    const email = () =>
      database.db
        .selectFrom('jobs')
        .select(['id', 'runAt'])
        .where('key', '=', `mail:visit.cancelled:${again.visit.id}:${cancelled!.sequence}`)
        .executeTakeFirst();
    // The customer's email waits out the undo time.
    expect(Date.parse((await email())!.runAt)).toBe(NOW.getTime() + 30_000);
    const undone = await undoStaffCancel(services, { visitId: again.visit.id, actor: owner, now: new Date(NOW.getTime() + 5_000) });
    expect(undone.ok).toBe(true);
    expect((await getVisit(database.db, again.visit.id))?.status).toBe('booked');
    expect(await email()).toBeUndefined();
    // Past the undo time it is too late.
    await cancelVisit(services, { visitId: again.visit.id, actor: owner, reason: 'Customer called again', now: NOW });
    const late = await undoStaffCancel(services, { visitId: again.visit.id, actor: owner, now: new Date(NOW.getTime() + 31_000) });
    expect(late).toMatchObject({ ok: false, reason: 'too-late' });
  });
});

describe.each(testDialects())('booking out of the box on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives the first administrator the office hours once, and /book says so when nobody has working hours', async () => {
    const page = async () => (await bookPageLoader(services, new Request('http://localhost/book?zip=33134'), 'en', NOW)).data;
    expect(await hasEstimator(database.db)).toBe(false);
    expect((await page()).estimators).toBe(false);
    await addStaff(database.db, 'first');
    await database.db.updateTable('user').set({ role: 'superAdmin' }).where('id', '=', 'first').execute();
    expect(await giveFirstAdministratorOfficeHours(database.db, NOW)).toBe('first');
    const hours = await database.db.selectFrom('staffHours').select(['weekday', 'starts', 'ends']).where('userId', '=', 'first').orderBy('weekday').execute();
    expect(hours[0]).toEqual({ weekday: 1, starts: '08:45', ends: '18:00' });
    expect((await page()).estimators).toBe(true);
    expect((await page()).days.some((day) => !day.full)).toBe(true);
    // The owner takes themselves off the calendar: the next start does not put them back.
    const off = await setStaffHours(database.db, {
      userId: 'first',
      hours: { '0': null, '1': null, '2': null, '3': null, '4': null, '5': null, '6': null },
      actor: owner,
    });
    expect(off.ok).toBe(true);
    expect(await giveFirstAdministratorOfficeHours(database.db, NOW)).toBeUndefined();
    expect((await page()).estimators).toBe(false);
  });
});
