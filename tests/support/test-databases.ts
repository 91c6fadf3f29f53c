// Test support: each suite gets its own freshly migrated database on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL too (dropped afterwards). Each starts as a copy of the
// run's migrated template (tests/support/sqlite-template.ts): a SQLite file copied, a PostgreSQL
// database created from the template database on the same server. Then the migrator runs, which
// finds nothing left to do unless a migration was added since. A test that stops at an earlier
// migration (`upTo`), or asks for a schema in the shared database (`{ schema: true }`), migrates
// from nothing in a schema of its own in TEST_DATABASE_URL's database.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { onServer, withDatabase } from '#tests/support/sqlite-template';
import { type DatabaseHandle, type Dialect, openDatabase } from '~/lib/db.server';
import { migrateTo, migrateToLatest } from '~/lib/migrate.server';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the connection and removes everything the suite created. */
  drop(): Promise<void>;
}

export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabaseOptions {
  /**
   * PostgreSQL: a schema of its own in TEST_DATABASE_URL's database, migrated from nothing, rather
   * than a database copied from the template (for a test of what one schema sees of another's).
   */
  schema?: boolean;
}

/** `upTo`: stop at this migration (a test of the next one's effect on existing rows). */
export async function createTestDatabase(dialect: Dialect, upTo?: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = (handle: DatabaseHandle) => (upTo ? migrateTo(handle.db, upTo) : migrateToLatest(handle.db));
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'gwc-test-'));
    const file = path.join(dir, 'test.db');
    // A test of a migration's effect on older rows starts from nothing and stops where it says.
    const template = upTo ? undefined : inject('sqliteTemplate');
    if (template) copyFileSync(template, file);
    const url = `file:${file}`;
    const handle = openDatabase(url);
    await migrate(handle);
    return {
      ...handle,
      url,
      async drop() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const template = upTo || options.schema ? '' : inject('postgresTemplate');
  if (template) return copyOfTemplate(base, template);
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = withSearchPath(base, schema);
  const handle = openDatabase(url);
  await migrate(handle);
  return {
    ...handle,
    url,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

async function copyOfTemplate(base: string, template: string): Promise<TestDatabase> {
  const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(base, `create database ${name} template ${template}`);
  const url = withDatabase(base, name);
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    // Dropped with the others at the end of the run (tests/support/sqlite-template.ts): PostgreSQL
    // makes a checkpoint for every dropped database, seconds each on a busy machine; drops
    // requested together share one.
    drop: () => handle.close(),
  };
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
