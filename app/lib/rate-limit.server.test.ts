import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.server';
import { createMemoryRateLimitStore, createRateLimiterFactory, type RateLimitStore } from './rate-limit.server';
import { createDatabaseRateLimitStore } from './rate-limit-database.server';
import { openRedisRateLimitStore } from './rate-limit-redis.server';
import { heapGrowth } from '#tests/support/heap';
import { connectTestRedis, recordingLogger, testRedisUrl } from '#tests/support/rate-limit-test-support';
import { createTestDatabase, testDialects } from '#tests/support/test-databases';

/** One store as two server processes see it: each through its own connection. */
interface SharedStore {
  first: RateLimitStore;
  second: RateLimitStore;
  close(): Promise<void>;
}

const { logger } = recordingLogger();

function sharedStore(first: RateLimitStore, second: RateLimitStore, release: () => Promise<void>): SharedStore {
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await release();
    },
  };
}

const stores: Array<{ name: string; open(): Promise<SharedStore> }> = [
  {
    name: 'memory',
    async open() {
      const store = createMemoryRateLimitStore();
      return { first: store, second: store, close: () => store.close() };
    },
  },
  ...testDialects().map((dialect) => ({
    name: `database on ${dialect}`,
    async open(): Promise<SharedStore> {
      const database = await createTestDatabase(dialect);
      const other = openDatabase(database.url);
      return sharedStore(createDatabaseRateLimitStore(database.db, { logger }), createDatabaseRateLimitStore(other.db, { logger }), async () => {
        await other.close();
        await database.drop();
      });
    },
  })),
  ...(testRedisUrl
    ? [
        {
          name: 'redis',
          async open(): Promise<SharedStore> {
            const redis = await connectTestRedis();
            const open = () => openRedisRateLimitStore(redis.url, { logger, prefix: redis.prefix });
            return sharedStore(await open(), await open(), () => redis.drop());
          },
        },
      ]
    : []),
];

