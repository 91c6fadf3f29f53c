import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiterFactory } from './rate-limit.server';
import { openRedisRateLimitStore } from './rate-limit-redis.server';
import { closedPort, connectTestRedis, recordingLogger, type TestRedis, testRedisUrl } from '#tests/support/rate-limit-test-support';

describe('rate limits in Redis that cannot be reached', () => {
  it('let requests through at once, and log that Redis is down', async () => {
    const { logger, lines } = recordingLogger();
    const started = Date.now();
    const store = await openRedisRateLimitStore(`redis://127.0.0.1:${await closedPort()}`, { logger, connectTimeoutMs: 300 });
    const limiter = createRateLimiterFactory(store, logger)('lead', { limit: 1, windowMs: 60_000 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await store.close();
    const messages = lines.filter((line) => line.level === 50).map((line) => line.msg);
    expect(messages).toContain('Redis for rate limits is unreachable; requests are not limited until it is back');
    expect(messages.filter((msg) => msg === 'rate limit store failed; allowing the request')).toHaveLength(1);
  });
});

// With TEST_REDIS_URL set (.ci/run sets it); the shared behaviour (limit, window, two processes)
// is tested on every store in rate-limit.server.test.ts.
if (testRedisUrl)
  describe('rate limits in Redis', () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await connectTestRedis();
    });
    afterAll(async () => {
      await redis?.drop();
    });

    it('keeps one key per limiter and address, under the prefix, expiring with its window', async () => {
      const { logger } = recordingLogger();
      const store = await openRedisRateLimitStore(redis.url, { logger, prefix: redis.prefix });
      const limiter = createRateLimiterFactory(store, logger)('lead', { limit: 5, windowMs: 200 });
      await limiter.hit('lead:203.0.113.9');
      await limiter.hit('lead:203.0.113.9');
      expect(await redis.keys()).toEqual(['lead:lead:203.0.113.9']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await redis.keys()).toEqual([]);
      await store.close();
    });
  });
