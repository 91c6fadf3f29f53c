import type { Selectable } from 'kysely';

// What happens after the first answer (docs/follow-ups.md): the emails planned for a customer and
// the calls staff are asked to make.

export interface FollowUpTable {
  id: string;
  /** estimate-follow-up, review-request, review-reminder, or call (a task for staff). */
  kind: string;
  /** 'estimate' or 'order'. */
  subjectType: string;
  subjectId: string;
  /** The lead it comes from, for the lead's timeline. */
  quoteRequestId: string | null;
  /** 1 for the first email of its kind. */
  step: number;
  email: string;
  name: string;
  language: string;
  dueAt: string;
  /** scheduled → sent, or stopped (a stop condition held when it was due) or cancelled (by staff); a call is open → done. */
  state: string;
  /** Why it was stopped or cancelled: approved, declined, replied, booked, opted-out, expired, new-link, reopened, clicked, staff. */
  reason: string | null;
  settledAt: string | null;
  /** Who cancelled it or did the call: a staff email, or null. */
  settledBy: string | null;
  /** The estimate's link the follow-up repeats (the one its email carried), sealed (features/mail/links): it works only once opened as the email is sent. */
  link: string | null;
  /** SHA-256 of that link's token: a new link makes the old follow-ups stop. */
  linkHash: string | null;
  /** SHA-256 of the token of the tracked review link (/r/<token>) in a review email. */
  clickTokenHash: string | null;
  clickedAt: string | null;
  feedbackClickedAt: string | null;
  /** Whether the customer had opened the estimate when the follow-up was sent (1/0; null before). */
  opened: number | null;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    followUps: FollowUpTable;
  }
}

export type FollowUpRow = Selectable<FollowUpTable>;
