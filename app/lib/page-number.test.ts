import { describe, expect, it } from 'vitest';
import { MAX_PAGE, parsePageNumber, readPageNumber } from './page-number';

describe('page numbers from a URL', () => {
  it('takes whole numbers from 1 to the bound, and the first page when none is given', () => {
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber('')).toBe(1);
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('refuses what SQL could not use as an offset, or a person would never type', () => {
    for (const text of ['1e20', 'Infinity', '-1', '0', '2.5', ' 2', '0x10', String(MAX_PAGE + 1), '99999999999999999999', 'NaN']) {
      expect(parsePageNumber(text), text).toBeUndefined();
      expect(readPageNumber(text), text).toBe(1);
    }
  });
});
