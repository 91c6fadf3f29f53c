import type { Env } from '~/lib/env.server';
import { type RateLimiter, type RateLimiterFactory, waitText } from '~/lib/rate-limit.server';

/**
 * Attempts on one account within an hour, whoever makes them, before sign-in is refused to
 * every address the account has not signed in from (sign-in.server.ts). A completed password
 * reset clears the count.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 100;
const HOUR_MS = 60 * 60 * 1000;

export interface AuthRateLimiters {
  /** Sign-in attempts per network address. */
  loginIp: RateLimiter;
  /** Sign-in and password-change attempts per account, so guessing spread over many addresses still stops. */
  loginAccount: RateLimiter;
  registration: RateLimiter;
  passwordReset: RateLimiter;
}

export function createAuthRateLimiters(
  env: Pick<Env, 'AUTH_RATE_LIMIT' | 'AUTH_RATE_WINDOW_SECONDS'>,
  limiter: RateLimiterFactory,
): AuthRateLimiters {
  const perAddress = (name: string) => limiter(name, { limit: env.AUTH_RATE_LIMIT, windowMs: env.AUTH_RATE_WINDOW_SECONDS * 1000 });
  return {
    loginIp: perAddress('login-address'),
    loginAccount: limiter('login-account', { limit: LOGIN_ATTEMPTS_PER_ACCOUNT, windowMs: HOUR_MS }),
    registration: perAddress('registration'),
    passwordReset: perAddress('password-reset'),
  };
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export type LimitedAction = 'login-address' | 'login-account' | 'registration' | 'password-reset';

export function rateLimitMessage(action: LimitedAction, seconds: number): string {
  const wait = waitText(seconds);
  switch (action) {
    case 'login-address':
      return `Too many sign-in attempts from your network. Please wait ${wait} and try again.`;
    case 'login-account':
      return `Too many sign-in attempts for this account. Please wait ${wait} and try again, or reset your password: the emailed link unlocks the account.`;
    case 'registration':
      return `Too many accounts were created from your network. Please wait ${wait} and try again.`;
    case 'password-reset':
      return `Too many password reset requests from your network. Please wait ${wait} and try again.`;
  }
}
