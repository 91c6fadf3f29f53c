import { describe, expect, it } from 'vitest';
import { holidaysOf } from './holidays';

describe('the holidays the office closes for', () => {
  it('fall on their day each year, moving holidays computed for the year', () => {
    expect(holidaysOf(2026).map((holiday) => [holiday.holiday, holiday.day])).toEqual([
      ['new-year', '2026-01-01'],
      ['memorial-day', '2026-05-25'],
      // A Saturday: the office, open on Saturdays, closes that day.
      ['independence-day', '2026-07-04'],
      ['labor-day', '2026-09-07'],
      ['thanksgiving', '2026-11-26'],
      ['christmas', '2026-12-25'],
    ]);
    expect(holidaysOf(2027).map((holiday) => holiday.day)).toEqual(['2027-01-01', '2027-05-31', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-25']);
  });

  it('move a fixed holiday on a Sunday, when the office is closed anyway, to the Monday', () => {
    expect(holidaysOf(2028).find((holiday) => holiday.holiday === 'christmas')?.day).toBe('2028-12-25');
    expect(holidaysOf(2022).find((holiday) => holiday.holiday === 'christmas')?.day).toBe('2022-12-26');
    expect(holidaysOf(2023).find((holiday) => holiday.holiday === 'new-year')?.day).toBe('2023-01-02');
  });

  it('tell visitors why in English and Spanish', () => {
    expect(holidaysOf(2026).find((holiday) => holiday.holiday === 'thanksgiving')?.note).toEqual({
      en: 'Closed for Thanksgiving',
      es: 'Cerrado por Acción de Gracias',
    });
  });
});
