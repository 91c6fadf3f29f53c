import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { enqueueEmail } from '~/features/mail/outbox.server';
import { defineJobKind, enqueueJob, type JobState } from './jobs.server';
import { jobRetentionJob } from './retention.server';
import { createJobRunner } from './runner.server';

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2027-01-31T15:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const other = defineJobKind({ kind: 'test.other', schema: z.object({ n: z.number() }) });

describe.each(testDialects())('the retention of finished jobs on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  /** An email with an attachment, enqueued `days` ago and left in `state` (finished then, for done and failed). */
  async function email(name: string, days: number, state: JobState) {
    const at = ago(days);
    const id = await enqueueEmail(
      database.db,
      {
        kind: 'test.retention',
        refId: name,
        to: `${name}@example.com`,
        subject: name,
        text: `Hello ${name}`,
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: Buffer.from(name) }],
      },
      at,
    );
    const finished = state === 'done' || state === 'failed';
    await database.db
      .updateTable('jobs')
      .set({ state, finishedAt: finished ? at.toISOString() : null, runAt: state === 'running' ? NOW.toISOString() : at.toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('deletes jobs done or failed more than JOB_RETENTION_DAYS ago with their attachments, and nothing else', async () => {
    const old = { sent: await email('sent-31', 31, 'done'), failed: await email('failed-31', 31, 'failed') };
    const kept = {
      sent: await email('sent-29', 29, 'done'),
      failed: await email('failed-29', 29, 'failed'),
      queued: await email('queued-60', 60, 'queued'),
      running: await email('running-60', 60, 'running'),
    };
    const otherKind = (await enqueueJob(database.db, other, { n: 1 }, { now: ago(40) }))!;
    await database.db
      .updateTable('jobs')
      .set({ state: 'done', finishedAt: ago(40).toISOString(), runAt: ago(40).toISOString() })
      .where('id', '=', otherKind)
      .execute();
    // A fraction of a day counts: 29.5 days is kept, 30.5 is not.
    const halfDay = { kept: await email('sent-29.5', 29.5, 'done'), gone: await email('sent-30.5', 30.5, 'done') };

    const runner = createJobRunner({
      db: database.db,
      definitions: [jobRetentionJob(database.db, 30, pino({ level: 'silent' }))],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => NOW,
    });
    expect(await runner.drainOnce()).toBe(1);
    await runner.stop();

    const jobs = await database.db.selectFrom('jobs').select(['id', 'kind', 'state']).execute();
    const ids = jobs.map((job) => job.id);
    for (const id of [old.sent, old.failed, otherKind, halfDay.gone]) expect(ids).not.toContain(id);
    for (const id of [...Object.values(kept), halfDay.kept]) expect(ids).toContain(id);
    // The retention job's own row waits for its next turn.
    expect(jobs.filter((job) => job.kind === 'jobs.retention').map((job) => job.state)).toEqual(['queued']);
    const attachments = await database.db.selectFrom('mailAttachments').select('jobId').execute();
    expect(attachments.map((row) => row.jobId).sort()).toEqual([...Object.values(kept), halfDay.kept].sort());
  });
});
