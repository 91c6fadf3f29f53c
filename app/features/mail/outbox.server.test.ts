import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { type EmailMessage, enqueueEmail, enqueueEmails, readAttachments, sendEmailKind } from './outbox.server';
import { jobStats } from '~/lib/jobs/jobs.server';

const T0 = new Date('2026-11-21T15:00:00.000Z');

function message(overrides: Partial<EmailMessage> = {}): EmailMessage {
  return {
    kind: 'test.notice',
    to: 'ana@example.com',
    replyTo: 'office@example.com',
    subject: 'Hello',
    text: 'Plain body',
    html: '<p>HTML body</p>',
    ...overrides,
  };
}

describe('email retries', () => {
  it('wait a minute after the first failure, doubling up to an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => sendEmailKind.retryDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});

describe.each(testDialects())('outbox on %s', (dialect) => {
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

  const row = (id: string) => database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a pending email due at once, with header fields kept to one line', async () => {
    const id = await enqueueEmail(database.db, message({ subject: 'Hello\r\nBcc: victim@example.com', refId: 'lead-1' }), T0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(await row(id)).toMatchObject({
      kind: 'test.notice',
      refId: 'lead-1',
      toAddress: 'ana@example.com',
      replyTo: 'office@example.com',
      subject: 'Hello Bcc: victim@example.com',
      textBody: 'Plain body',
      htmlBody: '<p>HTML body</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: T0.toISOString(),
      lockedUntil: null,
      createdAt: T0.toISOString(),
      sentAt: null,
    });
  });

  it('queues one email per kind and refId', async () => {
    const first = await enqueueEmail(database.db, message({ refId: 'lead-2' }), T0);
    expect(await enqueueEmail(database.db, message({ refId: 'lead-2' }), T0)).toBe(first);
    expect(await enqueueEmail(database.db, message({ refId: 'lead-2', kind: 'test.other' }), T0)).not.toBe(first);
    expect(await enqueueEmail(database.db, message(), T0)).not.toBe(await enqueueEmail(database.db, message(), T0));
  });

  it('queues several emails at once, keeping an already queued one instead of a duplicate', async () => {
    const earlier = await enqueueEmail(database.db, message({ refId: 'lead-3', kind: 'lead.staff' }), T0);
    const ids = await enqueueEmails(
      database.db,
      [message({ refId: 'lead-3', kind: 'lead.staff' }), message({ refId: 'lead-3', kind: 'lead.customer' }), message()],
      T0,
    );
    expect(ids[0]).toBe(earlier);
    expect(new Set(ids).size).toBe(3);
    expect((await jobStats(database.db, 'mail.send')).queued).toBe(3);
  });

  it('keeps the files of an email with it, once, and drops them with a rolled-back email', async () => {
    const pdf = { filename: 'estimate\r\n.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 \u0000 bytes') };
    const notes = { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('second') };
    const id = await enqueueEmail(database.db, message({ refId: 'estimate-1', attachments: [pdf, notes] }), T0);
    expect(await enqueueEmail(database.db, message({ refId: 'estimate-1', attachments: [pdf, notes] }), T0)).toBe(id);
    expect(await readAttachments(database.db, id)).toEqual([
      { filename: 'estimate .pdf', contentType: 'application/pdf', content: pdf.content },
      { filename: 'notes.txt', contentType: 'text/plain', content: notes.content },
    ]);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message({ refId: 'estimate-2', attachments: [pdf] }), T0);
        throw new Error('the approval could not be stored');
      }),
    ).rejects.toThrow();
    expect(await database.db.selectFrom('mailAttachments').select('jobId').execute()).toEqual([{ jobId: id }, { jobId: id }]);
  });

  it('commits or rolls back with the transaction that enqueued it', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message({ refId: 'rolled-back' }), T0);
        throw new Error('the lead could not be stored');
      }),
    ).rejects.toThrow('the lead could not be stored');
    expect(await jobStats(database.db, 'mail.send')).toEqual({ queued: 0, running: 0, done: 0, failed: 0 });
  });
});
