import { type SqlBool, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hoursText } from '~/lib/business-hours';
import { createLiveEventHub, memoryTransport } from '~/lib/live-events.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import {
  addClosure,
  addTimeOff,
  getBusinessCalendar,
  getStaffHours,
  listTimeOff,
  nextMidnight,
  refreshBusinessCalendar,
  removeClosure,
  removeTimeOff,
  setStaffHours,
  setWeeklyHours,
  watchBusinessCalendar,
} from './calendar.server';

const owner = { userId: 'owner', email: 'owner@example.com' };
const weekday = { opens: '08:45', closes: '18:00' };
const seededHours = { 0: null, 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: { opens: '09:00', closes: '16:00' } };

describe.each(testDialects())('the business calendar on %s', (dialect) => {
  let database: TestDatabase;
  let changes = 0;
  let stopListening: () => void;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const at = new Date().toISOString();
    const user = (id: string, role: string) => ({
      id,
      name: id,
      email: `${id}@example.com`,
      role,
      emailVerified: sql<SqlBool>`false`,
      image: null,
      phone: null,
      address: null,
      createdAt: at,
      updatedAt: at,
    });
    await database.db
      .insertInto('user')
      .values([user('owner', 'superAdmin'), user('ana', 'admin'), user('carla', 'user')])
      .execute();
    stopListening = onPublicContentChange(() => changes++);
  });
  afterAll(async () => {
    stopListening();
    await database.drop();
  });

  it('starts with the hours the site has always shown, in New York time, and the year’s holidays and the next year’s', async () => {
    const calendar = await refreshBusinessCalendar(database.db, new Date('2026-03-10T15:00:00Z'));
    expect(calendar.timeZone).toBe('America/New_York');
    expect(hoursText(calendar.weekly, 'en')).toBe('Mon-Fri: 8:45 AM - 6:00 PM; Saturday: 9:00 AM - 4:00 PM; Sunday: Closed');
    expect(calendar.closures.map((closure) => closure.startsOn)).toEqual([
      '2026-01-01',
      '2026-05-25',
      '2026-07-04',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
      '2027-01-01',
      '2027-05-31',
      '2027-07-05',
      '2027-09-06',
      '2027-11-25',
      '2027-12-25',
    ]);
    expect(calendar.closures.find((closure) => closure.startsOn === '2026-11-26')?.note).toEqual({
      en: 'Closed for Thanksgiving',
      es: 'Cerrado por Acción de Gracias',
    });
  });

  it('adds a new year’s holidays once, and keeps a holiday the owner removed removed', async () => {
    const before = await refreshBusinessCalendar(database.db, new Date('2026-12-31T15:00:00Z'));
    const laborDay = before.closures.find((closure) => closure.startsOn === '2027-09-06')!;
    expect(await removeClosure(database.db, { id: laborDay.id, actor: owner })).toEqual({ ok: true });
    const next = await refreshBusinessCalendar(database.db, new Date('2027-01-02T15:00:00Z'));
    await refreshBusinessCalendar(database.db, new Date('2027-06-02T15:00:00Z'));
    const days = (await getBusinessCalendar(database.db)).closures.map((closure) => closure.startsOn);
    expect(days.filter((day) => day.startsWith('2028'))).toHaveLength(6);
    expect(days).not.toContain('2027-09-06');
    expect(new Set(days).size).toBe(days.length);
    expect(next.closures.length).toBe(before.closures.length - 1 + 6);
  });

  it('adds a closure the owner sets, with its notes, at once for this process, and renders cached pages anew', async () => {
    const seen = changes;
    const result = await addClosure(database.db, {
      startsOn: '2026-12-24',
      endsOn: '2026-12-24',
      note: { en: 'Closed for Christmas Eve', es: 'Cerrado por Nochebuena' },
      actor: owner,
    });
    expect(result).toMatchObject({
      ok: true,
      closure: { startsOn: '2026-12-24', endsOn: '2026-12-24', note: { en: 'Closed for Christmas Eve', es: 'Cerrado por Nochebuena' } },
    });
    expect(changes).toBeGreaterThan(seen);
    const calendar = await getBusinessCalendar(database.db);
    expect(calendar.closures.find((closure) => closure.startsOn === '2026-12-24')?.note.es).toBe('Cerrado por Nochebuena');
    const audit = await database.db.selectFrom('auditLog').select(['action', 'actorEmail']).where('action', '=', 'calendar.closure-added').execute();
    expect(audit).toEqual([{ action: 'calendar.closure-added', actorEmail: 'owner@example.com' }]);
    if (result.ok) expect(await removeClosure(database.db, { id: result.closure.id, actor: owner })).toEqual({ ok: true });
    expect(await removeClosure(database.db, { id: 'gone', actor: owner })).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('refuses a closure with bad dates or a missing note, naming each problem', async () => {
    const badDates = await addClosure(database.db, { startsOn: '2026-02-30', endsOn: '26/12/2026', note: { en: 'Closed', es: 'Cerrado' }, actor: owner });
    expect(badDates).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { startsOn: 'That date does not exist.', endsOn: 'Enter a date as YYYY-MM-DD.' },
    });
    const backwards = await addClosure(database.db, { startsOn: '2026-12-26', endsOn: '2026-12-24', note: { en: 'Closed', es: '  ' }, actor: owner });
    expect(backwards).toMatchObject({
      ok: false,
      fieldErrors: { 'note.es': 'Write what visitors are told in Spanish, such as "Closed for Thanksgiving".' },
    });
    const tooLong = await addClosure(database.db, { startsOn: '2026-01-01', endsOn: '2027-06-01', note: { en: 'Closed', es: 'Cerrado' }, actor: owner });
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { endsOn: 'A range can cover at most 366 days.' } });
    const reversed = await addClosure(database.db, { startsOn: '2026-12-26', endsOn: '2026-12-24', note: { en: 'Closed', es: 'Cerrado' }, actor: owner });
    expect(reversed).toMatchObject({ ok: false, fieldErrors: { endsOn: 'The last day must be on or after the first day.' } });
  });

  it('sets the weekly hours, refusing a day that closes before it opens', async () => {
    const refused = await setWeeklyHours(database.db, {
      hours: { ...seededHours, 2: { opens: '18:00', closes: '08:00' }, 3: { opens: '8:00', closes: '17:00' } },
      actor: owner,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { '2': 'The closing time must be after the opening time.', '3.opens': 'Enter a time as HH:MM (24-hour), such as 08:45 or 18:00.' },
    });
    expect(hoursText((await getBusinessCalendar(database.db)).weekly, 'en')).toBe('Mon-Fri: 8:45 AM - 6:00 PM; Saturday: 9:00 AM - 4:00 PM; Sunday: Closed');

    expect(await setWeeklyHours(database.db, { hours: { ...seededHours, 6: null }, actor: owner })).toMatchObject({ ok: true });
    expect(hoursText((await getBusinessCalendar(database.db)).weekly, 'es')).toBe('lun-vie: 8:45 a. m. - 6:00 p. m.; sáb-dom: cerrado');
    await setWeeklyHours(database.db, { hours: seededHours, actor: owner });
  });

  it('sees a change another process made at its next look, and tells the page cache', async () => {
    await getBusinessCalendar(database.db);
    const seen = changes;
    await database.db.updateTable('openingHours').set({ closes: '17:00' }).where('weekday', '=', 5).execute();
    expect((await getBusinessCalendar(database.db)).weekly[5]).toEqual(weekday);
    expect((await refreshBusinessCalendar(database.db)).weekly[5]).toEqual({ opens: '08:45', closes: '17:00' });
    expect(changes).toBe(seen + 1);
    await refreshBusinessCalendar(database.db);
    expect(changes).toBe(seen + 1);
  });

  it('keeps each staff member’s working hours and time off, for staff accounts only', async () => {
    const hours = { ...seededHours, 1: { opens: '07:00', closes: '15:30' }, 6: null };
    expect(await setStaffHours(database.db, { userId: 'carla', hours, actor: owner })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await setStaffHours(database.db, { userId: 'nobody', hours, actor: owner })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await setStaffHours(database.db, { userId: 'ana', hours: { ...hours, 4: { opens: '12:00', closes: '12:00' } }, actor: owner })).toMatchObject({
      ok: false,
      fieldErrors: { 'hours.4': 'The closing time must be after the opening time.' },
    });
    expect(await setStaffHours(database.db, { userId: 'ana', hours, actor: owner })).toMatchObject({ ok: true });
    expect(await getStaffHours(database.db, 'ana')).toEqual({ ...hours });
    expect(await getStaffHours(database.db, 'owner')).toEqual({ 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null });

    expect(await addTimeOff(database.db, { userId: 'ana', startsOn: '2026-12-28', endsOn: '2026-12-20', actor: owner })).toMatchObject({
      ok: false,
      fieldErrors: { endsOn: 'The last day must be on or after the first day.' },
    });
    const added = await addTimeOff(database.db, { userId: 'ana', startsOn: '2026-12-28', endsOn: '2026-12-31', note: 'Family visit', actor: owner });
    expect(added).toMatchObject({ ok: true, timeOff: { userId: 'ana', startsOn: '2026-12-28', endsOn: '2026-12-31', note: 'Family visit' } });
    expect(await listTimeOff(database.db, 'ana', '2026-12-01')).toMatchObject([{ startsOn: '2026-12-28', note: 'Family visit' }]);
    expect(await listTimeOff(database.db, 'ana', '2027-01-01')).toEqual([]);
    if (added.ok) expect(await removeTimeOff(database.db, { id: added.timeOff.id, actor: owner })).toEqual({ ok: true });
    expect(await listTimeOff(database.db, 'ana', '2026-12-01')).toEqual([]);
  });
});

