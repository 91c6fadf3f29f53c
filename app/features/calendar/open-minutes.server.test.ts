import { describe, expect, it } from 'vitest';
import { type BusinessCalendar, type WeeklyHours, hoursOn, instantIn, localTime, shiftDay } from '~/lib/business-hours';
import { seededCalendar } from '#tests/support/calendar';
import { closedUntil, lastClosedStretch, openMinutesBetween, openMinutesCounter } from './open-minutes.server';

// Office hours (the calendar as seeded): Mon-Fri 8:45 AM - 6:00 PM, Saturday 9:00 AM - 4:00 PM, Sunday closed; New York time.

describe('open minutes between two moments', () => {
  it('counts wall minutes while the office is open', () => {
    // Tuesday Nov 24, 2026, 10:00 to 10:20 AM EST.
    expect(openMinutesBetween(new Date('2026-11-24T15:00:00Z'), new Date('2026-11-24T15:20:00Z'), seededCalendar)).toBe(20);
  });

  it('counts nothing from Saturday after closing to Monday before opening', () => {
    // Saturday 5:00 PM EST to Monday 8:45 AM EST.
    expect(openMinutesBetween(new Date('2026-11-28T22:00:00Z'), new Date('2026-11-30T13:45:00Z'), seededCalendar)).toBe(0);
    // ...and 15 minutes by Monday 9:00 AM.
    expect(openMinutesBetween(new Date('2026-11-28T22:00:00Z'), new Date('2026-11-30T14:00:00Z'), seededCalendar)).toBe(15);
  });

  it('spans the evening: 5:50 PM to 8:55 AM next day is 10 + 10 minutes', () => {
    expect(openMinutesBetween(new Date('2026-11-24T22:50:00Z'), new Date('2026-11-25T13:55:00Z'), seededCalendar)).toBe(20);
  });

  it('keeps to the local clock on the day the clocks change', () => {
    // A schedule open on Sundays: on Sunday Mar 8, 2026 clocks jump from 2 to 3 AM; 9:00 AM is 13:00 UTC.
    const sundays: WeeklyHours = { 0: { opens: '09:00', closes: '10:00' }, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null };
    expect(openMinutesBetween(new Date('2026-03-08T05:00:00Z'), new Date('2026-03-08T13:30:00Z'), { ...seededCalendar, weekly: sundays })).toBe(30);
    // Nov 1, 2026 the clocks go back: 9:00 AM is 14:00 UTC.
    expect(openMinutesBetween(new Date('2026-11-01T05:00:00Z'), new Date('2026-11-01T14:30:00Z'), { ...seededCalendar, weekly: sundays })).toBe(30);
  });

  it('is zero when the end is not after the start', () => {
    expect(openMinutesBetween(new Date('2026-11-24T15:20:00Z'), new Date('2026-11-24T15:00:00Z'), seededCalendar)).toBe(0);
  });
});

describe('after hours', () => {
  it('knows the office is open during its hours and closed outside them', () => {
    // Tuesday Nov 24, 2026, 10:00 AM EST: open.
    expect(closedUntil(new Date('2026-11-24T15:00:00Z'), seededCalendar)).toBeNull();
    // Tuesday 7:30 PM EST: closed until Wednesday 8:45 AM EST.
    expect(closedUntil(new Date('2026-11-25T00:30:00Z'), seededCalendar)?.toISOString()).toBe('2026-11-25T13:45:00.000Z');
    // Tuesday 6:00 AM EST: closed until 8:45 that morning.
    expect(closedUntil(new Date('2026-11-24T11:00:00Z'), seededCalendar)?.toISOString()).toBe('2026-11-24T13:45:00.000Z');
  });

  it('carries a Saturday evening over the closed Sunday to Monday morning', () => {
    // Saturday Nov 28, 4:30 PM EST (the office closed at 4:00).
    expect(closedUntil(new Date('2026-11-28T21:30:00Z'), seededCalendar)?.toISOString()).toBe('2026-11-30T13:45:00.000Z');
  });

  it('has no next opening for a schedule that never opens', () => {
    const never: WeeklyHours = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null };
    expect(closedUntil(new Date('2026-11-24T15:00:00Z'), { ...seededCalendar, weekly: never })).toBeNull();
  });

  it('finds the closed stretch staff catch up on: overnight while open, the one under way while closed', () => {
    // Wednesday Nov 25, 10:00 AM EST: the night from Tuesday 6:00 PM to Wednesday 8:45 AM.
    expect(lastClosedStretch(new Date('2026-11-25T15:00:00Z'), seededCalendar)).toEqual({
      start: new Date('2026-11-24T23:00:00.000Z'),
      end: new Date('2026-11-25T13:45:00.000Z'),
    });
    // Sunday Nov 29, noon EST: from Saturday 4:00 PM until now.
    expect(lastClosedStretch(new Date('2026-11-29T17:00:00Z'), seededCalendar)).toEqual({
      start: new Date('2026-11-28T21:00:00.000Z'),
      end: new Date('2026-11-29T17:00:00.000Z'),
    });
    // Monday Nov 30, 9:00 AM EST: the whole weekend, Saturday 4:00 PM to Monday 8:45 AM.
    expect(lastClosedStretch(new Date('2026-11-30T14:00:00Z'), seededCalendar)).toEqual({
      start: new Date('2026-11-28T21:00:00.000Z'),
      end: new Date('2026-11-30T13:45:00.000Z'),
    });
  });
});

