import { describe, expect, it } from 'vitest';
import { MAX_POLL_BACKOFF_MS, pollDelay } from './poll-delay';

describe('pollDelay', () => {
  it('keeps the interval while runs succeed, then doubles it per failure up to a minute', () => {
    expect(pollDelay(5000, 0)).toBe(5000);
    expect([1, 2, 3, 4, 5].map((failures) => pollDelay(5000, failures))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(pollDelay(5000, 50)).toBe(MAX_POLL_BACKOFF_MS);
  });

  it('never looks sooner than the interval, even when the interval is over a minute', () => {
    expect(pollDelay(120_000, 3)).toBe(120_000);
  });
});
