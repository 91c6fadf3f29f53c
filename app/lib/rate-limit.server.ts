import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { logger as appLogger } from './logger.server';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the key may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): Promise<RateLimitResult>;
  /** Ends the key's window, so its next hit starts a new one (a proof of ownership clears a lock). */
  reset(key: string): Promise<void>;
}

/** One key's window, as a store counted it. */
export interface WindowCount {
  /** Hits within the window, the one just counted included. */
  count: number;
  /** When the window ends, in milliseconds since the epoch. */
  endsAt: number;
}

/**
 * Where the counts live. A window starts at a key's first hit and lasts `windowMs`; the first hit
 * after it ends starts a new one. `increment` counts one hit atomically, so every process that
 * shares a store shares the counts.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'database' | 'redis';
  /** `now` is the caller's clock; a store that keeps time itself (Redis) answers by its own. */
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Forgets the key's window; a key the store does not hold is not an error. */
  delete(key: string): Promise<void>;
  /** Waits for background work and releases connections the store opened itself. */
  close(): Promise<void>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** Makes named limiters over one store; the name is the namespace of the limiter's keys. */
export type RateLimiterFactory = (name: string, options: RateLimitOptions) => RateLimiter;

const ALLOWED: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
/**
 * Keys come from requests (an address from X-Forwarded-For, an account's email): a longer one is
 * stored as its hash, so no store holds more than a few dozen bytes per key whatever was sent.
 */
const MAX_PLAIN_KEY_LENGTH = 128;

function storedKey(name: string, key: string): string {
  const plain = key.length <= MAX_PLAIN_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
  return `${name}:${plain}`;
}
/** While a store is down, one error line per this period is enough to page someone. */
const FAILURE_LOG_INTERVAL_MS = 10_000;

/**
 * Limiters that fail open: when the store cannot be reached, the request is allowed and the
 * failure logged. A visitor never gets an error because the rate limits are unavailable.
 */
export function createRateLimiterFactory(store: RateLimitStore, logger: Pick<Logger, 'error'> = appLogger): RateLimiterFactory {
  const names = new Set<string>();
  let lastLoggedAt = -Infinity;
  let unlogged = 0;

  function reportFailure(error: unknown, limiter: string): void {
    unlogged += 1;
    const now = Date.now();
    if (now - lastLoggedAt < FAILURE_LOG_INTERVAL_MS) return;
    logger.error({ err: error, store: store.kind, limiter, failures: unlogged }, 'rate limit store failed; allowing the request');
    lastLoggedAt = now;
    unlogged = 0;
  }

  return (name, { limit, windowMs }) => {
    // A colon would let one namespace's keys reach into another's.
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Rate limiter name "${name}" must be lowercase words joined by hyphens`);
    if (names.has(name)) throw new Error(`Rate limiter "${name}" already exists on this store; each needs a name of its own`);
    names.add(name);
    return {
      async hit(key, now = Date.now()) {
        let counted: WindowCount;
        try {
          counted = await store.increment(storedKey(name, key), windowMs, now);
        } catch (error) {
          reportFailure(error, name);
          return ALLOWED;
        }
        if (counted.count <= limit) return ALLOWED;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.endsAt - now) / 1000)) };
      },
      async reset(key) {
        // What called it (a completed password reset) has happened: a store outage must not undo it.
        await store.delete(storedKey(name, key)).catch((error: unknown) => reportFailure(error, name));
      },
    };
  };
}

const MEMORY_SWEEP_MS = 60_000;
/** When the store is full, ended windows are looked for at most this often before the oldest go. */
const FULL_SWEEP_MS = 1_000;
/** What one entry costs beyond its key's characters: the map's slot and the count object (about 260 bytes measured on Node 20). */
const ENTRY_OVERHEAD_BYTES = 256;

export interface MemoryRateLimitStoreOptions {
  /** Windows held at once; past it the oldest are forgotten. */
  maxEntries?: number;
  /** An estimate of the bytes those windows take (keys at two bytes a character, plus the overhead). */
  maxBytes?: number;
}

const entryBytes = (key: string) => ENTRY_OVERHEAD_BYTES + 2 * key.length;

/**
 * Counts held in this process: right for one server on SQLite, not shared with any other.
 * Bounded: every key a request can create costs memory for as long as its window, so past
 * `maxEntries` or `maxBytes` the oldest windows are forgotten (their keys start afresh).
 * Forgetting under a flood of new keys weakens the limits for a while; growing without a bound
 * would stop the process.
 */
export function createMemoryRateLimitStore({ maxEntries = 20_000, maxBytes = 8 * 1024 * 1024 }: MemoryRateLimitStoreOptions = {}): RateLimitStore {
  // In order of each window's start: the first entries are the oldest.
  const windows = new Map<string, WindowCount>();
  let bytes = 0;
  let nextSweep = 0;
  let nextFullSweep = 0;

  function forget(key: string): void {
    if (windows.delete(key)) bytes -= entryBytes(key);
  }

  function sweep(now: number): void {
    for (const [key, window] of windows) if (window.endsAt <= now) forget(key);
    nextSweep = now + MEMORY_SWEEP_MS;
  }

  function makeRoom(key: string, now: number): void {
    const full = () => windows.size >= maxEntries || bytes + entryBytes(key) > maxBytes;
    if (!full()) return;
    if (now >= nextFullSweep) {
      sweep(now);
      nextFullSweep = now + FULL_SWEEP_MS;
    }
    for (const oldest of windows.keys()) {
      if (!full()) break;
      forget(oldest);
    }
  }

  return {
    kind: 'memory',
    async increment(key, windowMs, now) {
      if (now >= nextSweep) sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        forget(key);
        makeRoom(key, now);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
        bytes += entryBytes(key);
      }
      window.count += 1;
      return { ...window };
    },
    async delete(key) {
      forget(key);
    },
    async close() {
      windows.clear();
      bytes = 0;
    },
  };
}

/** A limiter with a store of its own in this process, for tests that need one limit changed. */
export function createMemoryRateLimiter(options: RateLimitOptions): RateLimiter {
  return createRateLimiterFactory(createMemoryRateLimitStore())('memory', options);
}
