import type { RateLimiter } from '~/lib/rate-limit.server';
import type { RateLimiters } from '~/lib/rate-limits.server';
import { addressLimitKey } from '~/lib/network-address.server';
import type { SignInMessages } from '../account-fields';

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

/** The sign-in forms' limiters, from the catalogue (app/lib/rate-limits.server.ts). */
export function authRateLimiters(limiters: RateLimiters): AuthRateLimiters {
  return {
    loginIp: limiters['login-address'],
    loginAccount: limiters['login-account'],
    registration: limiters.registration,
    passwordReset: limiters['password-reset'],
    passwordResetEmail: limiters['password-reset-email'],
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
