import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Database } from '~/lib/db-schema';
import type { OutboxRow } from './tables';
import { dialectOf } from '~/lib/db.server';

/** pending → sending (claimed under a lease) → sent; back to pending after a failure; failed once it gives up. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EmailMessage {
  /** What the email is for, e.g. quote-request.staff; with refId it identifies the job. */
  kind: string;
  refId?: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with the email, stored with it in the same transaction. */
  attachments?: readonly EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ClaimOptions {
  limit: number;
  /** How long the claim is ours; after that another worker may take the email over. */
  leaseMs: number;
  now: Date;
}

export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 2_000;

/** Collapses a value to one line, so text placed in a header can never start a header of its own. */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

/** 1 minute after the first failed attempt, doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Stores emails for the worker to deliver, in one statement. Pass the transaction that stores
 * the record the emails are about, so all commit together or not at all. An email whose kind
 * and refId were queued before is not queued again: its id is the first email's.
 */
export async function enqueueEmails(
  db: Kysely<Database> | Transaction<Database>,
  messages: readonly EmailMessage[],
  now: Date = new Date(),
): Promise<string[]> {
  const at = now.toISOString();
  const rows = messages.map((message) => ({
    id: uuidv7(),
    kind: message.kind,
    refId: message.refId ?? null,
    toAddress: headerText(message.to),
    replyTo: message.replyTo ? headerText(message.replyTo) : null,
    subject: headerText(message.subject),
    textBody: message.text,
    htmlBody: message.html ?? null,
    status: 'pending' satisfies OutboxStatus,
    lastError: null,
    nextAttemptAt: at,
    lockedUntil: null,
    createdAt: at,
    sentAt: null,
  }));
  if (rows.length === 0) return [];
  const { rows: inserted } = await executeInsert(db, 'outbox', rows, () =>
    db
      .insertInto('outbox')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['kind', 'refId']).doNothing())
      .returning('id'),
  );
  const fresh = new Set(inserted.map((row) => row.id));
  // Only an email queued now gets its files: one queued before already has its own.
  const attachments = rows.flatMap((row, index) =>
    fresh.has(row.id)
      ? (messages[index]!.attachments ?? []).map((file, position) => ({
          outboxId: row.id,
          position,
          filename: headerText(file.filename),
          contentType: headerText(file.contentType),
          content: file.content,
        }))
      : [],
  );
  if (attachments.length > 0) await db.insertInto('outboxAttachments').values(attachments).execute();
  if (inserted.length === rows.length) return rows.map((row) => row.id);
  const ids: string[] = [];
  for (const row of rows) {
    if (fresh.has(row.id) || row.refId === null) {
      ids.push(row.id);
      continue;
    }
    const first = await db.selectFrom('outbox').select('id').where('kind', '=', row.kind).where('refId', '=', row.refId).executeTakeFirstOrThrow();
    ids.push(first.id);
  }
  return ids;
}

/** One email; see enqueueEmails. */
export async function enqueueEmail(db: Kysely<Database> | Transaction<Database>, message: EmailMessage, now: Date = new Date()): Promise<string> {
  const [id] = await enqueueEmails(db, [message], now);
  return id!;
}

/** The files queued with an email, in order. */
/** Whether an email of this kind about this subject was ever queued: what sends once a day asks it. */
export async function wasQueued(db: Kysely<Database>, kind: string, refId: string): Promise<boolean> {
  const row = await db.selectFrom('outbox').select('id').where('kind', '=', kind).where('refId', '=', refId).executeTakeFirst();
  return row !== undefined;
}

export async function readAttachments(db: Kysely<Database>, outboxId: string): Promise<EmailAttachment[]> {
  const rows = await db
    .selectFrom('outboxAttachments')
    .select(['filename', 'contentType', 'content'])
    .where('outboxId', '=', outboxId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ filename: row.filename, contentType: row.contentType, content: Buffer.from(row.content) }));
}

/**
 * Due for a send: waiting and its time has come, or claimed by a worker whose lease ran out (it
 * stopped mid-send). Two separate conditions, so each is answered from the (status, …) index in
 * order and stops at the limit: one OR over both made SQLite gather and sort every waiting email,
 * which with a backlog of thousands held the server up for tens of milliseconds per claim.
 */
