import type { Logger } from 'pino';
import { logger as appLogger } from './logger.server';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the key may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): Promise<RateLimitResult>;
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
/** While a store is down, one error line per this period is enough to page someone. */
const FAILURE_LOG_INTERVAL_MS = 10_000;

/**
 * Limiters that fail open: when the store cannot be reached, the request is allowed and the
 * failure logged. A visitor never gets an error because the rate limits are unavailable.
 */
export function createRateLimiterFactory(
  store: RateLimitStore,
  logger: Pick<Logger, 'error'> = appLogger,
): RateLimiterFactory {
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
          counted = await store.increment(`${name}:${key}`, windowMs, now);
        } catch (error) {
          reportFailure(error, name);
          return ALLOWED;
        }
        if (counted.count <= limit) return ALLOWED;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.endsAt - now) / 1000)) };
      },
    };
  };
}

const MEMORY_SWEEP_MS = 60_000;

/** Counts held in this process: right for one server on SQLite, not shared with any other. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  let nextSweep = 0;
  return {
    kind: 'memory',
    async increment(key, windowMs, now) {
      if (now >= nextSweep) {
        for (const [k, window] of windows) if (window.endsAt <= now) windows.delete(k);
        nextSweep = now + MEMORY_SWEEP_MS;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async close() {
      windows.clear();
    },
  };
}

/** A limiter with a store of its own in this process, for tests that need one limit changed. */
export function createMemoryRateLimiter(options: RateLimitOptions): RateLimiter {
  return createRateLimiterFactory(createMemoryRateLimitStore())('memory', options);
}

/** How long to wait, in words: '45 seconds', '1 minute', '15 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function retryAfterMessage(seconds: number): string {
  return `Too many submissions from your network. Please wait ${waitText(seconds)} and try again, or call us.`;
}