describe.each(stores)('rate limits in the $name store', ({ open }) => {
  let shared: SharedStore;
  beforeAll(async () => {
    shared = await open();
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('allows exactly the limit, then refuses with the seconds left in the window', async () => {
    const limiter = createRateLimiterFactory(shared.first)('exact', { limit: 3, windowMs: 60_000 });
    for (let n = 1; n <= 3; n++) expect(await limiter.hit('203.0.113.1'), `hit ${n}`).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('203.0.113.1')).allowed).toBe(false);
  });

  it('starts a new window once the window has passed', async () => {
    const limiter = createRateLimiterFactory(shared.first)('rollover', { limit: 2, windowMs: 300 });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await sleep(400);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
  });

  it('shares one count between two processes', async () => {
    const onFirst = createRateLimiterFactory(shared.first)('shared', { limit: 3, windowMs: 60_000 });
    const onSecond = createRateLimiterFactory(shared.second)('shared', { limit: 3, windowMs: 60_000 });
    expect((await onFirst.hit('k')).allowed).toBe(true);
    expect((await onSecond.hit('k')).allowed).toBe(true);
    expect((await onFirst.hit('k')).allowed).toBe(true);
    const refused = await onSecond.hit('k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect((await onFirst.hit('k')).allowed).toBe(false);
  });

  it('counts hits that arrive together exactly once each', async () => {
    const onFirst = createRateLimiterFactory(shared.first)('burst', { limit: 10, windowMs: 60_000 });
    const onSecond = createRateLimiterFactory(shared.second)('burst', { limit: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, n) => (n % 2 ? onFirst : onSecond).hit('k')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('starts a key afresh once it is reset, for every process', async () => {
    const onFirst = createRateLimiterFactory(shared.first)('reset', { limit: 2, windowMs: 60_000 });
    const onSecond = createRateLimiterFactory(shared.second)('reset', { limit: 2, windowMs: 60_000 });
    for (let n = 0; n < 3; n++) await onFirst.hit('account:ana@example.com');
    expect((await onSecond.hit('account:ana@example.com')).allowed).toBe(false);
    await onFirst.reset('account:ana@example.com');
    expect((await onSecond.hit('account:ana@example.com')).allowed).toBe(true);
    expect((await onFirst.hit('account:ana@example.com')).allowed).toBe(true);
    expect((await onFirst.hit('account:ana@example.com')).allowed).toBe(false);
    await onFirst.reset('never-seen');
  });

  it('counts a key too long to store by its hash, still apart from every other key', async () => {
    const limiter = createRateLimiterFactory(shared.first)('long', { limit: 1, windowMs: 60_000 });
    const forwarded = `203.0.113.5, ${'x'.repeat(10_000)}`;
    expect((await limiter.hit(forwarded)).allowed).toBe(true);
    expect((await limiter.hit(forwarded)).allowed).toBe(false);
    expect((await limiter.hit(`${forwarded}y`)).allowed).toBe(true);
  });

  it('keeps each limiter and each key to itself', async () => {
    const factory = createRateLimiterFactory(shared.first);
    const one = factory('one', { limit: 1, windowMs: 60_000 });
    const two = factory('two', { limit: 1, windowMs: 60_000 });
    expect((await one.hit('k')).allowed).toBe(true);
    expect((await two.hit('k')).allowed).toBe(true);
    expect((await one.hit('other')).allowed).toBe(true);
    expect((await one.hit('k')).allowed).toBe(false);
  });
});

describe('rate limits in memory', () => {
  it('forget the oldest windows past the entry cap, and keep counting the recent ones', async () => {
    const limiter = createRateLimiterFactory(createMemoryRateLimitStore({ maxEntries: 1_000 }))('capped', { limit: 1, windowMs: 60_000 });
    for (let n = 0; n < 1_500; n++) await limiter.hit(`10.0.${n >> 8}.${n & 255}`);
    expect((await limiter.hit('10.0.0.0')).allowed, 'the oldest window was forgotten').toBe(true);
    expect((await limiter.hit('10.0.5.219')).allowed, 'the newest window is still counted').toBe(false);
  });

  it('forget the oldest windows past the byte cap', async () => {
    const limiter = createRateLimiterFactory(createMemoryRateLimitStore({ maxBytes: 64 * 1024 }))('bytes', { limit: 1, windowMs: 60_000 });
    const key = (n: number) => `${n}:${'k'.repeat(100)}`;
    for (let n = 0; n < 1_000; n++) await limiter.hit(key(n));
    expect((await limiter.hit(key(0))).allowed).toBe(true);
    expect((await limiter.hit(key(999))).allowed).toBe(false);
  });

  it('hold a bounded heap however many keys a flood of forged addresses brings', { timeout: 120_000 }, async () => {
    const store = createMemoryRateLimitStore();
    const factory = createRateLimiterFactory(store);
    const limiters = ['chat-address', 'lead', 'login-address'].map((name) => factory(name, { limit: 5, windowMs: 600_000 }));
    const grown = await heapGrowth(async () => {
      for (let n = 0; n < 200_000; n++) await limiters[n % 3]!.hit(`${n}.${'f'.repeat(n % 2 ? 2_000 : 20)}`);
    });
    // The default caps: 20,000 windows, about 8 MB by the store's own estimate.
    expect(grown).toBeLessThan(10 * 1024 * 1024);
    await store.close();
  });
});

describe('a rate limiter factory', () => {
  it('refuses a second limiter of the same name, whose keys would mix with the first', () => {
    const factory = createRateLimiterFactory(createMemoryRateLimitStore());
    factory('lead', { limit: 1, windowMs: 1000 });
    expect(() => factory('lead', { limit: 5, windowMs: 1000 })).toThrow(/already exists/);
    expect(() => factory('lead:ip', { limit: 5, windowMs: 1000 })).toThrow(/lowercase words/);
  });

  it('counts by the caller’s clock in the stores that keep time for it', async () => {
    const limiter = createRateLimiterFactory(createMemoryRateLimitStore())('clock', { limit: 1, windowMs: 10_000 });
    const start = Date.parse('2026-11-22T10:00:00Z');
    expect((await limiter.hit('k', start)).allowed).toBe(true);
    expect(await limiter.hit('k', start + 2_500)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await limiter.hit('k', start + 9_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.hit('k', start + 10_000)).allowed).toBe(true);
  });
});
