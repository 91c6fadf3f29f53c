import { describe, expect, it } from 'vitest';
import { leadForms as spanishLeadForms } from './es/lead-forms';
import { pricing } from './price-list';
import { describePriceEstimate, estimatePrice, formatDollars, formatPriceRange } from './pricing';

describe('the instant price range', () => {
  it('runs from the lowest to the highest package times the windows for services priced per window', () => {
    // Window repair: $150, $275 and $400 a window.
    const estimate = estimatePrice(pricing, 'window-repair', 2);
    expect(estimate).toEqual({ lowCents: 30000, highCents: 80000, windows: 2, perVisit: false });
    expect(formatPriceRange(estimate!)).toBe('$300–$800');
    expect(describePriceEstimate(estimate!)).toBe('$300–$800 for 2 windows');
    expect(describePriceEstimate(estimatePrice(pricing, 'weatherproofing', 1)!)).toBe('$45–$140 for 1 window');
  });

  it('is one price when a package is chosen', () => {
    const estimate = estimatePrice(pricing, 'window-installation', 3, 'Energy Efficient')!;
    expect(estimate).toMatchObject({ lowCents: 165000, highCents: 165000 });
    expect(describePriceEstimate(estimate)).toBe('$1,650 for 3 windows');
  });

  it('prices maintenance per visit of up to 10 windows, and says what a visit’s price is made of', () => {
    expect(describePriceEstimate(estimatePrice(pricing, 'window-maintenance', 10)!)).toBe('$99–$299 per visit for 10 windows');
    // Twelve windows take two lots of up to 10 windows on each visit.
    expect(describePriceEstimate(estimatePrice(pricing, 'window-maintenance', 12)!)).toBe(
      '$198–$598 per visit for 12 windows (2 × $99–$299, each for up to 10 windows)',
    );
    // Standard Care is two visits a year.
    expect(describePriceEstimate(estimatePrice(pricing, 'window-maintenance', 12, 'Standard Care')!)).toBe(
      '$398 per visit for 12 windows (2 × $199, each for up to 10 windows), 2 visits a year: $796 a year',
    );
    expect(describePriceEstimate(estimatePrice(pricing, 'window-maintenance', 4, 'Basic Care')!)).toBe(
      '$99 per visit for 4 windows, 1 visit a year: $99 a year',
    );
    expect(describePriceEstimate(estimatePrice(pricing, 'window-maintenance', 12, 'Standard Care')!, spanishLeadForms.price)).toBe(
      '$398 por visita, para 12 ventanas (2 × $199, uno por cada grupo de hasta 10 ventanas), 2 visitas al año: $796 al año',
    );
  });

  it('gives no range without a price list or a sensible count', () => {
    expect(estimatePrice(pricing, 'other', 2)).toBeNull();
    expect(estimatePrice(pricing, 'window-repair', 0)).toBeNull();
    expect(estimatePrice(pricing, 'window-repair', 2.5)).toBeNull();
    expect(estimatePrice(pricing, 'window-repair', 501)).toBeNull();
    expect(estimatePrice(pricing, 'toString', 2)).toBeNull();
  });

  it('ignores a package that is not the service’s own and gives the full range', () => {
    expect(estimatePrice(pricing, 'window-repair', 1, 'Standard Care')).toMatchObject({ lowCents: 15000, highCents: 40000 });
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
