import { waitWords as englishWait } from '~/content/wait';
import { waitWords as spanishWait } from '~/content/es/wait';
import type { Locale } from '~/lib/locale';
import { addressLimitKey } from '~/lib/network-address.server';
import type { AppServices } from '~/lib/request-context';
import type { RateLimiter } from '~/lib/rate-limit.server';
import { bookingCopy } from './booking';

// What a visitor may do before the calendar or someone's inbox fills (docs/bookings.md): per
// network address (holds, bookings, manage links: BOOKING_RATE_LIMIT), per email address
// (bookings: BOOKING_EMAIL_LIMIT) and everyone's together per day (holds and bookings:
// BOOKING_DAY_LIMIT). A customer's moves and cancels from their manage link count against their
// visit's own, higher budget (BOOKING_MANAGE_LIMIT), not their address's. Staff bookings count
// against none of them.

/** A refusal, in the visitor's language, with the seconds until they may try again. */
export interface Limited {
  message: string;
  retryAfterSeconds: number;
}

type Services = Pick<AppServices, 'bookingLimiter' | 'bookingEmailLimiter' | 'bookingDayLimiter' | 'bookingVisitLimiter'>;
type Message = (wait: string) => string;

async function hit(limiter: RateLimiter, key: string, message: Message, language: Locale): Promise<Limited | null> {
  const result = await limiter.hit(key);
  if (result.allowed) return null;
  return { message: message((language === 'es' ? spanishWait : englishWait)(result.retryAfterSeconds)), retryAfterSeconds: result.retryAfterSeconds };
}

/** One request of a network address: a hold, a booking. */
export function addressLimit(services: Services, clientIp: string, language: Locale): Promise<Limited | null> {
  return hit(services.bookingLimiter, addressLimitKey('booking', clientIp), bookingCopy[language].tooMany, language);
}

/** Everyone's holds and bookings today. */
export function dayLimit(services: Services, language: Locale): Promise<Limited | null> {
  return hit(services.bookingDayLimiter, 'everyone', bookingCopy[language].tooManyToday, language);
}

/** A visitor's booking for `email`: that address's bookings, then everyone's today. */
export async function bookingLimits(services: Services, email: string, language: Locale): Promise<Limited | null> {
  return (
    (await hit(services.bookingEmailLimiter, email.trim().toLowerCase(), bookingCopy[language].tooManyForEmail, language)) ??
    (await dayLimit(services, language))
  );
}

/** A move or cancel of one visit from its manage link: the visit's own budget. */
export function visitLimit(services: Services, visitId: string, language: Locale): Promise<Limited | null> {
  return hit(services.bookingVisitLimiter, visitId, bookingCopy[language].tooManyChanges, language);
}
