import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '~/lib/db.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import pino from 'pino';
import { createTransact } from '~/lib/group-commit.server';
import { backoff, claimDueJobs, defineJobKind, enqueueJob, failJob, finishJob, handleJob, jobStats, listFailedJobs, retryJob } from './jobs.server';
import { createJobRunner } from './runner.server';

const T0 = new Date('2026-11-21T15:00:00.000Z');
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 4;
const at = (ms: number) => new Date(T0.getTime() + ms);
const notice = defineJobKind({ kind: 'test.notice', schema: z.object({ to: z.string() }), maxAttempts: MAX_ATTEMPTS, retryDelayMs: backoff(60_000) });

describe('backoff', () => {
  it('waits the first pause after the first failure, doubling up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => backoff(60_000, 60 * 60_000)(attempts) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});

describe.each(testDialects())('jobs on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });

  const enqueue = async (runAt = T0, key?: string) => (await enqueueJob(database.db, notice, { to: 'ana@example.com' }, { runAt, now: T0, key }))!;
  const claim = (now: Date, limit = 10) => claimDueJobs(database.db, { limit, leaseMs: LEASE_MS, now });
  const row = (id: string) => database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const fail = (job: Awaited<ReturnType<typeof claim>>[number], error: string, now: Date) =>
    failJob(database.db, job, error, { retryDelayMs: notice.retryDelayMs(job.attempts), now });

  it('refuses a payload its kind does not accept, and enqueues a key once', async () => {
    await expect(enqueueJob(database.db, notice, { to: 1 } as never)).rejects.toThrow();
    expect(await enqueue(T0, 'once')).toBeTruthy();
    expect(await enqueueJob(database.db, notice, { to: 'ana@example.com' }, { key: 'once' })).toBeUndefined();
  });

  it('claims only jobs whose time has come, under a lease, counting the attempt', async () => {
    const id = await enqueue(at(60_000));
    expect(await claim(T0)).toEqual([]);

    const [claimed, ...rest] = await claim(at(60_000));
    expect(rest).toEqual([]);
    expect(claimed).toMatchObject({ id, state: 'running', attempts: 1, lockedUntil: at(60_000 + LEASE_MS).toISOString() });
    expect(await row(id)).toMatchObject({ state: 'running', attempts: 1 });
  });

  it('leaves a leased job alone until the lease runs out, then lets another worker take it over', async () => {
    const id = await enqueue(T0);
    await claim(T0);
    expect(await claim(at(LEASE_MS - 1))).toEqual([]);
    const [retaken] = await claim(at(LEASE_MS));
    expect(retaken).toMatchObject({ id, attempts: 2, lockedUntil: at(2 * LEASE_MS).toISOString() });
  });

  it('claims the oldest due jobs first, up to the limit', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await enqueue(at(i * 1000)));
    expect((await claim(at(10_000), 3)).map((job) => job.id)).toEqual(ids.slice(0, 3));
    expect((await claim(at(10_000), 3)).map((job) => job.id)).toEqual(ids.slice(3));
  });

  it('never gives the same job to two claimers at once', async () => {
    // A second connection pool stands in for a second server process on the same database.
    const other: DatabaseHandle = openDatabase(database.url);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 40; i++) ids.add(await enqueue(T0));
      const claimers = [database.db, database.db, other.db, other.db].map(async (db) => {
        const taken: string[] = [];
        for (;;) {
          const batch = await claimDueJobs(db, { limit: 3, leaseMs: LEASE_MS, now: T0 });
          if (batch.length === 0) return taken;
          taken.push(...batch.map((job) => job.id));
        }
      });
      const taken = (await Promise.all(claimers)).flat();
      expect(taken).toHaveLength(ids.size);
      expect(new Set(taken)).toEqual(ids);
    } finally {
      await other.close();
    }
  });

  // Row locks that can be skipped exist only on PostgreSQL; SQLite has one writer at a time.
  if (dialect === 'postgres') {
    it('skips jobs another transaction is claiming instead of waiting for it', async () => {
      const first = await enqueue(T0);
      const second = await enqueue(at(1));
      await database.db.transaction().execute(async (trx) => {
        expect((await claimDueJobs(trx, { limit: 1, leaseMs: LEASE_MS, now: at(1) })).map((e) => e.id)).toEqual([first]);
        expect((await claim(at(1))).map((e) => e.id)).toEqual([second]);
      });
    });
  }

  it('retries a failed job with growing pauses and keeps the last error', async () => {
    const id = await enqueue(T0);
    const [first] = await claim(T0);
    expect(await fail(first!, '451 mailbox busy', T0)).toBe('queued');
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 mailbox busy', lockedUntil: null, runAt: at(60_000).toISOString() });

    expect(await claim(at(59_999))).toEqual([]);
    const [second] = await claim(at(60_000));
    expect(second).toMatchObject({ id, attempts: 2, lastError: '451 mailbox busy' });
    await fail(second!, 'connection refused', at(60_000));
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: 'connection refused', runAt: at(60_000 + 2 * 60_000).toISOString() });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the last error`, async () => {
    const id = await enqueue(T0);
    await database.db
      .updateTable('jobs')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute();
    const [last] = await claim(T0);
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS });
    await fail(last!, '550 no such user', T0);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 no such user', lockedUntil: null });
    expect(await claim(at(7 * 24 * 60 * 60_000))).toEqual([]);
  });

  it('gives up on an job whose last allowed attempt was cut short, instead of sending it again', async () => {
    const id = await enqueue(T0);
    await database.db
      .updateTable('jobs')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute();
    await claim(T0);
    expect(await claim(at(LEASE_MS))).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lockedUntil: null });
    expect((await row(id)).lastError).toMatch(/gave up/i);
  });

  it('ignores a failure reported after the lease passed to another worker', async () => {
    const id = await enqueue(T0);
    const [stale] = await claim(T0);
    const [current] = await claim(at(LEASE_MS));
    expect(await fail(stale!, 'too late', at(LEASE_MS))).toBeUndefined();
    expect(await row(id)).toMatchObject({ state: 'running', lockedUntil: current!.lockedUntil, lastError: null });
  });

  it('records a success, and lists failed jobs for a retry that queues them again with all their attempts', async () => {
    const done = await enqueue();
    const failing = await enqueue(at(1));
    const claimed = await claim(at(1));
    await finishJob(database.db, done, at(2));
    expect(await row(done)).toMatchObject({ state: 'done', finishedAt: at(2).toISOString(), lockedUntil: null });
    await database.db.updateTable('jobs').set({ attempts: MAX_ATTEMPTS }).where('id', '=', failing).execute();
    expect(
      await failJob(database.db, { ...claimed.find((job) => job.id === failing)!, attempts: MAX_ATTEMPTS }, '550 no such user', {
        retryDelayMs: 0,
        now: at(3),
      }),
    ).toBe('failed');
    expect(await jobStats(database.db)).toEqual({ queued: 0, running: 0, done: 1, failed: 1 });
    expect((await listFailedJobs(database.db)).jobs).toEqual([
      {
        id: failing,
        kind: 'test.notice',
        key: null,
        attempts: MAX_ATTEMPTS,
        lastError: '550 no such user',
        createdAt: T0.toISOString(),
        failedAt: at(3).toISOString(),
      },
    ]);
    expect(await retryJob(database.db, done, at(4))).toBe(false);
    expect(await retryJob(database.db, failing, at(4))).toBe(true);
    expect(await retryJob(database.db, failing, at(4))).toBe(false);
    expect((await listFailedJobs(database.db)).total).toBe(0);
    expect((await claim(at(4))).map((job) => [job.id, job.attempts])).toEqual([[failing, 1]]);
  });

  it('records each job of a batch as it finishes, so a crash mid-batch runs again only the jobs still in flight', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const runner = createJobRunner({
      db: database.db,
      definitions: [
        handleJob(notice, async ({ to }) => {
          if (to !== 'slow@example.com') return;
          started();
          await held;
        }),
      ],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: LEASE_MS,
      transact: createTransact(database.db, dialect),
      now: () => T0,
    });
    try {
      const quick = await enqueue();
      const slow = (await enqueueJob(database.db, notice, { to: 'slow@example.com' }, { now: T0 }))!;
      const draining = runner.drainOnce();
      await slowStarted;
      await expect.poll(async () => (await row(quick)).state).toBe('done');
      expect((await row(slow)).state).toBe('running');
      release();
      expect(await draining).toBe(2);
      expect((await row(slow)).state).toBe('done');
    } finally {
      release();
      await runner.stop();
    }
  });

  it("logs a one-off job's run at info and a recurring job's at debug, so a check every few seconds does not bury the log", async () => {
    const lines: { level: string; kind: unknown; msg: string }[] = [];
    const logger = pino(
      { level: 'debug', formatters: { level: (label) => ({ level: label }) } },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const check = defineJobKind({ kind: 'test.check', schema: z.object({}), everyMs: 5_000 });
    const runner = createJobRunner({
      db: database.db,
      definitions: [handleJob(notice, async () => {}), handleJob(check, async () => {})],
      logger,
      intervalMs: 60_000,
      leaseMs: LEASE_MS,
      now: () => T0,
    });
    try {
      await enqueue();
      expect(await runner.drainOnce()).toBe(2);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 'info', kind: 'test.notice', msg: 'job done' }),
          expect.objectContaining({ level: 'debug', kind: 'test.check', msg: 'job done' }),
        ]),
      );
      expect(lines.filter((line) => line.level !== 'debug' && line.kind === 'test.check')).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it("writes a batch's outcomes through the group commit (on SQLite those finishing together share a commit), and nothing when woken with nothing due", async () => {
    let commits = 0;
    const transact = createTransact(database.db, dialect, { afterCommit: () => commits++ });
    const ran: string[] = [];
    const runner = createJobRunner({
      db: database.db,
      definitions: [
        handleJob(notice, async ({ to }) => {
          if (to === 'refused@example.com') throw new Error('550 no such user');
          ran.push(to);
        }),
      ],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: LEASE_MS,
      transact,
      now: () => T0,
    });
    try {
      for (let i = 0; i < 30; i++) await enqueueJob(database.db, notice, { to: `ana${i}@example.com` }, { now: T0 });
      const refused = (await enqueueJob(database.db, notice, { to: 'refused@example.com' }, { now: T0 }))!;
      expect(await runner.drainOnce()).toBe(31);
      expect(ran).toHaveLength(30);
      // Batches of 20 and 11: two claims, and 31 outcomes, each its own transaction; on SQLite
      // those that arrive while a commit is under way are committed together.
      if (dialect === 'sqlite') expect(commits).toBeLessThanOrEqual(2 + 4);
      else expect(commits).toBe(2 + 31);
      expect(await jobStats(database.db)).toEqual({ queued: 1, running: 0, done: 30, failed: 0 });
      expect(await row(refused)).toMatchObject({ state: 'queued', attempts: 1, lastError: '550 no such user' });

      commits = 0;
      expect(await runner.drainOnce()).toBe(0);
      expect(commits).toBe(0);
    } finally {
      await runner.stop();
    }
  });
});
