import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Where a lead came from: the page it was sent from, the referrer and any UTM tags. */
export interface LeadSourceColumns {
  landingPath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

interface LeadLifecycleColumns {
  status: string;
  notes: string;
  /** Null for a real lead; otherwise why it was flagged as suspected spam (kept so staff can restore it). */
  spamReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuoteRequestTable extends LeadSourceColumns, LeadLifecycleColumns {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  projectType: string;
  projectDescription: string;
  budget: string | null;
  timeframe: string | null;
  howDidYouHear: string | null;
}

export interface ContactMessageTable extends LeadSourceColumns, LeadLifecycleColumns {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

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

export interface Database {
  quoteRequests: QuoteRequestTable;
  contactMessages: ContactMessageTable;
  outbox: OutboxTable;
}

export type QuoteRequestRow = Selectable<QuoteRequestTable>;
export type NewQuoteRequest = Insertable<QuoteRequestTable>;
export type QuoteRequestUpdate = Updateable<QuoteRequestTable>;
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
