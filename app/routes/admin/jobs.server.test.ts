import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmailKind } from '~/features/mail/outbox.server';
import { enqueueJob, failJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { answerOf, formPost, get, routerContext, signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { action, loader } from './jobs';

/** What a loader or action answered, or the status of the Response it threw (a redirect, a 404). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    const answer = answerOf(await run());
    return { status: answer.status, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    throw thrown;
  }
}

describe.each(testDialects())('the failed jobs page, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let failedId: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    failedId = (await enqueueJob(services.db, sendEmailKind, {
      kind: 'test.notice',
      refId: null,
      to: 'nobody@example.com',
      replyTo: null,
      subject: 'Hello',
      text: 'Hi',
      html: null,
    }))!;
    const [claimed] = await services.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 12, lockedUntil: 'lease' })
      .where('id', '=', failedId)
      .returningAll()
      .execute();
    await failJob(services.db, claimed!, '550 no such user', { retryDelayMs: 0, now: new Date() });
  });
  afterAll(() => database.drop());

  const args = (request: Request) => ({ request, context: routerContext(services), params: {} }) as never;

  it('lists failed jobs with their last error to an admin, and to no one else', async () => {
    const admin = await signedIn(services, `admin-${dialect}@example.com`, 'admin');
    const customer = await signedIn(services, `customer-${dialect}@example.com`, 'user');
    expect(await outcome(() => loader(args(get('/admin/jobs'))))).toMatchObject({ status: 302 });
    expect((await outcome(() => loader(args(get('/admin/jobs', customer.cookie))))).status).toBeGreaterThanOrEqual(300);
    expect(
      (await outcome(() => action(args(formPost('/admin/jobs', { intent: 'retry', id: failedId }, { cookie: customer.cookie }))))).status,
    ).toBeGreaterThanOrEqual(300);
    const listed = await loader(args(get('/admin/jobs', admin.cookie)));
    expect(listed).toMatchObject({ total: 1, jobs: [{ id: failedId, kind: 'mail.send', attempts: 12, lastError: '550 no such user' }] });
  });

  it('queues a failed job again on Retry, once, with an audit entry, and explains a bad or stale form', async () => {
    const owner = await signedIn(services, `owner-${dialect}@example.com`, 'superAdmin');
    const retry = (id: string) => outcome(() => action(args(formPost('/admin/jobs', { intent: 'retry', id }, { cookie: owner.cookie }))));
    expect(await retry(failedId)).toMatchObject({ status: 200, data: { ok: true } });
    expect(await services.db.selectFrom('jobs').select(['state', 'attempts']).where('id', '=', failedId).executeTakeFirst()).toEqual({
      state: 'queued',
      attempts: 0,
    });
    expect(await retry(failedId)).toMatchObject({ status: 404, data: { ok: false, message: expect.stringMatching(/no longer failed/) } });
    expect(await outcome(() => action(args(formPost('/admin/jobs', { intent: 'other' }, { cookie: owner.cookie }))))).toMatchObject({
      status: 400,
      data: { ok: false, message: expect.stringMatching(/Retry/) },
    });
    expect(await services.db.selectFrom('auditLog').select(['action', 'subjectId']).where('action', '=', 'jobs.retry').execute()).toEqual([
      { action: 'jobs.retry', subjectId: failedId },
    ]);
  });
});
