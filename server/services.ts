import { createAuth } from '~/features/accounts/auth.server';
import { prepareAccounts } from '~/features/accounts/bootstrap.server';
import { authRateLimiters } from '~/features/accounts/sign-in/rate-limits.server';
import { createAssistantServices } from '~/features/assistant/assistant-services.server';
import { resolveSigningIdentity, signingKeys } from '~/features/estimates/pdf-signing.server';
import { followUpHooks } from '~/features/followups/hooks.server';
import { paymentHooks } from '~/features/payments/hooks.server';
import { withJobOnApproval } from '~/features/jobs/hooks.server';
import { installVisitsBusy } from '~/features/jobs/install-busy.server';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { resolveVapidKeys } from '~/features/notifications/push-devices.server';
import { watchSettings } from '~/features/settings/app-settings.server';
import { giveFirstAdministratorOfficeHours, watchBusinessCalendar } from '~/features/calendar/calendar.server';
import { getCompany, watchBusinessProfile } from '~/features/business/profile.server';
import { watchGallery } from '~/features/gallery/project-photos.server';
import { type DatabaseHandle, openDatabase } from '~/lib/db.server';
import { type Env, getEnv } from '~/lib/env.server';
import { createTransact } from '~/lib/group-commit.server';
import { createJobRunner, type JobRunner } from '~/lib/jobs/runner.server';
import { createLiveEventHub, type LiveEventTransport, memoryTransport, postgresTransport, redisTransport } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import type { Logger } from 'pino';
import { migrateToLatest } from '~/lib/migrate.server';
import { createByteBudget } from '~/lib/multipart-body.server';
import { createMemoryRateLimitStore, createRateLimiterFactory, type RateLimiterFactory, type RateLimitStore } from '~/lib/rate-limit.server';
import { createDatabaseRateLimitStore } from '~/lib/rate-limit-database.server';
import { openRedisRateLimitStore } from '~/lib/rate-limit-redis.server';
import { createRateLimiters, rateLimitCatalogue } from '~/lib/rate-limits.server';
import type { AppServices } from '~/lib/request-context';
import { resolveSecret } from '~/lib/secret.server';
import { jobDefinitions } from './job-definitions';
import { sealQueuedReminderLinks } from '~/features/bookings/booking-emails.server';
import { sealStoredFollowUpLinks } from '~/features/followups/follow-ups.server';

