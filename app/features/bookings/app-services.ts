import type { RateLimiter } from '~/lib/rate-limit.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** Bookings and holds per address: the API, /book and the manage links (BOOKING_RATE_LIMIT per BOOKING_RATE_WINDOW_SECONDS). */
    bookingLimiter: RateLimiter;
    /** Visitors' bookings per email address (BOOKING_EMAIL_LIMIT per BOOKING_EMAIL_WINDOW_HOURS). */
    bookingEmailLimiter: RateLimiter;
    /** Visitors' holds and bookings, everyone's together, per day (BOOKING_DAY_LIMIT). */
    bookingDayLimiter: RateLimiter;
  }
}
