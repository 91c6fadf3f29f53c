import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run without the React Router plugin, which only builds the app.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.js', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    // One SQLite database migrated for the run; each suite's starts as a copy of it.
    globalSetup: ['tests/support/sqlite-template.ts'],
    env: { LOG_LEVEL: 'silent' },
    // Most suites wait on a database (SQLite's fsyncs, PostgreSQL): one worker per core, and at
    // least two, keeps the cores busy while one waits (Vitest's default leaves one core out).
    maxWorkers: Math.max(2, availableParallelism()),
    // The suites of a worker share their modules instead of importing every one afresh: importing
    // was two fifths of the workers' time (97 of 257 s in a run). A suite that changes a module's
    // state (the business time zone, an environment variable) puts it back in its afterAll.
    isolate: false,
    testTimeout: 20_000,
    // A cap on waiting for something asynchronous (a live event read back after its commit), not a
    // speed goal: with a suite beside it on a busy 2-core machine, Vitest's default second was
    // too short for PostgreSQL's round trips.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 30_000,
  },
});
