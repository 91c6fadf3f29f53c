import type { Generated, Insertable, Selectable } from 'kysely';

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
  status: string;
  attempts: Generated<number>;
  lastError: string | null;
  nextAttemptAt: string;
  lockedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A file sent with an outbox email; stored with the email, so the worker sends what was queued. */
export interface OutboxAttachmentTable {
  outboxId: string;
  position: number;
  filename: string;
  contentType: string;
  content: Buffer;
}

declare module '~/lib/db-schema' {
  interface Database {
    outbox: OutboxTable;
    outboxAttachments: OutboxAttachmentTable;
  }
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
