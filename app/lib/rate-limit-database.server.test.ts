import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.server';
import { createRateLimiterFactory } from './rate-limit.server';
import { createDatabaseRateLimitStore } from './rate-limit-database.server';
import { closedPort, recordingLogger } from '#tests/support/rate-limit-test-support';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

const start = Date.parse('2026-11-22T10:00:00Z');

describe.each(testDialects())('rate limits in the database on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('counts by the caller’s clock: retry-after is what is left of the window', async () => {
    const { logger } = recordingLogger();
    const limiter = createRateLimiterFactory(createDatabaseRateLimitStore(database.db, { logger }))('clock', { limit: 2, windowMs: 10_000 });
    expect((await limiter.hit('k', start)).allowed).toBe(true);
    expect((await limiter.hit('k', start + 1_000)).allowed).toBe(true);
    expect(await limiter.hit('k', start + 2_500)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await limiter.hit('k', start + 9_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.hit('k', start + 10_000)).allowed).toBe(true);
    const row = await database.db.selectFrom('rateLimits').selectAll().where('key', '=', 'clock:k').executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'clock:k', count: 1, windowEndsAt: new Date(start + 20_000).toISOString() });
  });

  it('deletes the rows of ended windows as it goes', async () => {
    const { logger } = recordingLogger();
    const store = createDatabaseRateLimitStore(database.db, { logger, sweepEveryMs: 60_000 });
    const limiter = createRateLimiterFactory(store)('sweep', { limit: 5, windowMs: 1_000 });
    await limiter.hit('a', start);
    await limiter.hit('b', start + 500);
    await limiter.hit('c', start + 30_000);
    const keys = async () =>
      (await database.db.selectFrom('rateLimits').select('key').where('key', 'like', 'sweep:%').orderBy('key').execute()).map((row) => row.key);
    expect(await keys()).toEqual(['sweep:a', 'sweep:b', 'sweep:c']);
    await limiter.hit('d', start + 60_000);
    await store.close();
    expect(await keys()).toEqual(['sweep:d']);
  });
});

describe('rate limits in a database that cannot be reached', () => {
  it('let requests through, and log it once per period rather than per request', async () => {
    const { logger, lines } = recordingLogger();
    const unreachable = openDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/gables`);
    const store = createDatabaseRateLimitStore(unreachable.db, { logger });
    const limiter = createRateLimiterFactory(store, logger)('lead', { limit: 1, windowMs: 60_000 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await store.close();
    await unreachable.close();
    const failures = lines.filter((line) => line.msg === 'rate limit store failed; allowing the request');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, store: 'database', limiter: 'lead', failures: 1 });
    expect(lines.map((line) => line.msg)).toContain('expired rate limit windows could not be deleted; trying again later');
  });
});
