// Test support: the services loaders and actions get, built around a test database.
import { parseEnv } from './env.server';
import { createTransact } from './group-commit.server';
import { createMemoryRateLimiter } from './rate-limit.server';
import type { AppServices } from './request-context';
import type { TestDatabase } from './test-databases.server';

export function createTestServices(database: TestDatabase, overrides: Partial<AppServices> = {}): AppServices {
  return {
    env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' }),
    db: database.db,
    secret: 's'.repeat(32),
    leadLimiter: createMemoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
    transact: createTransact(database.db, database.dialect),
    ...overrides,
  };
}
