import { describe, expect, it } from 'vitest';
import {
  businessZoneLabel,
  defaultTimeZone,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatSpreadsheetDateTime,
  formatTime,
  recentWeeks,
  setBusinessTimeZone,
  startOfBusinessDay,
} from './business-dates';

describe('business dates', () => {
  it('are en-US, in New York time whatever the server zone', () => {
    // 02:30 UTC on Nov 21 is still the evening of Nov 20 in New York (EST, UTC-5).
    expect(formatDateTime('2026-11-21T02:30:00.000Z')).toBe('Nov 20, 2026, 9:30 PM');
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('Nov 20, 2026');
    expect(formatSpreadsheetDateTime('2026-07-04T16:05:00.000Z')).toBe('07/04/2026 12:05 PM');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('spell out the moment for emails, with the zone, and the time of day for a conversation', () => {
    expect(formatLongDateTime('2026-11-21T02:30:00.000Z')).toBe('Friday, November 20, 2026 at 9:30 PM EST');
    expect(formatLongDateTime(new Date('2026-07-04T16:05:00.000Z'))).toBe('Saturday, July 4, 2026 at 12:05 PM EDT');
    expect(formatTime('2026-07-04T16:05:00.000Z')).toBe('12:05 PM');
  });

  it('show a calendar day, such as a job date, as that day whatever the zone', () => {
    expect(formatCalendarDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatCalendarDate('2026-13-40')).toBe('2026-13-40');
  });

  it('finds New York midnight in summer and winter time', () => {
    expect(startOfBusinessDay('2026-07-06')).toBe('2026-07-06T04:00:00.000Z');
    expect(startOfBusinessDay('2026-11-16')).toBe('2026-11-16T05:00:00.000Z');
  });

  it('lists the last weeks Monday to Monday, the current one last, across the change of clocks', () => {
    const weeks = recentWeeks(new Date('2026-11-21T12:00:00Z'), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-11-16', start: '2026-11-16T05:00:00.000Z', end: '2026-11-23T05:00:00.000Z' });
    expect(weeks[0]!.week).toBe('2026-08-31');
    // Clocks went back on Sunday Nov 1: that week starts in summer time and ends in winter time.
    expect(weeks.find((week) => week.week === '2026-10-26')).toMatchObject({ start: '2026-10-26T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toBe(weeks[i - 1]!.end);
  });

  it('puts a Sunday evening in New York in the week it belongs to, not the UTC one', () => {
    // Sunday Nov 15, 11 PM EST is Monday 04:00 UTC: still the week of Nov 9.
    const weeks = recentWeeks(new Date('2026-11-16T04:00:00Z'), 2);
    expect(weeks.at(-1)!.week).toBe('2026-11-09');
  });

  it('names the zone by its place, UTC, or the offset of a zone that names no place', () => {
    const labels: Record<string, string> = {};
    try {
      for (const zone of [
        'America/New_York',
        'america/los_angeles',
        'EST5EDT',
        'Asia/Kolkata',
        'America/Argentina/Buenos_Aires',
        'UTC',
        'Etc/UTC',
        'Etc/GMT+5',
      ]) {
        setBusinessTimeZone(zone);
        labels[zone] = businessZoneLabel();
      }
    } finally {
      setBusinessTimeZone(defaultTimeZone);
    }
    expect(labels).toEqual({
      'America/New_York': 'New York time',
      'america/los_angeles': 'Los Angeles time',
      EST5EDT: 'New York time',
      'Asia/Kolkata': 'Kolkata time',
      'America/Argentina/Buenos_Aires': 'Buenos Aires time',
      UTC: 'UTC',
      'Etc/UTC': 'UTC',
      'Etc/GMT+5': 'GMT-5',
    });
  });
});
