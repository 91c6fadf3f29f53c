// Test support: the services loaders and actions get, built around a test database.
import { createAuth } from '~/features/accounts/auth.server';
import { createAuthRateLimiters } from '~/features/accounts/rate-limits.server';
import { createAssistantServices } from '~/features/assistant/assistant-services.server';
import { parseEnv } from './env.server';
import { createTransact } from './group-commit.server';
import { logger } from './logger.server';
import { createMemoryRateLimitStore, createRateLimiterFactory } from './rate-limit.server';
import type { AppServices } from './request-context';
import type { TestDatabase } from './test-databases.server';

export function createTestServices(database: TestDatabase, overrides: Partial<AppServices> = {}): AppServices {
  const env = overrides.env ?? parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' });
  const secret = overrides.secret ?? 's'.repeat(32);
  const limiter = createRateLimiterFactory(createMemoryRateLimitStore());
  return {
    env,
    db: database.db,
    secret,
    leadLimiter: limiter('lead', { limit: 1000, windowMs: 60_000 }),
    transact: createTransact(database.db, database.dialect),
    auth: overrides.auth ?? createAuth({ db: overrides.db ?? database.db, env, secret }),
    authLimiters: createAuthRateLimiters({ AUTH_RATE_LIMIT: 1000, AUTH_RATE_WINDOW_SECONDS: 60 }, limiter),
    assistant: createAssistantServices(env, logger, limiter),
    ...overrides,
  };
}