const dueConditions = [
  { status: 'pending', dueColumn: 'nextAttemptAt' },
  { status: 'sending', dueColumn: 'lockedUntil' },
] as const satisfies readonly { status: OutboxStatus; dueColumn: 'nextAttemptAt' | 'lockedUntil' }[];

/**
 * Takes up to `limit` due emails for this worker alone: marks them sending under a lease and
 * counts the attempt before anything is sent, so an attempt that crashes the process still
 * counts towards giving up. Waiting emails are claimed first, then any whose lease ran out, one
 * statement each: on PostgreSQL, SKIP LOCKED lets several
 * processes claim side by side, and the CTE is MATERIALIZED because a plain `IN (subquery)`
 * may be re-run per row and claim more than `limit`; SQLite holds its write lock for the whole
 * statement. Either way, two claimers never receive the same email.
 */
export async function claimDueEmails(db: Kysely<Database>, { limit, leaseMs, now }: ClaimOptions): Promise<OutboxRow[]> {
  const at = now.toISOString();
  await giveUpOnAbandonedEmails(db, at);
  const postgres = dialectOf(db) === 'postgres';
  const claimed: OutboxRow[] = [];
  for (const { status, dueColumn } of dueConditions) {
    if (claimed.length >= limit) break;
    const rows = await db
      .with(
        (cte) => cte('due').materialized(),
        (query) =>
          query
            .selectFrom('outbox')
            .select('id')
            .where((eb) => eb.and([eb('status', '=', status), eb(dueColumn, '<=', at), eb('attempts', '<', MAX_ATTEMPTS)]))
            .orderBy('nextAttemptAt')
            .orderBy('id')
            .limit(limit - claimed.length)
            .$if(postgres, (locking) => locking.forUpdate().skipLocked()),
      )
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending' satisfies OutboxStatus,
        lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      // Only by id: a second check of the condition here made SQLite pick the status index and
      // walk every waiting email again. The rows cannot change in between: SQLite runs the whole
      // statement under its write lock, and on PostgreSQL FOR UPDATE holds them (rows changed
      // before the lock are re-checked against the CTE's condition by PostgreSQL itself).
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .returningAll()
      .execute();
    claimed.push(...rows);
  }
  return claimed.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id.localeCompare(b.id));
}

/** A worker stopped during the last allowed attempt: whether that one arrived is unknown, and no further attempt is allowed. */
async function giveUpOnAbandonedEmails(db: Kysely<Database>, at: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'failed' satisfies OutboxStatus,
      lockedUntil: null,
      lastError: `Gave up after ${MAX_ATTEMPTS} attempts; the worker stopped during the last one, so it may or may not have been delivered`,
    })
    .where('status', '=', 'sending')
    .where('lockedUntil', '<=', at)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .execute();
}

/** Records a delivery. Unconditional on the lease: a late success still means the email went out. */
export async function markSent(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent' satisfies OutboxStatus, sentAt: now.toISOString(), lockedUntil: null })
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/**
 * Records a failed attempt on an email claimed by claimDueEmails: it becomes pending again after
 * a backoff, or failed for good after MAX_ATTEMPTS. Returns the updated row, or undefined when
 * the lease had already passed to another worker, whose outcome then stands.
 */
export async function markFailed(
  db: Kysely<Database>,
  claimed: Pick<OutboxRow, 'id' | 'attempts' | 'lockedUntil'>,
  error: string,
  now: Date = new Date(),
): Promise<OutboxRow | undefined> {
  const givesUp = claimed.attempts >= MAX_ATTEMPTS;
  return db
    .updateTable('outbox')
    .set({
      status: (givesUp ? 'failed' : 'pending') satisfies OutboxStatus,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      lockedUntil: null,
      ...(givesUp ? {} : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)).toISOString() }),
    })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('lockedUntil', '=', claimed.lockedUntil)
    .returningAll()
    .executeTakeFirst();
}

/** How many emails are in each state, for operators and the health of the queue. */
export async function outboxStats(db: Kysely<Database>): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const stats: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.status in stats) stats[row.status as OutboxStatus] = Number(row.count);
  }
  return stats;
}