describe('a closed day', () => {
  // Thanksgiving 2026 is Thursday, November 26.
  const thanksgiving: BusinessCalendar = {
    ...seededCalendar,
    closures: [{ id: 'c1', startsOn: '2026-11-26', endsOn: '2026-11-26', note: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' } }],
  };

  it('counts no open minute: a lead from Wednesday evening has waited 15 minutes by Friday 9:00 AM', () => {
    expect(openMinutesBetween(new Date('2026-11-26T00:00:00Z'), new Date('2026-11-27T14:00:00Z'), thanksgiving)).toBe(15);
    expect(openMinutesBetween(new Date('2026-11-26T00:00:00Z'), new Date('2026-11-27T14:00:00Z'), seededCalendar)).toBe(15 + 555);
  });

  it('is skipped when the next opening is looked for', () => {
    expect(closedUntil(new Date('2026-11-26T16:00:00Z'), thanksgiving)?.toISOString()).toBe('2026-11-27T13:45:00.000Z');
  });

  it('is part of the closed stretch staff catch up on', () => {
    expect(lastClosedStretch(new Date('2026-11-27T14:00:00Z'), thanksgiving)).toEqual({
      start: new Date('2026-11-25T23:00:00Z'),
      end: new Date('2026-11-27T13:45:00Z'),
    });
  });
});

describe('the open-minute counter for many leads', () => {
  it('counts as openMinutesBetween does, closures and changes of clocks included', () => {
    const calendar: BusinessCalendar = {
      ...seededCalendar,
      closures: [{ id: 'c1', startsOn: '2026-11-26', endsOn: '2026-11-26', note: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' } }],
    };
    const from = new Date('2026-10-20T00:00:00Z');
    const to = new Date('2026-12-05T00:00:00Z');
    const count = openMinutesCounter(from, to, calendar);
    // Every 7 hours and 13 minutes across the span, each to a moment 1 to 60 hours later.
    for (let start = from.getTime(); start < to.getTime() - 60 * 3_600_000; start += 433 * 60_000) {
      const end = start + (((start / 60_000) % 60) + 1) * 3_600_000;
      expect(count(start, end)).toBe(openMinutesBetween(new Date(start), new Date(end), calendar));
    }
    expect(count(Date.parse('2026-11-26T00:00:00Z'), Date.parse('2026-11-27T14:00:00Z'))).toBe(15);
  });
});

describe('the closed stretch, looked for day by day back', () => {
  // What lastClosedStretch found before it went back day by day: every open period of the 41
  // days up to today worked out, then the one under way and the one before it picked.
  function fromAllPeriods(now: Date, calendar: BusinessCalendar) {
    const today = localTime(now, calendar.timeZone).day;
    const time = now.getTime();
    const periods: { opens: number; closes: number }[] = [];
    for (let back = 40; back >= 0; back -= 1) {
      const day = shiftDay(today, -back);
      const hours = hoursOn(calendar, day);
      if (hours) periods.push({ opens: instantIn(day, hours.opens, calendar.timeZone), closes: instantIn(day, hours.closes, calendar.timeZone) });
    }
    const begun = periods.filter((period) => period.opens <= time);
    const current = begun.find((period) => time < period.closes);
    const end = current ? current.opens : time;
    const previous = begun.filter((period) => period.closes <= end).at(-1);
    return { start: new Date(previous ? previous.closes : end - 7 * 24 * 60 * 60_000), end: new Date(end) };
  }

  it('finds what the 41 days’ periods give, through closures, changes of clocks and the office’s exact hours', () => {
    const calendar: BusinessCalendar = {
      ...seededCalendar,
      closures: [
        { id: 'c1', startsOn: '2026-11-26', endsOn: '2026-11-26', note: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' } },
        { id: 'c2', startsOn: '2026-12-21', endsOn: '2027-01-04', note: { en: 'Closed for the holidays', es: 'Cerrado por las fiestas' } },
      ],
    };
    // Every 131 minutes from before the clocks change (Nov 1) to past a closure of two weeks, and
    // the very minutes the office opens and closes.
    const moments = [Date.parse('2026-11-25T23:00:00Z'), Date.parse('2026-11-25T13:45:00Z'), Date.parse('2026-11-28T21:00:00Z')];
    for (let at = Date.parse('2026-10-28T00:00:00Z'); at < Date.parse('2027-01-08T00:00:00Z'); at += 131 * 60_000) moments.push(at);
    for (const at of moments) expect(lastClosedStretch(new Date(at), calendar)).toEqual(fromAllPeriods(new Date(at), calendar));
    const never: WeeklyHours = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null };
    const now = new Date('2026-11-25T15:00:00Z');
    expect(lastClosedStretch(now, { ...seededCalendar, weekly: never })).toEqual(fromAllPeriods(now, { ...seededCalendar, weekly: never }));
  });
});
