import type { Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';

// What later features do when an estimate is sent or approved, in the transaction that sends it: features
// after estimates in the layers (followups) cannot be imported here, so the process hands their
// hooks in through AppServices (docs/decisions/0040-follow-ups.md).

/** An estimate just emailed to its customer, with the link the email carried. */
export interface SentEstimate {
  estimateId: string;
  quoteRequestId: string;
  email: string;
  name: string;
  language: Locale;
  /** The customer's link, sealed (features/mail/links: opened only as an email is sent), and the SHA-256 of its token (a later link replaces it). */
  url: string;
  tokenHash: string;
  sentAt: string;
  resent: boolean;
}

/** An estimate the customer just approved, and the order it became. */
export interface ApprovedEstimate {
  estimateId: string;
  quoteRequestId: string;
  orderId: string;
  email: string;
  name: string;
  language: Locale;
  totalCents: number;
}

export interface EstimateHooks {
  sent(trx: Transaction<Database>, sent: SentEstimate, now: Date): Promise<void>;
  /** In the approval's transaction (payments: the deposit invoice and its email). */
  approved?(trx: Transaction<Database>, approved: ApprovedEstimate, now: Date): Promise<void>;
}
