import type { RateLimiter } from '~/lib/rate-limit.server';
import type { EstimateHooks } from './estimate-hooks';
import type { SigningKeys } from './pdf-signing.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** The keys signed estimates are sealed with (SIGNING_P12, or generated in the company's name and kept in the database) and the certificates /verify recognises. */
    signing: SigningKeys;
    /** PDF checks on /verify per address (VERIFY_RATE_LIMIT per VERIFY_RATE_WINDOW_SECONDS). */
    verifyLimiter: RateLimiter;
    /** What later features do when an estimate is sent (the follow-ups it schedules). */
    estimateHooks: EstimateHooks;
  }
}
