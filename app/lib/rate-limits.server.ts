import type { Env } from './env.server';
import type { RateLimiter, RateLimiterFactory } from './rate-limit.server';

// Every rate limit of the application in one list: its name (the namespace of its keys in the
// store), how many hits a window allows, how long the window is, and what one key counts. The
// services build their limiters from this list only (createRateLimiters), and
// server/rate-limited-services.test.ts fails on a limiter built any other way. The table of them
// is in docs/operations.md.

/** One rate limit: `limit` hits of one key within `windowMs`, then refused until the window ends. */
export interface RateLimitSpec {
  limit: number;
  windowMs: number;
  /** Whose hits count together. */
  key: string;
}

export type RateLimitEnv = Pick<
  Env,
  | 'LEAD_RATE_LIMIT'
  | 'LEAD_RATE_WINDOW_SECONDS'
  | 'VERIFY_RATE_LIMIT'
  | 'VERIFY_RATE_WINDOW_SECONDS'
  | 'AUTH_RATE_LIMIT'
  | 'AUTH_RATE_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_LIMIT'
  | 'PASSWORD_RESET_EMAIL_LIMIT'
  | 'PASSWORD_RESET_EMAIL_WINDOW_SECONDS'
  | 'CHAT_RATE_LIMIT'
  | 'BOOKING_RATE_LIMIT'
  | 'BOOKING_RATE_WINDOW_SECONDS'
  | 'BOOKING_EMAIL_LIMIT'
  | 'BOOKING_EMAIL_WINDOW_HOURS'
  | 'BOOKING_DAY_LIMIT'
  | 'BOOKING_MANAGE_LIMIT'
  | 'BOOKING_MANAGE_WINDOW_HOURS'
>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// A person types a few messages a minute; these leave room for that and stop scripts. The
// conversation's limit is CHAT_RATE_LIMIT (40 by default); an address, shared by a household or an
// office, and a staff member, who talks to several visitors, get 7.5 times as many.
export const CHAT_WINDOW_MS = 10 * 60_000;
const PER_ADDRESS_FACTOR = 7.5;
/** A browser sends a sign of typing every 2 s at most. */
const TYPING_SIGNS_PER_MINUTE = 40;

const seconds = (value: number) => value * 1000;

/** The catalogue, with the numbers the settings give. */
export function rateLimitCatalogue(env: RateLimitEnv) {
  const perAddress = (key: string): RateLimitSpec => ({ limit: env.AUTH_RATE_LIMIT, windowMs: seconds(env.AUTH_RATE_WINDOW_SECONDS), key });
  const chatPerAddress = Math.ceil(env.CHAT_RATE_LIMIT * PER_ADDRESS_FACTOR);
  return {
    lead: {
      limit: env.LEAD_RATE_LIMIT,
      windowMs: seconds(env.LEAD_RATE_WINDOW_SECONDS),
      key: 'network address (quote and contact forms, their API, chat contacts)',
    },
    booking: {
      limit: env.BOOKING_RATE_LIMIT,
      windowMs: seconds(env.BOOKING_RATE_WINDOW_SECONDS),
      key: 'network address (estimate visits booked and held, the API)',
    },
    'booking-email': {
      limit: env.BOOKING_EMAIL_LIMIT,
      windowMs: env.BOOKING_EMAIL_WINDOW_HOURS * HOUR_MS,
      key: 'email address (estimate visits visitors book for it)',
    },
    'booking-day': { limit: env.BOOKING_DAY_LIMIT, windowMs: DAY_MS, key: 'everyone (estimate visits visitors book and hold)' },
    'booking-visit': {
      limit: env.BOOKING_MANAGE_LIMIT,
      windowMs: env.BOOKING_MANAGE_WINDOW_HOURS * HOUR_MS,
      key: "estimate visit (its customer's moves and cancels from the manage link)",
    },
    verify: { limit: env.VERIFY_RATE_LIMIT, windowMs: seconds(env.VERIFY_RATE_WINDOW_SECONDS), key: 'network address (PDFs checked on /verify)' },
    'login-address': perAddress('network address (sign-in attempts)'),
    // Whoever makes them: past the limit, sign-in is refused to every address the account has not
    // signed in from (sign-in.server.ts). A completed password reset clears the count.
    'login-account': { limit: env.LOGIN_ACCOUNT_LIMIT, windowMs: HOUR_MS, key: 'account email (sign-in and password-change attempts)' },
    registration: perAddress('network address (registrations)'),
    'password-reset': perAddress('network address (reset requests and new passwords)'),
    'password-reset-email': {
      limit: env.PASSWORD_RESET_EMAIL_LIMIT,
      windowMs: seconds(env.PASSWORD_RESET_EMAIL_WINDOW_SECONDS),
      key: 'email address (reset emails sent to it)',
    },
    'chat-session': { limit: env.CHAT_RATE_LIMIT, windowMs: CHAT_WINDOW_MS, key: 'conversation (visitor messages)' },
    'chat-address': { limit: chatPerAddress, windowMs: CHAT_WINDOW_MS, key: 'network address (visitor messages)' },
    'chat-staff': { limit: chatPerAddress, windowMs: CHAT_WINDOW_MS, key: 'staff member (live chat messages)' },
    'chat-typing': { limit: TYPING_SIGNS_PER_MINUTE, windowMs: 60_000, key: 'conversation and side (signs of typing)' },
  } satisfies Record<string, RateLimitSpec>;
}

export type RateLimitName = keyof ReturnType<typeof rateLimitCatalogue>;
export type RateLimitCatalogue = Readonly<Record<RateLimitName, RateLimitSpec>>;
/** One limiter for each limit of the catalogue, by its name. */
export type RateLimiters = Readonly<Record<RateLimitName, RateLimiter>>;

/** Builds every limiter of the catalogue over one store's factory, each under its catalogue name. */
export function createRateLimiters(catalogue: RateLimitCatalogue, factory: RateLimiterFactory): RateLimiters {
  const names = Object.keys(catalogue) as RateLimitName[];
  return Object.fromEntries(names.map((name) => [name, factory(name, catalogue[name])])) as Record<RateLimitName, RateLimiter>;
}
