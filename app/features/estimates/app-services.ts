import type { RateLimiter } from '~/lib/rate-limit.server';
import type { EstimateHooks } from './estimate-hooks';
import type { SigningIdentity } from './pdf-signing.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** The key and certificate signed estimates are sealed with (SIGNING_P12, or generated and kept in the database). */
    signing: SigningIdentity;
    /** PDF checks on /verify per address (VERIFY_RATE_LIMIT per VERIFY_RATE_WINDOW_SECONDS). */
    verifyLimiter: RateLimiter;
    /** What later features do when an estimate is sent (the follow-ups it schedules). */
    estimateHooks: EstimateHooks;
  }
}
