import type { RateLimiter } from '~/lib/rate-limit.server';
import type { BusyElsewhere } from './staff-busy.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** Bookings and holds per address: the API and /book (BOOKING_RATE_LIMIT per BOOKING_RATE_WINDOW_SECONDS). */
    bookingLimiter: RateLimiter;
    /** Visitors' bookings per email address (BOOKING_EMAIL_LIMIT per BOOKING_EMAIL_WINDOW_HOURS). */
    bookingEmailLimiter: RateLimiter;
    /** Visitors' holds and bookings, everyone's together, per day (BOOKING_DAY_LIMIT). */
    bookingDayLimiter: RateLimiter;
    /** A customer's moves and cancels of one visit from its manage link (BOOKING_MANAGE_LIMIT per BOOKING_MANAGE_WINDOW_HOURS). */
    bookingVisitLimiter: RateLimiter;
    /** Where else staff are kept (their install visits): no estimate visit is offered or booked over that time. */
    busyElsewhere: BusyElsewhere;
  }
}
