import { createAuth } from '~/features/accounts/auth.server';
import { prepareAccounts } from '~/features/accounts/bootstrap.server';
import { createAuthRateLimiters } from '~/features/accounts/rate-limits.server';
import { createAssistantServices } from '~/features/assistant/assistant-services.server';
import { type HandoffTimer, startHandoffTimer } from '~/features/assistant/callback.server';
import { resolveVapidKeys } from '~/features/accounts/push-devices.server';
import { resolveSigningIdentity } from '~/features/estimates/pdf-signing.server';
import { startEscalationWorker } from '~/features/leads/escalation-worker.server';
import { startLeadAlertWorker } from '~/features/leads/lead-alerts.server';
import { startOutboxWorker } from '~/features/mail/outbox-worker.server';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { createMailTransport } from '~/features/mail/transport.server';
import { watchAppName } from '~/features/settings/app-settings.server';
import { watchBusinessCalendar } from '~/features/calendar/calendar.server';
import { type DatabaseHandle, openDatabase } from '~/lib/db.server';
import { type Env, getEnv } from '~/lib/env.server';
import { createTransact } from '~/lib/group-commit.server';
import { createLiveEventHub, type LiveEventTransport, memoryTransport, postgresTransport, redisTransport } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import { migrateToLatest } from '~/lib/migrate.server';
import { createByteBudget } from '~/lib/multipart-body.server';
import { createMemoryRateLimitStore, createRateLimiterFactory, type RateLimitStore } from '~/lib/rate-limit.server';
import { createDatabaseRateLimitStore } from '~/lib/rate-limit-database.server';
import { openRedisRateLimitStore } from '~/lib/rate-limit-redis.server';
import type { AppServices } from '~/lib/request-context';
import { resolveSecret } from '~/lib/secret.server';

interface Running {
  services: AppServices;
  handle: DatabaseHandle;
  worker: ReturnType<typeof startOutboxWorker>;
  escalations: ReturnType<typeof startEscalationWorker>;
  alerts: ReturnType<typeof startLeadAlertWorker>;
  handoffs: HandoffTimer;
  stopWatchingAppName: () => void;
  stopWatchingCalendar: () => void;
  rateLimits: RateLimitStore;
  /** How to sign in (administrator, demo customer), printed once the server listens. */
  accountsNotice: string;
}

let running: Promise<Running> | undefined;

/**
 * Where the rate limits count, so that every process behind a load balancer shares them: Redis
 * when REDIS_URL is set, else the PostgreSQL database. The single SQLite process counts in
 * memory: a shared store would buy it nothing, and each hit would cost a synced disk write.
 */
async function openRateLimitStore(env: Env, handle: DatabaseHandle): Promise<RateLimitStore> {
  if (env.REDIS_URL) return openRedisRateLimitStore(env.REDIS_URL, { logger });
  if (handle.dialect === 'postgres') return createDatabaseRateLimitStore(handle.db, { logger });
  return createMemoryRateLimitStore();
}

/** How this process hears of commits made by the others (see live-events.server.ts). */
function openLiveEventTransport(env: Env, handle: DatabaseHandle): LiveEventTransport {
  if (env.REDIS_URL) return redisTransport(env.REDIS_URL, logger);
  if (handle.dialect === 'postgres') return postgresTransport(env.DATABASE_URL, logger);
  return memoryTransport();
}

async function boot(): Promise<Running> {
  const env = getEnv();
  const secret = resolveSecret(env);
  const handle = openDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(handle.db);
  for (const migration of applied) logger.info({ migration: migration.migrationName }, 'migration applied');
  logger.info({ database: handle.location, dialect: handle.dialect }, 'database ready');
  const rateLimits = await openRateLimitStore(env, handle);
  logger.info({ store: rateLimits.kind }, 'rate limits ready');
  const limiter = createRateLimiterFactory(rateLimits, logger);
  const worker = startOutboxWorker({ db: handle.db, transport: createMailTransport(env), logger, intervalMs: env.OUTBOX_INTERVAL_MS });
  const live = createLiveEventHub(handle.db, { transport: openLiveEventTransport(env, handle), logger });
  logger.info({ transport: env.REDIS_URL ? 'redis' : handle.dialect === 'postgres' ? 'postgres' : 'memory' }, 'live events ready');
  const pushKeys = await resolveVapidKeys(handle.db, env);
  const signing = await resolveSigningIdentity(handle.db, env);
  const transact = createTransact(handle.db, handle.dialect, {
    afterCommit: () => {
      live.committed();
      alerts.wake();
    },
  });
  // Woken after each commit of this process: a lead's push alert leaves right after its answer.
  const alerts = startLeadAlertWorker({ db: handle.db, transact, keys: pushKeys, logger, allowedHosts: env.PUSH_ALLOWED_HOSTS, intervalMs: env.OUTBOX_INTERVAL_MS });
  const services: AppServices = {
    env,
    db: handle.db,
    secret,
    leadLimiter: limiter('lead', { limit: env.LEAD_RATE_LIMIT, windowMs: env.LEAD_RATE_WINDOW_SECONDS * 1000 }),
    uploadBytes: createByteBudget(env.UPLOAD_BYTES_IN_FLIGHT_MB * 1024 * 1024),
    transact,
    live,
    assistant: createAssistantServices(env, logger, limiter),
    auth: createAuth({ db: handle.db, env, secret }),
    authLimiters: createAuthRateLimiters(env, limiter),
    pushKeys,
    signing,
    verifyLimiter: limiter('verify', { limit: env.VERIFY_RATE_LIMIT, windowMs: env.VERIFY_RATE_WINDOW_SECONDS * 1000 }),
  };
  const escalations = startEscalationWorker({ services, logger, intervalMs: env.ESCALATION_INTERVAL_MS });
  // A visitor nobody accepted within two minutes is offered a call back, by whichever process looks first.
  const handoffs = startHandoffTimer(services, logger);
  const accountsNotice = await prepareAccounts(services, seedDemoOrders);
  return { services, handle, worker, escalations, alerts, handoffs, rateLimits, accountsNotice, stopWatchingAppName: watchAppName(handle.db), stopWatchingCalendar: watchBusinessCalendar(handle.db, env.CALENDAR_REFRESH_SECONDS * 1000) };
}

/** Opens the database, applies migrations and starts the outbox worker, once per process. */
export async function getServices(): Promise<AppServices> {
  running ??= boot();
  return (await running).services;
}

export async function getAccountsNotice(): Promise<string> {
  return (await (running ??= boot())).accountsNotice;
}

export async function stopServices(): Promise<void> {
  if (!running) return;
  const { worker, escalations, alerts, handoffs, rateLimits, handle, stopWatchingAppName, stopWatchingCalendar, services } = await running;
  running = undefined;
  stopWatchingAppName();
  stopWatchingCalendar();
  await handoffs.stop();
  await services.live.close();
  await escalations.stop();
  await alerts.stop();
  await worker.stop();
  await rateLimits.close();
  await handle.close();
}
