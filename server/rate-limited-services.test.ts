// One catalogue of rate limits (app/lib/rate-limits.server.ts): the services hold no limiter that
// was not built from it, under its name, with its limit and window, and the settings set them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import {
  createMemoryRateLimitStore,
  createRateLimiterFactory,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitOptions,
} from '~/lib/rate-limit.server';
import { rateLimitCatalogue } from '~/lib/rate-limits.server';
import { rateLimitedServices } from './services';

/** Every limiter (an object with hit and reset) held anywhere in `value`. */
function limitersIn(value: unknown, seen = new Set<unknown>()): RateLimiter[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const candidate = value as Partial<RateLimiter>;
  if (typeof candidate.hit === 'function' && typeof candidate.reset === 'function') return [value as RateLimiter];
  return Object.values(value).flatMap((inner) => limitersIn(inner, seen));
}

function build(source: Record<string, string>) {
  const env = parseEnv({ DATABASE_URL: 'file:./data/unused.db', ...source });
  const built = new Map<RateLimiter, { name: string; options: RateLimitOptions }>();
  const real = createRateLimiterFactory(createMemoryRateLimitStore());
  const recording: RateLimiterFactory = (name, options) => {
    const limiter = real(name, options);
    built.set(limiter, { name, options });
    return limiter;
  };
  return { env, built, services: rateLimitedServices(env, recording, logger) };
}

const numbers = (entries: Iterable<[string, RateLimitOptions]>) =>
  Object.fromEntries([...entries].map(([name, { limit, windowMs }]) => [name, { limit, windowMs }]));

describe('the catalogue of rate limits', () => {
  it('is where every limiter the services hold comes from, each once, with its limit and window', () => {
    const { env, built, services } = build({});
    const catalogue = rateLimitCatalogue(env);
    expect(numbers([...built.values()].map(({ name, options }) => [name, options]))).toEqual(numbers(Object.entries(catalogue)));
    const held = new Set(limitersIn(services));
    expect(
      [...held].filter((limiter) => !built.has(limiter)),
      'limiters built outside the catalogue',
    ).toEqual([]);
    expect(held.size, 'limiters built from the catalogue and held by no service').toBe(built.size);
  });

  it('takes its numbers from the settings, decimals of a second included', () => {
    const { built } = build({
      LEAD_RATE_LIMIT: '7',
      LEAD_RATE_WINDOW_SECONDS: '90',
      VERIFY_RATE_WINDOW_SECONDS: '0.5',
      CHAT_RATE_LIMIT: '12',
      AUTH_RATE_LIMIT: '5',
      LOGIN_ACCOUNT_LIMIT: '12',
    });
    const byName = numbers([...built.values()].map(({ name, options }) => [name, options]));
    expect(byName.lead).toEqual({ limit: 7, windowMs: 90_000 });
    expect(byName.verify?.windowMs).toBe(500);
    expect(byName['chat-session']?.limit).toBe(12);
    expect(byName['chat-address']?.limit).toBe(90);
    expect(byName['login-address']?.limit).toBe(5);
    expect(byName['registration']?.limit).toBe(5);
    expect(byName['login-account']).toEqual({ limit: 12, windowMs: 3_600_000 });
  });

  it('is the only place of the application that builds a limiter', () => {
    const sources = ['app', 'server'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const builders = sources.filter((file) => /createRateLimiterFactory\(|createMemoryRateLimiter\(|createRateLimiters\(/.test(readFileSync(file, 'utf8')));
    // The factory and the test helper are defined in lib; only the services' composition calls them.
    expect(builders.sort()).toEqual(['app/lib/rate-limit.server.ts', 'app/lib/rate-limits.server.ts', 'server/services.ts']);
  });
});
