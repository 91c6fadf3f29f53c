import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuid.server';

describe('uuidv7', () => {
  it('makes valid, distinct version 7 ids that sort in the order they were made, past many pool refills', () => {
    const ids = Array.from({ length: 5_000 }, () => uuidv7());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the time it was made', () => {
    const before = Date.now();
    const id = uuidv7();
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 1);
    const past = Date.UTC(2026, 0, 2, 9, 30);
    expect(parseInt(uuidv7({ msecs: past }).replace(/-/g, '').slice(0, 12), 16)).toBe(past);
  });
});
