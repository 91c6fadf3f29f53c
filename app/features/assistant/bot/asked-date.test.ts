import { describe, expect, it } from 'vitest';
import { askedDate } from './asked-date';

describe('the day a message asks about', () => {
  const today = '2026-11-28';
  it('reads a month and a day in English, this year or the next once it has passed', () => {
    expect(askedDate('are you open on december 31?', today, 'en')).toBe('2026-12-31');
    expect(askedDate('open dec 24th?', today, 'en')).toBe('2026-12-24');
    expect(askedDate('are you closed on the 4th of july', today, 'en')).toBe('2027-07-04');
    expect(askedDate('what about 1/2', today, 'en')).toBe('2027-01-02');
    expect(askedDate('open on november 28?', today, 'en')).toBe('2026-11-28');
    expect(askedDate("open on new year's eve?", today, 'en')).toBe('2026-12-31');
    expect(askedDate('are you open tomorrow', today, 'en')).toBe('2026-11-29');
  });
  it('reads a day in Spanish, and "mañana" only as a day', () => {
    expect(askedDate('¿abren el 31 de diciembre?', today, 'es')).toBe('2026-12-31');
    expect(askedDate('estan abiertos en nochebuena', today, 'es')).toBe('2026-12-24');
    expect(askedDate('abren manana?', today, 'es')).toBe('2026-11-29');
    expect(askedDate('abren por la manana?', today, 'es')).toBeUndefined();
  });
  it('finds no day in a message that names none, nor in a price or a February 30', () => {
    expect(askedDate('what are your hours?', today, 'en')).toBeUndefined();
    expect(askedDate('is $1/2 off?', today, 'en')).toBeUndefined();
    expect(askedDate('open february 30?', today, 'en')).toBeUndefined();
  });
});
