import type { Kysely } from 'kysely';
import { createContext } from 'react-router';
import type { Database } from './db-schema';
import type { Transact } from './group-commit.server';
import type { Env } from './env.server';
import type { LiveEventHub } from './live-events.server';

/** The CSP nonce of the current request, set by the server before React Router runs. */
export const cspNonceContext = createContext<string>('');

/** The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
export const clientIpContext = createContext<string>('unknown');

/**
 * What loaders and actions need from the process; tests build their own. This module names
 * what the infrastructure provides; each feature adds its own services from its
 * `app-services.ts`, by declaration merging, as it adds its tables to `Database`.
 */
export interface AppServices {
  env: Env;
  db: Kysely<Database>;
  secret: string;
  /** Commits a write, grouping concurrent ones on SQLite (see group-commit.server.ts). */
  transact: Transact;
  /** Tells the back-office browsers connected to this process what just changed. */
  live: LiveEventHub;
}

export const servicesContext = createContext<AppServices>();
