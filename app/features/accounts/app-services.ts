import type { AuthServer } from './auth.server';
import type { AuthRateLimiters } from './sign-in/rate-limits.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** better-auth over `db`: sessions, passwords, verification and reset tokens. */
    auth: AuthServer;
    authLimiters: AuthRateLimiters;
  }
}
