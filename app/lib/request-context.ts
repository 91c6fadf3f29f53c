import type { Kysely } from 'kysely';
import { createContext } from 'react-router';
import type { Database } from './db-schema';
import type { Transact } from './group-commit.server';
import type { Env } from './env.server';
import type { RateLimiter } from './rate-limit.server';
import type { AuthServer } from '~/features/accounts/auth.server';
import type { AuthRateLimiters } from '~/features/accounts/rate-limits.server';
import type { AssistantServices } from '~/features/assistant/assistant-services.server';

/** The CSP nonce of the current request, set by the server before React Router runs. */
export const cspNonceContext = createContext<string>('');

/** The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
export const clientIpContext = createContext<string>('unknown');

/** What loaders and actions need from the process; tests build their own. */
export interface AppServices {
  env: Env;
  db: Kysely<Database>;
  secret: string;
  leadLimiter: RateLimiter;
  /** Commits a write, grouping concurrent ones on SQLite (see group-commit.server.ts). */
  transact: Transact;
  /** better-auth over `db`: sessions, passwords, verification and reset tokens. */
  auth: AuthServer;
  authLimiters: AuthRateLimiters;
  /** The virtual assistant's provider and its rate limits. */
  assistant: AssistantServices;
}

export const servicesContext = createContext<AppServices>();
