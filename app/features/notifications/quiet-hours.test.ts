import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { afterQuietHours } from './quiet-hours';

const zone = 'America/New_York';
const overnight = { start: '20:00', end: '08:00' };

describe('quiet hours', () => {
  it('holds email from 20:00 to 08:00 on the calendar clock, across midnight, and lets the rest of the day through', () => {
    // Nov 25 2026 (EST, UTC-5).
    expect(afterQuietHours(new Date('2026-11-26T00:59:00Z'), overnight, zone)).toEqual(new Date('2026-11-26T00:59:00Z')); // 19:59: not quiet yet
    expect(afterQuietHours(new Date('2026-11-26T02:00:00Z'), overnight, zone)).toEqual(new Date('2026-11-26T13:00:00Z')); // 21:00 → 08:00
    expect(afterQuietHours(new Date('2026-11-26T06:30:00Z'), overnight, zone)).toEqual(new Date('2026-11-26T13:00:00Z')); // 01:30 → 08:00
    expect(afterQuietHours(new Date('2026-11-26T13:00:00Z'), overnight, zone)).toEqual(new Date('2026-11-26T13:00:00Z')); // 08:00 sharp leaves
  });

  it('ends at 08:00 local time on the night the clocks change', () => {
    // Sat Mar 7 2026, 22:00 EST; the clocks go forward at 2:00 on Sunday: 08:00 EDT is 12:00 UTC.
    expect(afterQuietHours(new Date('2026-03-08T03:00:00Z'), overnight, zone)).toEqual(new Date('2026-03-08T12:00:00Z'));
  });

  it('takes a window within one day, and none when off', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(afterQuietHours(new Date('2026-11-25T17:15:00Z'), lunch, zone)).toEqual(new Date('2026-11-25T18:30:00Z'));
    expect(afterQuietHours(new Date('2026-11-25T19:00:00Z'), lunch, zone)).toEqual(new Date('2026-11-25T19:00:00Z'));
    expect(afterQuietHours(new Date('2026-11-26T02:00:00Z'), null, zone)).toEqual(new Date('2026-11-26T02:00:00Z'));
  });

  it('reads CUSTOMER_QUIET_HOURS: 20:00-08:00 by default, off, or a clear error', () => {
    expect(parseEnv({}).CUSTOMER_QUIET_HOURS).toEqual(overnight);
    expect(parseEnv({ CUSTOMER_QUIET_HOURS: 'OFF' }).CUSTOMER_QUIET_HOURS).toBeNull();
    expect(parseEnv({ CUSTOMER_QUIET_HOURS: '21:30-07:15' }).CUSTOMER_QUIET_HOURS).toEqual({ start: '21:30', end: '07:15' });
    expect(() => parseEnv({ CUSTOMER_QUIET_HOURS: '8pm-8am' })).toThrow("CUSTOMER_QUIET_HOURS: must be 'HH:MM-HH:MM' (24-hour clock) or 'off'");
    expect(() => parseEnv({ CUSTOMER_QUIET_HOURS: '08:00-08:00' })).toThrow('CUSTOMER_QUIET_HOURS: must not start and end at the same time');
  });
});
