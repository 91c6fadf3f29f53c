// Test support: the services loaders and actions get, built around a test database.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createAuth } from '~/features/accounts/auth.server';
import { authRateLimiters } from '~/features/accounts/sign-in/rate-limits.server';
import { createAssistantServices } from '~/features/assistant/assistant-services.server';
import { getCompany } from '~/features/business/profile.server';
import { createLocalProvider } from '~/features/assistant/bot/local-provider.server';
import { followUpHooks } from '~/features/followups/hooks.server';
import { withJobOnApproval } from '~/features/jobs/hooks.server';
import { installVisitsBusy } from '~/features/jobs/install-busy.server';
import { company as sampleCompany } from '~/content/company';
import { fixedSigningKeys, generateSigningIdentity, type SigningIdentity } from '~/features/estimates/pdf-signing.server';
import { parseEnv } from '~/lib/env.server';
import { createTransact } from '~/lib/group-commit.server';
import { createLiveEventHub, memoryTransport } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import { createByteBudget } from '~/lib/multipart-body.server';
import { createMemoryRateLimiter, createMemoryRateLimitStore, createRateLimiterFactory } from '~/lib/rate-limit.server';
import { createRateLimiters, rateLimitCatalogue } from '~/lib/rate-limits.server';
import type { AppServices } from '~/lib/request-context';
import type { TestDatabase } from './test-databases';

/** A fixed VAPID pair for tests that do not look at pushes. */
export const testPushKeys = {
  publicKey: 'BCd2jtPeEwN9YIFOvZ5HueK2OVEoLVp_yTwag8VOZv5s_C0fCzs3b9OX8VBnY0ERNsrrjQi1ZBIKjjevi6__H0Q',
  privateKey: 'teU_IxbiRVJuybVOYozdBrLVq3K4ooURv1odJD-8G-M',
  subject: 'mailto:office@example.com',
};

let signing: SigningIdentity | undefined;

/** One generated signing identity for every test of the process (a key takes a moment to make). */
export function testSigningIdentity(): SigningIdentity {
  signing ??= generateSigningIdentity(sampleCompany);
  return signing;
}

/**
 * scrypt at the lowest cost, for tests that are not about hashing: better-auth's own costs about
 * 50-100 ms a password on a busy machine, and the account tests hash hundreds. Production never
 * gets this (createAuth's `passwordHashing` is passed by tests only).
 */
export const cheapPasswordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${scryptSync(password.normalize('NFKC'), salt, 64, { N: 2, r: 1, p: 1 }).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt = '', key = ''] = hash.split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2, r: 1, p: 1 });
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export function createTestServices(database: TestDatabase, overrides: Partial<AppServices> = {}): AppServices {
  const env = overrides.env ?? parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' });
  const secret = overrides.secret ?? 's'.repeat(32);
  // The catalogue's limiters, with room for the requests a test makes except the assistant's, which keep the settings'.
  const roomy = {
    ...env,
    LEAD_RATE_LIMIT: 1000,
    LEAD_RATE_WINDOW_SECONDS: 60,
    VERIFY_RATE_LIMIT: 1000,
    VERIFY_RATE_WINDOW_SECONDS: 60,
    BOOKING_RATE_LIMIT: 1000,
    BOOKING_EMAIL_LIMIT: 1000,
    BOOKING_DAY_LIMIT: 1000,
  };
  const catalogue = rateLimitCatalogue({
    ...roomy,
    AUTH_RATE_LIMIT: 1000,
    AUTH_RATE_WINDOW_SECONDS: 60,
    PASSWORD_RESET_EMAIL_LIMIT: 1000,
    PASSWORD_RESET_EMAIL_WINDOW_SECONDS: 60,
  });
  const limiters = createRateLimiters(catalogue, createRateLimiterFactory(createMemoryRateLimitStore()));
  const live = overrides.live ?? createLiveEventHub(database.db, { transport: memoryTransport(), logger });
  const authDb = overrides.db ?? database.db;
  return {
    env,
    db: database.db,
    secret,
    leadLimiter: limiters.lead,
    uploadBytes: createByteBudget(env.UPLOAD_BYTES_IN_FLIGHT_MB * 1024 * 1024),
    transact: createTransact(database.db, database.dialect, { afterCommit: () => live.committed() }),
    live,
    auth: overrides.auth ?? createAuth({ db: authDb, env, secret, company: () => getCompany(authDb), passwordHashing: cheapPasswordHashing }),
    authLimiters: authRateLimiters(limiters),
    assistant: createAssistantServices(env, logger, limiters),
    pushKeys: testPushKeys,
    signing: fixedSigningKeys(testSigningIdentity()),
    verifyLimiter: limiters.verify,
    ...followUpHooks(env),
    // Approving an estimate makes its order's job, as in production (server/services.ts).
    estimateHooks: { ...followUpHooks(env).estimateHooks, ...withJobOnApproval() },
    bookingLimiter: limiters.booking,
    bookingEmailLimiter: limiters['booking-email'],
    bookingDayLimiter: limiters['booking-day'],
    bookingVisitLimiter: limiters['booking-visit'],
    // Estimate visits keep clear of install visits, as in production.
    busyElsewhere: installVisitsBusy,
    ...overrides,
  };
}

/** The same services with the assistant's limits lowered to 2 messages per conversation and 4 per address. */
export function withTightChatLimits(services: AppServices): AppServices {
  return {
    ...services,
    assistant: {
      ...services.assistant,
      provider: createLocalProvider(),
      sessionLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 600_000 }),
      addressLimiter: createMemoryRateLimiter({ limit: 4, windowMs: 600_000 }),
      staffLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 600_000 }),
      typingLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }),
    },
  };
}
