import { expect, test } from '@playwright/test';
import { runFollowUpsCrash } from '../../scripts/lib/follow-ups-crash.js';

// Follow-ups under SIGKILL, at a reduced size (`npm run test:crash` runs 200 on each database): a
// burst of due follow-ups sent by production servers killed twice, while a quarter of the
// customers approve. Only the one database the run has (PostgreSQL with two processes when
// TEST_DATABASE_URL is set), to keep the journeys short.

interface CrashResult {
  followUps: number;
  kills: number;
  settledAtKills: number[];
  approvals: number;
  sent: number;
  stopped: number;
  stoppedAtMail: number;
  calls: number;
  problems: string[];
  jobStates: Record<string, number>;
}

const url = process.env.TEST_DATABASE_URL;

test(`each due follow-up is sent exactly once and none after its estimate's approval, through SIGKILLs on ${url ? 'PostgreSQL, two processes' : 'SQLite'}`, async () => {
  test.setTimeout(240_000);
  const result: CrashResult = await runFollowUpsCrash({ followUps: 40, kills: 2, spreadMs: 12_000, postgresUrl: url });
  expect(result.kills).toBe(2);
  // The first kill landed mid-burst: some follow-ups were settled, not all.
  expect(result.settledAtKills[0]).toBeGreaterThan(0);
  expect(result.settledAtKills[0]).toBeLessThan(result.followUps);
  expect(result.problems).toEqual([]);
  expect(result.sent + result.stopped).toBe(result.followUps);
  expect(result.stopped).toBeLessThanOrEqual(result.approvals);
  expect(result.calls).toBe(result.sent);
  // One job per follow-up, and one email job per follow-up sent or stopped by the mail job's last check.
  expect(result.jobStates).toEqual({ done: result.followUps + result.sent + result.stoppedAtMail });
});
