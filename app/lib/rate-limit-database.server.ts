import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './db-schema';
import type { RateLimitStore } from './rate-limit.server';

export interface DatabaseRateLimitStoreOptions {
  logger: Pick<Logger, 'error'>;
  /** How often this process deletes the rows of windows that have ended. */
  sweepEveryMs?: number;
}

/**
 * Counts in the `rate_limits` table, shared by every process on the database. One statement
 * counts a hit: the upsert inserts the key's first hit, or adds one to its current window, or
 * starts a new window when the stored one has ended, and returns the count. PostgreSQL and
 * SQLite each run it atomically per row, so concurrent hits from several processes are all
 * counted and no two of them see the same count.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>, { logger, sweepEveryMs = 60_000 }: DatabaseRateLimitStoreOptions): RateLimitStore {
  let nextSweep = 0;
  let sweeping: Promise<void> = Promise.resolve();

  /** Runs beside the hit that started it: a visitor never waits for housekeeping. */
  function sweep(now: number): void {
    nextSweep = now + sweepEveryMs;
    sweeping = db
      .deleteFrom('rateLimits')
      .where('windowEndsAt', '<=', new Date(now).toISOString())
      .execute()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'expired rate limit windows could not be deleted; trying again later'),
      );
  }

  return {
    kind: 'database',
    async increment(key, windowMs, now) {
      if (now >= nextSweep) sweep(now);
      const at = new Date(now).toISOString();
      const row = await db
        .insertInto('rateLimits')
        .values({ key, count: 1, windowEndsAt: new Date(now + windowMs).toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const ended = eb('rateLimits.windowEndsAt', '<=', at);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rateLimits.count', '+', 1))
                .end(),
              windowEndsAt: eb.case().when(ended).then(eb.ref('excluded.windowEndsAt')).else(eb.ref('rateLimits.windowEndsAt')).end(),
            };
          }),
        )
        .returning(['count', 'windowEndsAt'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), endsAt: Date.parse(row.windowEndsAt) };
    },
    async delete(key) {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },
    async close() {
      // The database belongs to the process; only the sweep in flight is ours to wait for.
      await sweeping;
    },
  };
}
