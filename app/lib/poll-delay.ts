/** The longest pause a failing background worker takes between looks. */
export const MAX_POLL_BACKOFF_MS = 60_000;

/**
 * The pause before a background worker's next look: its interval while its runs succeed; after
 * runs that failed in a row (a locked or unreachable database), doubled each time up to a
 * minute. On SQLite a failed write waits out the busy timeout with the process stopped, so a
 * worker retrying at its interval would leave no time to answer visitors.
 */
export function pollDelay(intervalMs: number, failuresInARow: number): number {
  if (failuresInARow <= 0) return intervalMs;
  return Math.max(intervalMs, Math.min(intervalMs * 2 ** failuresInARow, MAX_POLL_BACKOFF_MS));
}
