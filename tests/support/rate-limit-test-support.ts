// Test support for the rate limit stores: a logger whose lines a test can read, and Redis at
// TEST_REDIS_URL under a key prefix of the test run's own.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { pino } from 'pino';
import { createClient } from 'redis';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Real pino, writing into an array. */
export function recordingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/** A port on this machine where nothing listens: a store there cannot be reached. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Redis tests run when TEST_REDIS_URL is set (.ci/run sets it), and then fail if it does not answer. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

export interface TestRedis {
  url: string;
  /** Unique to this run, so runs side by side (and leftovers of earlier ones) never share a count. */
  prefix: string;
  /** The keys under the prefix, without it. */
  keys(): Promise<string[]>;
  /** Deletes the keys under the prefix and disconnects. */
  drop(): Promise<void>;
}

export async function connectTestRedis(): Promise<TestRedis> {
  const url = testRedisUrl;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.destroy();
    throw new Error(`TEST_REDIS_URL is ${url}, but Redis does not answer there (${String(error)}). Start Redis or unset TEST_REDIS_URL.`);
  }
  const prefix = `gwc-test:${Date.now().toString(36)}:${randomBytes(4).toString('hex')}:`;
  const keys = async () => (await client.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
  return {
    url,
    prefix,
    keys,
    async drop() {
      const found = await client.keys(`${prefix}*`);
      if (found.length > 0) await client.del(found);
      await client.close();
    },
  };
}
