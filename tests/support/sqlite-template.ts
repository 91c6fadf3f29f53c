// Vitest's global setup: migrates one SQLite database for the whole run, which every suite's
// database starts as a copy of (tests/support/test-databases.ts). Migrating from nothing costs
// seconds a suite; copying the file, a few milliseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '~/lib/db.server';
import { migrateToLatest } from '~/lib/migrate.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file migrated to the latest migration, closed (its write-ahead log folded in). */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gwc-template-'));
  const file = path.join(dir, 'template.db');
  const handle = openDatabase(`file:${file}`);
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
