import { expect, test } from '@playwright/test';
import { runJobsCrash } from '../../scripts/lib/jobs-crash.js';

// The job runner under SIGKILL, at a reduced size (`npm run test:crash` runs 1,000 jobs): email jobs
// sent to a local SMTP server while a production server is killed six times and started again;
// on PostgreSQL (TEST_DATABASE_URL) two servers share the queue and are killed in turn.

interface CrashResult {
  jobs: number;
  kills: number;
  done: number;
  distinctReceived: number;
  lost: number;
  strangers: number;
  states: Record<string, number>;
}

const databases = [
  { name: 'SQLite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL, two processes', url: process.env.TEST_DATABASE_URL }] : []),
];

for (const { name, url } of databases) {
  test(`every email job's email arrives once by its Message-ID, and every job ends done, through six SIGKILLs on ${name}`, async () => {
    test.setTimeout(240_000);
    const result: CrashResult = await runJobsCrash({ jobs: 100, kills: 6, postgresUrl: url, smtpDelayMs: 30 });
    expect(result.kills).toBe(6);
    expect(result.lost).toBe(0);
    expect(result.strangers).toBe(0);
    expect(result.distinctReceived).toBe(result.jobs);
    expect(result.states).toEqual({ done: result.jobs });
  });
}
