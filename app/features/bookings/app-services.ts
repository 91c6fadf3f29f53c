import type { RateLimiter } from '~/lib/rate-limit.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** Bookings and holds per address: the API, /book and the manage links (BOOKING_RATE_LIMIT per BOOKING_RATE_WINDOW_SECONDS). */
    bookingLimiter: RateLimiter;
  }
}