describe.each(testDialects())('a process running across New Year on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('adds the next year’s holidays at the midnight the year turns, without a restart or a change', async () => {
    // The process's clock reads one second before midnight of December 31, 2027 in New York, and runs on.
    const offset = Date.parse('2028-01-01T04:59:59.000Z') - Date.now();
    const clock = () => new Date(Date.now() + offset);
    const hub = createLiveEventHub(database.db, { transport: memoryTransport(), logger: pino({ level: 'silent' }) });
    const stop = await watchBusinessCalendar(database.db, hub, clock);
    try {
      const years = async () => new Set((await getBusinessCalendar(database.db)).closures.map((closure) => closure.startsOn.slice(0, 4)));
      // The watcher's first read, at its clock (a read through getBusinessCalendar before it would use the real one).
      const through = async () => (await database.db.selectFrom('calendarSettings').select('holidaysThrough').executeTakeFirstOrThrow()).holidaysThrough;
      await vi.waitFor(async () => expect(Number(await through())).toBe(2028));
      expect(await years()).toEqual(new Set(['2027', '2028']));
      await vi.waitFor(async () => expect(await years()).toContain('2029'), { timeout: 5000, interval: 100 });
      const days = (await getBusinessCalendar(database.db)).closures.map((closure) => closure.startsOn).filter((day) => day.startsWith('2029'));
      expect(days).toEqual(['2029-01-01', '2029-05-28', '2029-07-04', '2029-09-03', '2029-11-22', '2029-12-25']);
    } finally {
      stop();
      await hub.close();
    }
  });
});

describe('the day turning in the calendar’s zone', () => {
  const calendar = { timeZone: 'America/New_York', weekly: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null }, closures: [] };

  it('is at midnight New York time, also on the nights the clocks change', () => {
    expect(new Date(nextMidnight(new Date('2026-11-26T20:00:00Z'), calendar)).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // Clocks go forward on Sunday March 8, 2026 (EST to EDT) and back on Sunday November 1.
    expect(new Date(nextMidnight(new Date('2026-03-08T12:00:00Z'), calendar)).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(new Date(nextMidnight(new Date('2026-11-01T12:00:00Z'), calendar)).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(nextMidnight(new Date('2026-03-08T04:59:00Z'), calendar)).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});