interface Running {
  services: AppServices;
  handle: DatabaseHandle;
  jobs: JobRunner;
  stopWatchingSettings: () => void;
  stopWatchingGallery: () => void;
  stopWatchingCalendar: () => void;
  stopWatchingProfile: () => void;
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

/**
 * The services that hold rate limiters, each limiter built from the catalogue
 * (app/lib/rate-limits.server.ts) and from nothing else: rate-limited-services.test.ts checks it.
 */
export function rateLimitedServices(env: Env, limiter: RateLimiterFactory, log: Pick<Logger, 'warn'>) {
  const limiters = createRateLimiters(rateLimitCatalogue(env), limiter);
  return {
    leadLimiter: limiters.lead,
    assistant: createAssistantServices(env, log, limiters),
    authLimiters: authRateLimiters(limiters),
    verifyLimiter: limiters.verify,
    bookingLimiter: limiters.booking,
    bookingEmailLimiter: limiters['booking-email'],
    bookingDayLimiter: limiters['booking-day'],
    bookingVisitLimiter: limiters['booking-visit'],
  } satisfies Partial<AppServices>;
}

async function boot(): Promise<Running> {
  const env = getEnv();
  const secret = resolveSecret(env);
  const handle = openDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(handle.db);
  for (const migration of applied) logger.info({ migration: migration.migrationName }, 'migration applied');
  // Links written in clear before they were sealed (features/mail/links) are sealed now: the secret is not the database's to hold.
  const sealed = (await sealStoredFollowUpLinks(handle.db, secret)) + (await sealQueuedReminderLinks(handle.db, secret));
  if (sealed > 0) logger.info({ sealed }, 'stored links sealed');
  logger.info({ database: handle.location, dialect: handle.dialect }, 'database ready');
  const rateLimits = await openRateLimitStore(env, handle);
  logger.info({ store: rateLimits.kind }, 'rate limits ready');
  const live = createLiveEventHub(handle.db, { transport: openLiveEventTransport(env, handle), logger });
  logger.info({ transport: env.REDIS_URL ? 'redis' : handle.dialect === 'postgres' ? 'postgres' : 'memory' }, 'live events ready');
  const pushKeys = await resolveVapidKeys(handle.db, env);
  // Made (or read, and checked against SESSION_SECRET) once at start; renewed later when the company renames itself.
  await resolveSigningIdentity(handle.db, env, secret);
  const signing = signingKeys(handle.db, env, secret);
  const followUps = followUpHooks(env);
  // Woken after each commit of this process, so a lead's emails and staff alert leave right after its answer.
  let wakeJobs = () => {};
  const services: AppServices = {
    env,
    db: handle.db,
    secret,
    ...rateLimitedServices(env, createRateLimiterFactory(rateLimits, logger), logger),
    uploadBytes: createByteBudget(env.UPLOAD_BYTES_IN_FLIGHT_MB * 1024 * 1024),
    transact: createTransact(handle.db, handle.dialect, {
      afterCommit: () => {
        live.committed();
        wakeJobs();
      },
    }),
    live,
    auth: createAuth({ db: handle.db, env, secret, company: () => getCompany(handle.db) }),
    pushKeys,
    signing,
    // Sending an estimate plans its follow-ups; completing an order, its review request (docs/follow-ups.md);
    // approving one makes its deposit invoice (docs/payments.md) and its job (docs/jobs-and-crews.md).
    ...followUps,
    estimateHooks: { ...followUps.estimateHooks, ...withJobOnApproval(paymentHooks(env, secret)) },
    // An estimate visit is neither offered nor booked over its estimator's install visits (docs/jobs-and-crews.md).
    busyElsewhere: installVisitsBusy,
  };
  // The one runner of all background work in this process (app/lib/jobs/, docs/jobs.md).
  const jobs = createJobRunner({
    db: handle.db,
    definitions: jobDefinitions(services, logger),
    logger,
    intervalMs: env.JOBS_INTERVAL_MS,
    leaseMs: env.JOBS_LEASE_SECONDS * 1000,
    // Claims and outcomes ride the leads' group commits (decision 0011) instead of each waiting for the disk.
    transact: services.transact,
  });
  wakeJobs = () => jobs.wake();
  jobs.wake();
  // Each process's copies of the settings, the calendar and the company profile are read again
  // when any process changes them: a live event in the change's transaction wakes every hub.
  const stopWatchingSettings = await watchSettings(handle.db, live);
  const stopWatchingCalendar = await watchBusinessCalendar(handle.db, live);
  const stopWatchingProfile = await watchBusinessProfile(handle.db, live);
  const stopWatchingGallery = await watchGallery(live);
  const accountsNotice = await prepareAccounts(services, seedDemoOrders);
  // A fresh site books visits at once: the first administrator visits in the office hours until the owner changes who does.
  const firstEstimator = await giveFirstAdministratorOfficeHours(handle.db);
  if (firstEstimator) logger.info({ userId: firstEstimator }, 'first administrator given the office hours as working hours');
  return {
    services,
    handle,
    jobs,
    rateLimits,
    accountsNotice,
    stopWatchingSettings,
    stopWatchingCalendar,
    stopWatchingProfile,
    stopWatchingGallery,
  };
}

/** Opens the database, applies migrations and starts the job runner, once per process. */
export async function getServices(): Promise<AppServices> {
  running ??= boot();
  return (await running).services;
}

export async function getAccountsNotice(): Promise<string> {
  return (await (running ??= boot())).accountsNotice;
}

export async function stopServices(): Promise<void> {
  if (!running) return;
  const { jobs, rateLimits, handle, stopWatchingSettings, stopWatchingCalendar, stopWatchingProfile, stopWatchingGallery, services } = await running;
  running = undefined;
  stopWatchingSettings();
  stopWatchingProfile();
  stopWatchingGallery();
  await jobs.stop();
  stopWatchingCalendar();
  await services.live.close();
  await rateLimits.close();
  await handle.close();
}
