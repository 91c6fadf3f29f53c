import type { RateLimiter } from '~/lib/rate-limit.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** Lead submissions per address: the forms, the lead API and contacts left with the assistant. */
    leadLimiter: RateLimiter;
  }
}
