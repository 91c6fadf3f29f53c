import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/lib/db.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import {
  type EmailMessage,
  MAX_ATTEMPTS,
  claimDueEmails,
  enqueueEmail,
  enqueueEmails,
  markFailed,
  markSent,
  outboxStats,
  readAttachments,
  retryDelayMs,
} from './outbox.server';

const T0 = new Date('2026-11-21T15:00:00.000Z');
const LEASE_MS = 5 * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

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

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling up to an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => retryDelayMs(attempts) / 60_000);
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
    await database.db.deleteFrom('outbox').execute();
  });

  const claim = (now: Date, limit = 10) => claimDueEmails(database.db, { limit, leaseMs: LEASE_MS, now });
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
    expect((await outboxStats(database.db)).pending).toBe(3);
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
    expect(await database.db.selectFrom('outboxAttachments').select('outboxId').execute()).toEqual([{ outboxId: id }, { outboxId: id }]);
  });

  it('commits or rolls back with the transaction that enqueued it', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message({ refId: 'rolled-back' }), T0);
        throw new Error('the lead could not be stored');
      }),
    ).rejects.toThrow('the lead could not be stored');
    expect(await outboxStats(database.db)).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  });

  it('claims only emails whose time has come, under a lease, counting the attempt', async () => {
    const id = await enqueueEmail(database.db, message(), at(60_000));
    expect(await claim(T0)).toEqual([]);

    const [claimed, ...rest] = await claim(at(60_000));
    expect(rest).toEqual([]);
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1, lockedUntil: at(60_000 + LEASE_MS).toISOString() });
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('leaves a leased email alone until the lease runs out, then lets another worker take it over', async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    await claim(T0);
    expect(await claim(at(LEASE_MS - 1))).toEqual([]);
    const [retaken] = await claim(at(LEASE_MS));
    expect(retaken).toMatchObject({ id, attempts: 2, lockedUntil: at(2 * LEASE_MS).toISOString() });
  });

  it('claims the oldest due emails first, up to the limit', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await enqueueEmail(database.db, message(), at(i * 1000)));
    expect((await claim(at(10_000), 3)).map((email) => email.id)).toEqual(ids.slice(0, 3));
    expect((await claim(at(10_000), 3)).map((email) => email.id)).toEqual(ids.slice(3));
  });

  it('never gives the same email to two claimers at once', async () => {
    // A second connection pool stands in for a second server process on the same database.
    const other: DatabaseHandle = openDatabase(database.url);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 40; i++) ids.add(await enqueueEmail(database.db, message(), T0));
      const claimers = [database.db, database.db, other.db, other.db].map(async (db) => {
        const taken: string[] = [];
        for (;;) {
          const batch = await claimDueEmails(db, { limit: 3, leaseMs: LEASE_MS, now: T0 });
          if (batch.length === 0) return taken;
          taken.push(...batch.map((email) => email.id));
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
    it('skips emails another transaction is claiming instead of waiting for it', async () => {
      const first = await enqueueEmail(database.db, message(), T0);
      const second = await enqueueEmail(database.db, message(), at(1));
      await database.db.transaction().execute(async (trx) => {
        expect((await claimDueEmails(trx, { limit: 1, leaseMs: LEASE_MS, now: at(1) })).map((e) => e.id)).toEqual([first]);
        expect((await claim(at(1))).map((e) => e.id)).toEqual([second]);
      });
    });
  }

  it('records a delivery', async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    await claim(T0);
    await markSent(database.db, id, at(2000));
    expect(await row(id)).toMatchObject({ status: 'sent', sentAt: at(2000).toISOString(), lockedUntil: null, attempts: 1 });
    expect(await claim(at(24 * 60 * 60_000))).toEqual([]);
  });

  it('retries a failed email with growing pauses and keeps the last error', async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    const [first] = await claim(T0);
    const failed = await markFailed(database.db, first!, '451 mailbox busy', T0);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '451 mailbox busy',
      lockedUntil: null,
      nextAttemptAt: at(60_000).toISOString(),
    });

    expect(await claim(at(59_999))).toEqual([]);
    const [second] = await claim(at(60_000));
    expect(second).toMatchObject({ id, attempts: 2, lastError: '451 mailbox busy' });
    expect(await markFailed(database.db, second!, 'connection refused', at(60_000))).toMatchObject({
      attempts: 2,
      lastError: 'connection refused',
      nextAttemptAt: at(60_000 + 2 * 60_000).toISOString(),
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the last error`, async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    await database.db.updateTable('outbox').set({ attempts: MAX_ATTEMPTS - 1 }).where('id', '=', id).execute();
    const [last] = await claim(T0);
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS });
    await markFailed(database.db, last!, '550 no such user', T0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 no such user', lockedUntil: null });
    expect(await claim(at(7 * 24 * 60 * 60_000))).toEqual([]);
  });

  it('gives up on an email whose last allowed attempt was cut short, instead of sending it again', async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    await database.db.updateTable('outbox').set({ attempts: MAX_ATTEMPTS - 1 }).where('id', '=', id).execute();
    await claim(T0);
    expect(await claim(at(LEASE_MS))).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lockedUntil: null });
    expect((await row(id)).lastError).toMatch(/gave up/i);
  });

  it('ignores a failure reported after the lease passed to another worker', async () => {
    const id = await enqueueEmail(database.db, message(), T0);
    const [stale] = await claim(T0);
    const [current] = await claim(at(LEASE_MS));
    expect(await markFailed(database.db, stale!, 'too late', at(LEASE_MS))).toBeUndefined();
    expect(await row(id)).toMatchObject({ status: 'sending', lockedUntil: current!.lockedUntil, lastError: null });
  });

  it('counts emails by status', async () => {
    const sent = await enqueueEmail(database.db, message(), T0);
    const failing = await enqueueEmail(database.db, message(), at(1));
    await enqueueEmail(database.db, message(), at(LEASE_MS));
    const claimed = await claim(at(1));
    await markSent(database.db, sent, at(1));
    await markFailed(database.db, claimed.find((email) => email.id === failing)!, 'refused', at(1));
    await enqueueEmail(database.db, message(), T0);
    await claim(T0, 1);
    expect(await outboxStats(database.db)).toEqual({ pending: 2, sending: 1, sent: 1, failed: 0 });
  });
});
