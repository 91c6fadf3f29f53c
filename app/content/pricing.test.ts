import { describe, expect, it } from 'vitest';
import { describePriceEstimate, estimatePrice, formatDollars, formatPriceRange } from './pricing';

describe('the instant price range', () => {
  it('runs from the lowest to the highest package times the windows for services priced per window', () => {
    // Window repair: $150, $275 and $400 a window.
    const estimate = estimatePrice('window-repair', 2);
    expect(estimate).toEqual({ lowCents: 30000, highCents: 80000, windows: 2, perVisit: false });
    expect(formatPriceRange(estimate!)).toBe('$300–$800');
    expect(describePriceEstimate(estimate!)).toBe('$300–$800 for 2 windows');
    expect(describePriceEstimate(estimatePrice('weatherproofing', 1)!)).toBe('$45–$140 for 1 window');
  });

  it('is one price when a package is chosen', () => {
    const estimate = estimatePrice('window-installation', 3, 'Energy Efficient')!;
    expect(estimate).toMatchObject({ lowCents: 165000, highCents: 165000 });
    expect(describePriceEstimate(estimate)).toBe('$1,650 for 3 windows');
  });

  it('prices maintenance per visit of up to 10 windows', () => {
    expect(describePriceEstimate(estimatePrice('window-maintenance', 10)!)).toBe('$99–$299 per visit for 10 windows');
    // Eleven windows take two visits' worth of the package.
    expect(describePriceEstimate(estimatePrice('window-maintenance', 11)!)).toBe('$198–$598 per visit for 11 windows');
    expect(describePriceEstimate(estimatePrice('window-maintenance', 25, 'Standard Care')!)).toBe('$597 per visit for 25 windows');
  });

  it('gives no range without a price list or a sensible count', () => {
    expect(estimatePrice('other', 2)).toBeNull();
    expect(estimatePrice('window-repair', 0)).toBeNull();
    expect(estimatePrice('window-repair', 2.5)).toBeNull();
    expect(estimatePrice('window-repair', 501)).toBeNull();
    expect(estimatePrice('toString', 2)).toBeNull();
  });

  it('ignores a package that is not the service’s own and gives the full range', () => {
    expect(estimatePrice('window-repair', 1, 'Standard Care')).toMatchObject({ lowCents: 15000, highCents: 40000 });
  });

  it('writes cents only when a price has some', () => {
    expect(formatDollars(35000)).toBe('$350');
    expect(formatDollars(125050)).toBe('$1,250.50');
  });

  it('writes every price as Intl writes US dollars', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 5, 99, 100, 101, 9999, 100000, 123456789, 100000000005]) {
      expect(formatDollars(cents)).toBe(cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100));
    }
  });
});
