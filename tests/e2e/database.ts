import { test } from '@playwright/test';
import Database from 'better-sqlite3';

/** The browser journeys' server stores into this file (see scripts/e2e-server.js). */
export const E2E_DATABASE = 'data/e2e/app.db';
/** The second server's, for the projects that would disturb the others' journeys (playwright.config.ts). */
export const E2E_OWN_DATABASE = 'data/e2e-own/app.db';

/** The database of the server the running journey talks to: its project's (metadata.database), or the journeys' server's. */
export function e2eDatabase(): string {
  return (test.info().project.metadata as { database?: string } | undefined)?.database ?? E2E_DATABASE;
}

/** The journeys' server signs its session cookies with this (SESSION_SECRET in scripts/lib/e2e-servers.js). */
export { E2E_SESSION_SECRET } from '../../scripts/lib/e2e-servers.js';

/** Reads what the server stored, the way an operator would check. */
export function queryE2eDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(e2eDatabase(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Takes the database's write lock and holds it until the returned function is called, so
 * every write the server tries meanwhile fails once its busy timeout runs out.
 */
export function lockE2eDatabase(): () => void {
  const db = new Database(e2eDatabase(), { fileMustExist: true });
  db.exec('BEGIN IMMEDIATE');
  return () => {
    db.exec('ROLLBACK');
    db.close();
  };
}
