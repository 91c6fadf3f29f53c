import Database from 'better-sqlite3';

/** The browser journeys' server stores into this file (see scripts/e2e-server.js). */
export const E2E_DATABASE = 'data/e2e/app.db';

/** The journeys' server signs its session cookies with this (SESSION_SECRET in playwright.config.ts). */
export const E2E_SESSION_SECRET = 'journeys-only-session-secret-0123456789';

/** Reads what the server stored, the way an operator would check. */
export function queryE2eDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
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
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.exec('BEGIN IMMEDIATE');
  return () => {
    db.exec('ROLLBACK');
    db.close();
  };
}
