import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { RateLimitStore } from './rate-limit.server';

/**
 * One hit, atomically: count it, give a new key its window (NX: never stretch a running one),
 * and answer the count with the milliseconds left. The window is kept by Redis's own clock, so
 * processes on machines whose clocks differ still agree on it.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return { count, redis.call('PTTL', KEYS[1]) }
`;

export interface RedisRateLimitStoreOptions {
  logger: Pick<Logger, 'info' | 'error'>;
  /** Put before every key, so the limits can share a Redis with other data (and tests with each other). */
  prefix?: string;
  /** How long start-up waits for a first connection before it goes on without one. */
  connectTimeoutMs?: number;
  /** A hit that takes longer fails (and the limiter lets the request through). */
  commandTimeoutMs?: number;
}

/** Where the server is, without credentials, for the logs. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * Counts in Redis (REDIS_URL). Opening never fails: while Redis is unreachable, hits fail at
 * once (no offline queue holds them), the limiters let requests through, and the client keeps
 * reconnecting in the background.
 */
export async function openRedisRateLimitStore(
  url: string,
  { logger, prefix = 'gwc:rate-limit:', connectTimeoutMs = 5_000, commandTimeoutMs = 1_000 }: RedisRateLimitStoreOptions,
): Promise<RateLimitStore> {
  const where = describe(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  // The client reports every failed reconnection; one line when the connection is lost is enough.
  let connected: boolean | undefined;
  client.on('error', (error: unknown) => {
    if (connected !== false) logger.error({ err: error, redis: where }, 'Redis for rate limits is unreachable; requests are not limited until it is back');
    connected = false;
  });
  client.on('ready', () => {
    if (connected === false) logger.info({ redis: where }, 'Redis for rate limits is reachable again');
    connected = true;
  });
  const connecting = client.connect().then(
    () => true,
    () => false,
  );
  await Promise.race([connecting, delay(connectTimeoutMs, false, { ref: false })]);

  return {
    kind: 'redis',
    async increment(key, windowMs, now) {
      const reply = await client.eval(HIT_SCRIPT, { keys: [`${prefix}${key}`], arguments: [String(windowMs)] });
      if (!Array.isArray(reply) || reply.length !== 2) throw new Error(`unexpected reply from the rate limit script: ${JSON.stringify(reply)}`);
      const [count, remainingMs] = reply.map(Number) as [number, number];
      return { count, endsAt: now + (remainingMs > 0 ? remainingMs : windowMs) };
    },
    async delete(key) {
      await client.del(`${prefix}${key}`);
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
