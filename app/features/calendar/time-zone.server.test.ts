import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOpenStatus } from '~/lib/business-hours';
import { businessToday } from '~/features/estimates/estimate-state';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import {
  businessDay,
  businessTimeZone,
  defaultTimeZone,
  formatDateTime,
  formatLongDateTime,
  formatSpreadsheetDateTime,
  formatTime,
  recentWeeks,
  setBusinessTimeZone,
  startOfBusinessDay,
} from './business-dates';
import { getBusinessCalendar, refreshBusinessCalendar, setTimeZone } from './calendar.server';

const owner = { userId: 'owner', email: 'owner@example.com' };
// Saturday, November 21, 2026 at 4:05 PM in Miami; 1:05 PM in Los Angeles.
const moment = '2026-11-21T21:05:00.000Z';
// Monday, November 23, 2026 at 6:30 PM in Miami (closed), 3:30 PM in Los Angeles (open).
const mondayEvening = new Date('2026-11-23T23:30:00.000Z');
// Sunday 1:00 AM in Miami, still Saturday 10:00 PM in Los Angeles.
const lateSaturday = new Date('2026-11-22T06:00:00.000Z');

describe.each(testDialects())('the zone dates are shown in, read from the stored calendar on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    // The zone is the process's (suites share their modules, vitest.config.ts): back to the default for the next suite.
    setBusinessTimeZone(defaultTimeZone);
    await database.drop();
  });

  it('is the zone the calendar is seeded with until the owner moves it', async () => {
    const calendar = await refreshBusinessCalendar(database.db);
    expect(calendar.timeZone).toBe(defaultTimeZone);
    expect(businessTimeZone()).toBe('America/New_York');
    expect(formatDateTime(moment)).toBe('Nov 21, 2026, 4:05 PM');
    expect(businessDay(lateSaturday)).toBe('2026-11-22');
    expect(getOpenStatus(mondayEvening, calendar).isOpen).toBe(false);
  });

  it('moves every date, day and week the site, the back office and the estimates show when the stored zone changes', async () => {
    const moved = await setTimeZone(database.db, { timeZone: 'America/Los_Angeles', actor: owner });
    expect(moved).toEqual({ ok: true, timeZone: 'America/Los_Angeles' });
    expect((await getBusinessCalendar(database.db)).timeZone).toBe('America/Los_Angeles');

    expect(formatDateTime(moment)).toBe('Nov 21, 2026, 1:05 PM');
    expect(formatDateTime(moment, 'es')).toMatch(/^21 nov 2026, 1:05\sp\.\s?m\.$/);
    expect(formatTime(moment)).toBe('1:05 PM');
    expect(formatSpreadsheetDateTime(moment)).toBe('11/21/2026 1:05 PM');
    expect(formatLongDateTime(moment)).toBe('Saturday, November 21, 2026 at 1:05 PM PST');
    expect(businessDay(lateSaturday)).toBe('2026-11-21');
    expect(businessToday(lateSaturday)).toBe('2026-11-21');
    expect(startOfBusinessDay('2026-11-21')).toBe('2026-11-21T08:00:00.000Z');
    expect(recentWeeks(new Date(moment), 1)).toEqual([{ week: '2026-11-16', start: '2026-11-16T08:00:00.000Z', end: '2026-11-23T08:00:00.000Z' }]);
    // The hours are kept in the new zone: 3:30 PM there is within Monday's 8:45 to 6:00.
    expect(getOpenStatus(mondayEvening, await getBusinessCalendar(database.db)).isOpen).toBe(true);

    const audit = await database.db.selectFrom('auditLog').select(['action', 'detail']).where('action', '=', 'calendar.time-zone').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail ?? '{}')).toEqual({ from: 'America/New_York', to: 'America/Los_Angeles' });
  });

  it('follows a zone another process stored, at its next read', async () => {
    await database.db.updateTable('calendarSettings').set({ timeZone: 'America/Chicago' }).execute();
    await refreshBusinessCalendar(database.db);
    expect(formatTime(moment)).toBe('3:05 PM');
    expect(startOfBusinessDay('2026-11-21')).toBe('2026-11-21T06:00:00.000Z');
  });

  it('refuses a zone it does not know, naming the field, and keeps the one it had', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '', '-05:00']) {
      const refused = await setTimeZone(database.db, { timeZone, actor: owner });
      expect(refused).toMatchObject({
        ok: false,
        reason: 'invalid',
        fieldErrors: { timeZone: 'Enter a time zone by its IANA name, such as America/New_York.' },
      });
    }
    expect((await getBusinessCalendar(database.db)).timeZone).toBe('America/Chicago');
    expect(businessTimeZone()).toBe('America/Chicago');
  });
});
