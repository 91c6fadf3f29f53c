import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. This module declares the tables of the infrastructure in lib/
 * (the audit log, the shared rate limits, the live events); each feature adds the tables it owns from its own
 * `tables.ts`, by declaration merging, the way React Router's AppLoadContext is extended:
 *
 *   declare module '~/lib/db-schema' { interface Database { orders: OrderTable } }
 *
 * So lib imports no feature, and a table's type lives beside the SQL that uses it
 * (docs/decisions/0012-domain-layout.md).
 */
export interface Database {
  auditLog: AuditLogTable;
  rateLimits: RateLimitTable;
  liveEvents: LiveEventTable;
  jobs: JobTable;
}

export interface AuditLogTable {
  id: string;
  actor: string;
  /** Added by the back-office migration; null for changes made outside a session. */
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** JSON text. */
  detail: string | null;
  createdAt: string;
}

/** One key's fixed window of a shared rate limit (see app/lib/rate-limit-database.server.ts). */
export interface RateLimitTable {
  /** The limiter's name and the limited key, e.g. `lead:lead:203.0.113.7`. */
  key: string;
  count: number;
  windowEndsAt: string;
}

/** One announcement to the live back office (see app/lib/live-events.server.ts). */
export interface LiveEventTable {
  /** Increasing; what a reconnecting browser sends back as Last-Event-ID. */
  id: Generated<number>;
  type: string;
  /** JSON text. */
  data: string;
  createdAt: string;
}

/** One unit of background work (see app/lib/jobs/). */
export interface JobTable {
  id: string;
  /** Which definition runs it, e.g. `mail.send`. */
  kind: string;
  /** Enqueued once per key: a second enqueue with the same key is ignored. */
  key: string | null;
  /** JSON text, checked against the kind's schema before it runs. */
  payload: string;
  /** queued → running (claimed under a lease) → done; back to queued after a failure; failed after the last attempt. */
  state: string;
  /** When it may start; while running, when its lease ends. */
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}
