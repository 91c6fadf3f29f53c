// Vitest's global setup: migrates one SQLite database for the whole run, which every suite's
// database starts as a copy of, and, when TEST_DATABASE_URL is set, one PostgreSQL database that
// every suite's PostgreSQL database is created from (`CREATE DATABASE … TEMPLATE`), see
// tests/support/test-databases.ts. Migrating from nothing costs seconds a suite; copying, a few
// milliseconds (a SQLite file) or well under a second (a PostgreSQL database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '~/lib/db.server';
import { migrateToLatest } from '~/lib/migrate.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file migrated to the latest migration, closed (its write-ahead log folded in). */
    sqliteTemplate: string;
    /** The name of a PostgreSQL database migrated to the latest migration, nobody connected to it; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** `url` with its database name replaced: a database beside the one TEST_DATABASE_URL names. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on TEST_DATABASE_URL's own database (never a template, to which nobody may be connected while it is copied). */
export async function onServer(base: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migrateSqliteTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gwc-template-'));
  const file = path.join(dir, 'template.db');
  const handle = openDatabase(`file:${file}`);
  await migrateToLatest(handle.db);
  await handle.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Several checkouts may run their suites on the same PostgreSQL server at once: the template's
 * name is this run's own, and every suite's database starts with it (dropped together at the end
 * if a suite left one behind).
 */
async function migratePostgresTemplate(base: string): Promise<{ name: string; remove(): Promise<void> }> {
  await dropAbandoned(base);
  const name = `gwc_t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await onServer(base, `create database ${name}`);
  const handle = openDatabase(withDatabase(base, name));
  await migrateToLatest(handle.db);
  await handle.close();
  return {
    name,
    async remove() {
      const started = performance.now();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [
        `${name}\\_%`,
        name,
      ]);
      await client.end();
      // Side by side, a few at a time: PostgreSQL makes a checkpoint for each dropped database,
      // and requests that arrive together share one.
      const names = rows.map((row) => row.datname);
      const dropOne = async (): Promise<void> => {
        const next = names.pop();
        if (!next) return;
        await onServer(base, `drop database if exists ${next} with (force)`);
        await dropOne();
      };
      await Promise.all(Array.from({ length: 16 }, dropOne));
      await onServer(base, `drop database if exists ${name} with (force)`);
      // TEST_DATABASE_TIMING=1: how long this took (docs/testing.md).
      if (process.env.TEST_DATABASE_TIMING)
        process.stdout.write(`dropped ${rows.length} PostgreSQL databases and the template in ${(performance.now() - started).toFixed(0)} ms\n`);
    },
  };
}

/** A run stopped before its end (killed, a crash) leaves its databases: those of a run started over six hours ago go. */
async function dropAbandoned(base: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'gwc\\_t%'");
    const startedBefore = Date.now() - 6 * 60 * 60 * 1000;
    // Named gwc_t<start time in base 36, 8 digits><4 random>[_<copy>]; the copies before their template.
    const abandoned = rows
      .map((row) => row.datname)
      .filter((datname) => parseInt(datname.slice(5, 13), 36) < startedBefore)
      .sort((a, b) => b.length - a.length);
    for (const datname of abandoned) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  // Side by side: each is mostly waiting on its database's writes.
  const [sqlite, postgres] = await Promise.all([migrateSqliteTemplate(), base ? migratePostgresTemplate(base) : undefined]);
  project.provide('sqliteTemplate', sqlite.file);
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    sqlite.remove();
    await postgres?.remove();
  };
}
