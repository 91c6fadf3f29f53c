import type { ByteBudget } from '~/lib/multipart-body.server';
import type { RateLimiter } from '~/lib/rate-limit.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** Lead submissions per address: the forms, the lead API and contacts left with the assistant. */
    leadLimiter: RateLimiter;
    /** The photo bytes every quote request of the process may hold in memory together (UPLOAD_BYTES_IN_FLIGHT_MB). */
    uploadBytes: ByteBudget;
  }
}
