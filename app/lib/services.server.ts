import { createAuth } from '~/features/accounts/auth.server';
import { prepareAccounts } from '~/features/accounts/bootstrap.server';
import { createAuthRateLimiters } from '~/features/accounts/rate-limits.server';
import { createAssistantServices } from '~/features/assistant/assistant-services.server';
import { startOutboxWorker } from '~/features/mail/outbox-worker.server';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { createMailTransport } from '~/features/mail/transport.server';
import { watchAppName } from './app-settings.server';
import { type DatabaseHandle, openDatabase, ping } from './db.server';
import { getEnv } from './env.server';
import { createTransact } from './group-commit.server';
import { logger } from './logger.server';
import { migrateToLatest } from './migrate.server';
import { createMemoryRateLimiter } from './rate-limit.server';
import type { AppServices } from './request-context';
import { resolveSecret } from './secret.server';

interface Running {
  services: AppServices;
  handle: DatabaseHandle;
  worker: ReturnType<typeof startOutboxWorker>;
  stopWatchingAppName: () => void;
  /** How to sign in (administrator, demo customer), printed once the server listens. */
  accountsNotice: string;
}

let running: Promise<Running> | undefined;

async function boot(): Promise<Running> {
  const env = getEnv();
  const secret = resolveSecret(env);
  const handle = openDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(handle.db);
  for (const migration of applied) logger.info({ migration: migration.migrationName }, 'migration applied');
  logger.info({ database: handle.location, dialect: handle.dialect }, 'database ready');
  const worker = startOutboxWorker({ db: handle.db, transport: createMailTransport(env), logger, intervalMs: env.OUTBOX_INTERVAL_MS });
  const services: AppServices = {
    env,
    db: handle.db,
    secret,
    leadLimiter: createMemoryRateLimiter({ limit: env.LEAD_RATE_LIMIT, windowMs: env.LEAD_RATE_WINDOW_SECONDS * 1000 }),
    transact: createTransact(handle.db, handle.dialect),
    assistant: createAssistantServices(env, logger),
    auth: createAuth({ db: handle.db, env, secret }),
    authLimiters: createAuthRateLimiters(env),
  };
  const accountsNotice = await prepareAccounts(services, seedDemoOrders);
  return { services, handle, worker, accountsNotice, stopWatchingAppName: watchAppName(handle.db) };
}

/** Opens the database, applies migrations and starts the outbox worker, once per process. */
export async function getServices(): Promise<AppServices> {
  running ??= boot();
  return (await running).services;
}

export async function getAccountsNotice(): Promise<string> {
  return (await (running ??= boot())).accountsNotice;
}

export async function checkHealth(): Promise<void> {
  const { db } = await getServices();
  await ping(db);
}

export async function stopServices(): Promise<void> {
  if (!running) return;
  const { worker, handle, stopWatchingAppName } = await running;
  running = undefined;
  stopWatchingAppName();
  await worker.stop();
  await handle.close();
}
