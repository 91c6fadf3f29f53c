import { describe, it, expect } from 'vitest';
import { seededCalendar } from '#tests/support/calendar';
import {
  type BusinessCalendar,
  formatClockTime,
  getOpenStatus,
  hoursLines,
  hoursText,
  nextOpening,
  openingHoursSpecification,
  type WeeklyHours,
} from './business-hours';

// January dates are EST (UTC-5), July dates are EDT (UTC-4).
// 2024-01-14 and 2024-07-14 are Sundays.
const est = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const edt = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

describe('getOpenStatus', () => {
  it('is closed all day on Sunday', () => {
    for (const time of ['00:00', '08:45', '09:00', '12:00', '15:59', '17:59', '23:59']) {
      const status = getOpenStatus(est('2024-01-14', time), seededCalendar);
      expect(status.isOpen).toBe(false);
      expect(status.label).toBe('Closed now');
    }
    expect(getOpenStatus(est('2024-01-14', '12:00'), seededCalendar).detail).toBe('Opens at 8:45 AM tomorrow');
  });

  it('opens at 8:45 AM on a weekday', () => {
    const before = getOpenStatus(est('2024-01-15', '08:44'), seededCalendar);
    expect(before).toEqual({ isOpen: false, label: 'Closed now', detail: 'Opens at 8:45 AM today', note: null });

    const at = getOpenStatus(est('2024-01-15', '08:45'), seededCalendar);
    expect(at).toEqual({ isOpen: true, label: 'Open now', detail: 'Closes at 6:00 PM today', note: null });
  });

  it('closes at 6:00 PM on a weekday', () => {
    expect(getOpenStatus(est('2024-01-15', '17:59'), seededCalendar).isOpen).toBe(true);
    const at = getOpenStatus(est('2024-01-15', '18:00'), seededCalendar);
    expect(at).toEqual({ isOpen: false, label: 'Closed now', detail: 'Opens at 8:45 AM tomorrow', note: null });
  });

  it('keeps Saturday hours of 9:00 AM to 4:00 PM', () => {
    expect(getOpenStatus(est('2024-01-20', '08:59'), seededCalendar).detail).toBe('Opens at 9:00 AM today');
    expect(getOpenStatus(est('2024-01-20', '09:00'), seededCalendar).isOpen).toBe(true);
    const late = getOpenStatus(est('2024-01-20', '15:59'), seededCalendar);
    expect(late).toEqual({ isOpen: true, label: 'Open now', detail: 'Closes at 4:00 PM today', note: null });
    expect(getOpenStatus(est('2024-01-20', '16:00'), seededCalendar).isOpen).toBe(false);
  });

  it('points to Saturday morning after Friday closing', () => {
    const status = getOpenStatus(est('2024-01-19', '18:30'), seededCalendar);
    expect(status).toEqual({
      isOpen: false,
      label: 'Closed now',
      detail: 'Opens at 9:00 AM tomorrow',
      note: null,
    });
  });

  it('skips Sunday after Saturday closing', () => {
    expect(getOpenStatus(est('2024-01-20', '17:00'), seededCalendar).detail).toBe('Opens at 8:45 AM Monday');
  });

  it('uses the New York offset in both winter (EST) and summer (EDT)', () => {
    // 13:44Z is 8:44 EST but 9:44 EDT.
    expect(getOpenStatus(new Date('2024-01-15T13:44:00Z'), seededCalendar).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-01-15T13:45:00Z'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-07-15T12:44:00Z'), seededCalendar).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-07-15T12:45:00Z'), seededCalendar).isOpen).toBe(true);
    // 22:30Z is 5:30 PM EST but 6:30 PM EDT.
    expect(getOpenStatus(new Date('2024-01-15T22:30:00Z'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-07-15T22:30:00Z'), seededCalendar).isOpen).toBe(false);

    expect(getOpenStatus(edt('2024-07-15', '08:44'), seededCalendar).isOpen).toBe(false);
    expect(getOpenStatus(edt('2024-07-15', '08:45'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(edt('2024-07-15', '17:59'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(edt('2024-07-15', '18:00'), seededCalendar).isOpen).toBe(false);
    expect(getOpenStatus(edt('2024-07-19', '18:30'), seededCalendar).detail).toBe('Opens at 9:00 AM tomorrow');
    expect(getOpenStatus(edt('2024-07-20', '17:00'), seededCalendar).detail).toBe('Opens at 8:45 AM Monday');
    expect(getOpenStatus(edt('2024-07-14', '12:00'), seededCalendar).isOpen).toBe(false);
  });

  it('handles the days the clocks change', () => {
    // 2024-03-11 is the Monday after the spring-forward Sunday; 2024-11-04 follows fall-back.
    expect(getOpenStatus(new Date('2024-03-11T12:45:00Z'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-03-11T12:44:00Z'), seededCalendar).isOpen).toBe(false);
    expect(getOpenStatus(new Date('2024-11-04T13:45:00Z'), seededCalendar).isOpen).toBe(true);
    expect(getOpenStatus(new Date('2024-11-04T13:44:00Z'), seededCalendar).isOpen).toBe(false);
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
      const results = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((tz) => {
        process.env.TZ = tz;
        return instants.map((instant) => getOpenStatus(instant, seededCalendar));
      });
      const [first, ...rest] = results;
      for (const result of rest) expect(result).toEqual(first);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('reports a schedule with no open days as closed', () => {
    const never: WeeklyHours = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null };
    expect(getOpenStatus(est('2024-01-15', '12:00'), { ...seededCalendar, weekly: never })).toEqual({
      isOpen: false,
      label: 'Closed now',
      detail: 'Temporarily closed',
      note: null,
    });
    expect(nextOpening(est('2024-01-15', '12:00'), { ...seededCalendar, weekly: never })).toBeNull();
  });
});

describe('nextOpening', () => {
  it('returns the next opening after now', () => {
    expect(nextOpening(est('2024-01-15', '07:00'), seededCalendar)).toEqual({
      day: '2024-01-15',
      weekday: 1,
      daysAhead: 0,
      opens: '08:45',
      closes: '18:00',
    });
    expect(nextOpening(est('2024-01-15', '10:00'), seededCalendar)).toMatchObject({ weekday: 2, daysAhead: 1 });
    expect(nextOpening(est('2024-01-20', '17:00'), seededCalendar)).toMatchObject({ weekday: 1, daysAhead: 2 });
  });
});

describe('openingHoursSpecification', () => {
  it('groups weekdays and omits Sunday', () => {
    expect(openingHoursSpecification(seededCalendar.weekly)).toEqual([
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

describe('hours lines', () => {
  it('are the SPEC display lines for the seeded hours, in English and Spanish', () => {
    expect(hoursLines(seededCalendar.weekly, 'en').map((line) => `${line.days} ${line.hours}`)).toEqual([
      'Mon-Fri 8:45 AM - 6:00 PM',
      'Saturday 9:00 AM - 4:00 PM',
      'Sunday Closed',
    ]);
    expect(hoursText(seededCalendar.weekly, 'es')).toBe('lun-vie: 8:45 a. m. - 6:00 p. m.; sábado: 9:00 a. m. - 4:00 p. m.; domingo: cerrado');
  });

  it('follow the hours the owner sets: days with equal hours share a line, in week order', () => {
    const weekly: WeeklyHours = {
      0: null,
      1: { opens: '08:00', closes: '17:00' },
      2: { opens: '08:00', closes: '17:00' },
      3: null,
      4: { opens: '08:00', closes: '17:00' },
      5: { opens: '08:00', closes: '12:30' },
      6: null,
    };
    expect(hoursText(weekly, 'en')).toBe(
      'Mon-Tue: 8:00 AM - 5:00 PM; Wednesday: Closed; Thursday: 8:00 AM - 5:00 PM; Friday: 8:00 AM - 12:30 PM; Sat-Sun: Closed',
    );
  });

  it('formats clock times', () => {
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('08:45')).toBe('8:45 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('18:00')).toBe('6:00 PM');
  });
});

describe('closures', () => {
  // Thanksgiving 2026 is Thursday, November 26 (EST, UTC-5).
  const thanksgiving: BusinessCalendar = {
    ...seededCalendar,
    closures: [{ id: 'c1', startsOn: '2026-11-26', endsOn: '2026-11-26', note: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' } }],
  };

  it('close the office all day, say why, and say when it opens, in English and Spanish', () => {
    expect(getOpenStatus(est('2026-11-26', '11:00'), thanksgiving)).toEqual({
      isOpen: false,
      label: 'Closed now',
      detail: 'Opens at 8:45 AM tomorrow',
      note: 'Closed for Thanksgiving',
    });
    expect(getOpenStatus(est('2026-11-26', '11:00'), thanksgiving, 'es')).toEqual({
      isOpen: false,
      label: 'Cerrado ahora',
      detail: 'Abrimos mañana a las 8:45 a. m.',
      note: 'Cerrado por Acción de Gracias',
    });
  });

  it('are skipped when the next opening is looked for, and leave the other days as they were', () => {
    expect(getOpenStatus(est('2026-11-25', '19:00'), thanksgiving).detail).toBe('Opens at 8:45 AM Friday');
    expect(getOpenStatus(est('2026-11-25', '19:00'), thanksgiving).note).toBeNull();
    expect(getOpenStatus(est('2026-11-27', '10:00'), thanksgiving).isOpen).toBe(true);
  });

  it('name the date of an opening more than a week away', () => {
    const longBreak: BusinessCalendar = {
      ...seededCalendar,
      closures: [{ id: 'c2', startsOn: '2026-12-21', endsOn: '2027-01-03', note: { en: 'Closed for the holidays', es: 'Cerrado por las fiestas' } }],
    };
    expect(getOpenStatus(est('2026-12-22', '10:00'), longBreak).detail).toBe('Opens at 8:45 AM on Monday, January 4');
    expect(getOpenStatus(est('2026-12-22', '10:00'), longBreak, 'es').detail).toBe('Abrimos el lunes 4 de enero a las 8:45 a. m.');
  });
});
