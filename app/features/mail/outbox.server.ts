import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Database } from '~/lib/db-schema';
import { backoff, defineJobKind, jobRow } from '~/lib/jobs/jobs.server';

// Emails are jobs of the kind mail.send (app/lib/jobs/): enqueued in the transaction that stores
// what they are about, sent by features/mail/jobs.server.ts. The `outbox` view lists them.

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
  /** Not sent before this time (quiet hours, a follow-up's day); now by default. */
  sendAt?: Date;
  /**
   * Where the recipient stops this kind of email (RFC 2369 and RFC 8058): sent as List-Unsubscribe
   * and List-Unsubscribe-Post. Set by features/notifications on automated customer email only,
   * which the mail job may also suppress at send time (see sendEmailJob's `suppress`).
   */
  listUnsubscribe?: ListUnsubscribe | null;
}

/** An https URL that unsubscribes with one POST, and a mailto: address that does the same by hand. */
export interface ListUnsubscribe {
  url: string;
  mailto: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Tries before an email is kept as failed: 1 minute after the first failure, doubling up to an hour, so about 8 hours in all. */
export const MAX_ATTEMPTS = 12;

const emailPayload = z.object({
  kind: z.string(),
  refId: z.string().nullable(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  // Optional: jobs queued before it existed have none.
  listUnsubscribe: z.object({ url: z.string(), mailto: z.string() }).nullable().optional(),
});
export type EmailPayload = z.infer<typeof emailPayload>;

/** Sending one email: what features/mail/jobs.server.ts runs; enqueued by enqueueEmails. */
export const sendEmailKind = defineJobKind({ kind: 'mail.send', schema: emailPayload, maxAttempts: MAX_ATTEMPTS, retryDelayMs: backoff(60_000, 60 * 60_000) });

/** The key that enqueues an email of one kind about one record once. */
function emailKey(kind: string, refId: string | null): string | null {
  return refId === null ? null : `mail:${kind}:${refId}`;
}

/** Collapses a value to one line, so text placed in a header can never start a header of its own. */
export function headerText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
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
  const rows = messages.map((message) => {
    const refId = message.refId ?? null;
    const payload: EmailPayload = {
      kind: message.kind,
      refId,
      to: headerText(message.to),
      replyTo: message.replyTo ? headerText(message.replyTo) : null,
      subject: headerText(message.subject),
      text: message.text,
      html: message.html ?? null,
      listUnsubscribe: message.listUnsubscribe ? { url: headerText(message.listUnsubscribe.url), mailto: headerText(message.listUnsubscribe.mailto) } : null,
    };
    return jobRow(sendEmailKind, payload, { key: emailKey(message.kind, refId), now, runAt: message.sendAt });
  });
  if (rows.length === 0) return [];
  const { rows: inserted } = await executeInsert(db, 'email-job', rows, () =>
    db
      .insertInto('jobs')
      .values(rows)
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id'),
  );
  const fresh = new Set(inserted.map((row) => row.id));
  // Only an email queued now gets its files: one queued before already has its own.
  const attachments = rows.flatMap((row, index) =>
    fresh.has(row.id)
      ? (messages[index]!.attachments ?? []).map((file, position) => ({
          jobId: row.id,
          position,
          filename: headerText(file.filename),
          contentType: headerText(file.contentType),
          content: file.content,
        }))
      : [],
  );
  if (attachments.length > 0) await db.insertInto('mailAttachments').values(attachments).execute();
  if (inserted.length === rows.length) return rows.map((row) => row.id);
  const ids: string[] = [];
  for (const row of rows) {
    if (fresh.has(row.id) || row.key === null) {
      ids.push(row.id);
      continue;
    }
    const first = await db.selectFrom('jobs').select('id').where('key', '=', row.key).executeTakeFirstOrThrow();
    ids.push(first.id);
  }
  return ids;
}

/** One email; see enqueueEmails. */
export async function enqueueEmail(db: Kysely<Database> | Transaction<Database>, message: EmailMessage, now: Date = new Date()): Promise<string> {
  const [id] = await enqueueEmails(db, [message], now);
  return id!;
}

/**
 * Takes back an email queued with `kind` and `refId` that no runner has claimed yet (an action
 * undone within seconds); its files go with it. Resolves to whether it was taken back: false once
 * it is being sent or was sent.
 */
export async function withdrawQueuedEmail(db: Kysely<Database> | Transaction<Database>, kind: string, refId: string): Promise<boolean> {
  const key = emailKey(kind, refId);
  if (key === null) return false;
  const job = await db.selectFrom('jobs').select('id').where('key', '=', key).where('state', '=', 'queued').executeTakeFirst();
  if (!job) return false;
  const deleted = await db.deleteFrom('jobs').where('id', '=', job.id).where('state', '=', 'queued').executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await db.deleteFrom('mailAttachments').where('jobId', '=', job.id).execute();
  return true;
}

/** The files queued with an email, in order. */
export async function readAttachments(db: Kysely<Database>, jobId: string): Promise<EmailAttachment[]> {
  const rows = await db.selectFrom('mailAttachments').select(['filename', 'contentType', 'content']).where('jobId', '=', jobId).orderBy('position').execute();
  return rows.map((row) => ({ filename: row.filename, contentType: row.contentType, content: Buffer.from(row.content) }));
}

/** Whether an email of this kind about this record was queued (sent or not). */
export async function emailQueued(db: Kysely<Database>, kind: string, refId: string): Promise<boolean> {
  return (await db.selectFrom('jobs').select('id').where('key', '=', emailKey(kind, refId)).executeTakeFirst()) !== undefined;
}
