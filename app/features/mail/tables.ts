import type { Selectable } from 'kysely';

/** The `outbox` view: each email job (kind mail.send) with the columns of the outbox table it replaced, for operators and tests. */
export interface OutboxTable {
  id: string;
  /** What the email is for, e.g. quote-request.staff; with refId it keys the job so it is enqueued once. */
  kind: string;
  refId: string | null;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** pending, sending, sent or failed (the job's queued, running, done or failed). */
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  lockedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A file sent with an email job; stored with the job, so the runner sends what was queued. */
export interface MailAttachmentTable {
  jobId: string;
  position: number;
  filename: string;
  contentType: string;
  content: Buffer;
}

declare module '~/lib/db-schema' {
  interface Database {
    outbox: OutboxTable;
    mailAttachments: MailAttachmentTable;
  }
}

export type OutboxRow = Selectable<OutboxTable>;
