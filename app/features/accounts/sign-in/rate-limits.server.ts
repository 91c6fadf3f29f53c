import type { Env } from '~/lib/env.server';
import { type RateLimiter, type RateLimiterFactory } from '~/lib/rate-limit.server';
import { addressLimitKey } from '~/lib/network-address.server';
import type { SignInMessages } from '../account-fields';

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
  /** Reset requests per network address. */
  passwordReset: RateLimiter;
  /** Reset emails per email address, so a flood from many networks still does not fill one inbox. */
  passwordResetEmail: RateLimiter;
}

export function createAuthRateLimiters(
  env: Pick<Env, 'AUTH_RATE_LIMIT' | 'AUTH_RATE_WINDOW_SECONDS' | 'PASSWORD_RESET_EMAIL_LIMIT' | 'PASSWORD_RESET_EMAIL_WINDOW_SECONDS'>,
  limiter: RateLimiterFactory,
): AuthRateLimiters {
  const perAddress = (name: string) => limiter(name, { limit: env.AUTH_RATE_LIMIT, windowMs: env.AUTH_RATE_WINDOW_SECONDS * 1000 });
  return {
    loginIp: perAddress('login-address'),
    loginAccount: limiter('login-account', { limit: LOGIN_ATTEMPTS_PER_ACCOUNT, windowMs: HOUR_MS }),
    registration: perAddress('registration'),
    passwordReset: perAddress('password-reset'),
    passwordResetEmail: limiter('password-reset-email', { limit: env.PASSWORD_RESET_EMAIL_LIMIT, windowMs: env.PASSWORD_RESET_EMAIL_WINDOW_SECONDS * 1000 }),
  };
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => addressLimitKey('ip', ip);

export type LimitedAction = 'login-address' | 'login-account' | 'registration' | 'password-reset';

/** Why an account form was refused, and how long to wait, in the page's language (`m`). */
export function rateLimitMessage(action: LimitedAction, seconds: number, m: SignInMessages): string {
  const wait = m.wait(seconds);
  switch (action) {
    case 'login-address':
      return m.tooMany.loginAddress(wait);
    case 'login-account':
      return m.tooMany.loginAccount(wait);
    case 'registration':
      return m.tooMany.registration(wait);
    case 'password-reset':
      return m.tooMany.passwordReset(wait);
  }
}
