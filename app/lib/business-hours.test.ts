import { describe, it, expect } from 'vitest';
import { hoursLines, weekdayNames, weeklyHours, type WeeklyHours } from '~/content/hours';
import {
  formatClockTime,
  getOpenStatus,
  nextOpening,
  openingHoursSpecification,
} from './business-hours';

// January dates are EST (UTC-5), July dates are EDT (UTC-4).
// 2024-01-14 and 2024-07-14 are Sundays.
const est = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const edt = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

describe('getOpenStatus', () => {
  it('is closed all day on Sunday', () => {
    for (const time of ['00:00', '08:45', '09:00', '12:00', '15:59', '17:59', '23:59']) {
      const status = getOpenStatus(est('2024-01-14', time));
      expect(status.isOpen).toBe(false);
      expect(status.label).toBe('Closed now');
    }
    expect(getOpenStatus(est('2024-01-14', '12:00')).detail).toBe('Opens at 8:45 AM tomorrow');
  });

  it('opens at 8:45 AM on a weekday', () => {
    const before = getOpenStatus(est('2024-01-15', '08:44'));
    expect(before).toEqual({ isOpen: false, label: 'Closed now', detail: 'Opens at 8:45 AM today' });

    const at = getOpenStatus(est('2024-01-15', '08:45'));
    expect(at).toEqual({ isOpen: true, label: 'Open now', detail: 'Closes at 6:00 PM today' });
  });

  it('closes at 6:00 PM on a weekday', () => {
    expect(getOpenStatus(est('2024-01-15', '17:59')).isOpen).toBe(true);
    const at = getOpenStatus(est('2024-01-15', '18:00'));
    expect(at).toEqual({ isOpen: false, label: 'Closed now', detail: 'Opens at 8:45 AM tomorrow' });
  });

  it('keeps Saturday hours of 9:00 AM to 4:00 PM', () => {
    expect(getOpenStatus(est('2024-01-20', '08:59')).detail).toBe('Opens at 9:00 AM today');
    expect(getOpenStatus(est('2024-01-20', '09:00')).isOpen).toBe(true);
    const late = getOpenStatus(est('2024-01-20', '15:59'));
    expect(late).toEqual({ isOpen: true, label: 'Open now', detail: 'Closes at 4:00 PM today' });
    expect(getOpenStatus(est('2024-01-20', '16:00')).isOpen).toBe(false);
  });

  it('points to Saturday morning after Friday closing', () => {
    const status = getOpenStatus(est('2024-01-19', '18:30'));
    expect(status).toEqual({
      isOpen: false,
      label: 'Closed now',
      detail: 'Opens at 9:00 AM tomorrow',
    });
  });

  it('skips Sunday after Saturday closing', () => {
    expect(getOpenStatus(est('2024-01-20', '17:00')).detail).toBe('Opens at 8:45 AM Monday');
  });

  it('uses the New York offset in both winter (EST) and summer (EDT)', () => {
    // 13:44Z is 8:44 EST but 9:44 EDT.
    expect(getOpenStatus(new Date('2024-01-15T13:44:00Z')).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-01-15T13:45:00Z')).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-07-15T12:44:00Z')).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-07-15T12:45:00Z')).isOpen).toBe(true);
    // 22:30Z is 5:30 PM EST but 6:30 PM EDT.
    expect(getOpenStatus(new Date('2024-01-15T22:30:00Z')).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-07-15T22:30:00Z')).isOpen).toBe(false);

    expect(getOpenStatus(edt('2024-07-15', '08:44')).isOpen).toBe(false);
    expect(getOpenStatus(edt('2024-07-15', '08:45')).isOpen).toBe(true);
    expect(getOpenStatus(edt('2024-07-15', '17:59')).isOpen).toBe(true);
    expect(getOpenStatus(edt('2024-07-15', '18:00')).isOpen).toBe(false);
    expect(getOpenStatus(edt('2024-07-19', '18:30')).detail).toBe('Opens at 9:00 AM tomorrow');
    expect(getOpenStatus(edt('2024-07-20', '17:00')).detail).toBe('Opens at 8:45 AM Monday');
    expect(getOpenStatus(edt('2024-07-14', '12:00')).isOpen).toBe(false);
  });

  it('handles the days the clocks change', () => {
    // 2024-03-11 is the Monday after the spring-forward Sunday; 2024-11-04 follows fall-back.
    expect(getOpenStatus(new Date('2024-03-11T12:45:00Z')).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-03-11T12:44:00Z')).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-11-04T13:45:00Z')).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-11-04T13:44:00Z')).isOpen).toBe(false);
  });

  it('does not depend on process.env.TZ', () => {
    const instants = [
      est('2024-01-14', '12:00'),
      est('2024-01-15', '08:44'),
      est('2024-01-15', '08:45'),
      est('2024-01-19', '18:30'),
      edt('2024-07-20', '15:59'),
      edt('2024-07-20', '17:00'),
      new Date('2024-07-16T03:30:00Z'),
    ];
    const original = process.env.TZ;
    try {
      const results = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'].map(
        (tz) => {
          process.env.TZ = tz;
          return instants.map((instant) => getOpenStatus(instant));
        },
      );
      const [first, ...rest] = results;
      for (const result of rest) expect(result).toEqual(first);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('reports a schedule with no open days as closed', () => {
    const never: WeeklyHours = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null };
    expect(getOpenStatus(est('2024-01-15', '12:00'), never)).toEqual({
      isOpen: false,
      label: 'Closed now',
      detail: 'Temporarily closed',
    });
    expect(nextOpening(est('2024-01-15', '12:00'), never)).toBeNull();
  });
});

describe('nextOpening', () => {
  it('returns the next opening after now', () => {
    expect(nextOpening(est('2024-01-15', '07:00'))).toEqual({
      weekday: 1,
      daysAhead: 0,
      opens: '08:45',
      closes: '18:00',
    });
    expect(nextOpening(est('2024-01-15', '10:00'))).toMatchObject({ weekday: 2, daysAhead: 1 });
    expect(nextOpening(est('2024-01-20', '17:00'))).toMatchObject({ weekday: 1, daysAhead: 2 });
  });
});

describe('openingHoursSpecification', () => {
  it('groups weekdays and omits Sunday', () => {
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:45',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '16:00',
      },
    ]);
  });
});

describe('hours content', () => {
  it('matches the SPEC display lines', () => {
    expect(hoursLines.map((line) => `${line.days} ${line.hours}`)).toEqual([
      'Mon-Fri 8:45 AM - 6:00 PM',
      'Saturday 9:00 AM - 4:00 PM',
      'Sunday Closed',
    ]);
  });

  it('keeps the display lines in step with the weekly schedule', () => {
    const display = (weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6) => {
      const hours = weeklyHours[weekday];
      return hours === null
        ? 'Closed'
        : `${formatClockTime(hours.opens)} - ${formatClockTime(hours.closes)}`;
    };
    for (const weekday of [1, 2, 3, 4, 5] as const) {
      expect(display(weekday)).toBe(hoursLines[0]?.hours);
    }
    expect(weekdayNames[6]).toBe(hoursLines[1]?.days);
    expect(display(6)).toBe(hoursLines[1]?.hours);
    expect(weekdayNames[0]).toBe(hoursLines[2]?.days);
    expect(display(0)).toBe(hoursLines[2]?.hours);
  });

  it('formats clock times', () => {
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('08:45')).toBe('8:45 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('18:00')).toBe('6:00 PM');
  });
});
