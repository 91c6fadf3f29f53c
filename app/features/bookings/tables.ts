import type { Locale } from '~/lib/locale';

// Estimate visits and the short holds of a time a visitor is confirming (docs/bookings.md).

/**
 * booked → cancelled; a moved visit stays booked with its new times and a higher sequence. A
 * visit a visitor books is booked but tentative (`confirmedAt` null) until the link emailed to
 * its address confirms it; one nobody confirms by `confirmBy` is cancelled ('unconfirmed').
 */
export type VisitStatus = 'booked' | 'cancelled';

export interface VisitsTable {
  id: string;
  /** The staff member who goes (an estimator: a staff account with working hours). */
  estimatorId: string;
  /** ISO-8601 UTC. */
  startsAt: string;
  endsAt: string;
  /** The end plus the travel buffer: the database refuses two booked visits of one estimator whose [startsAt, busyUntil) overlap. */
  busyUntil: string;
  status: VisitStatus;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  zipCode: string;
  language: Locale;
  /** The quote request the visit is for, when booked from one. */
  quoteRequestId: string | null;
  /** SHA-256 of the manage link's token (the token itself is only in the customer's email). */
  manageTokenHash: string;
  /** The invitation's SEQUENCE: raised each time the visit is moved or cancelled. */
  sequence: number;
  createdAt: string;
  /** A staff user id, or null when the customer booked. */
  createdBy: string | null;
  updatedAt: string;
  cancelledAt: string | null;
  /** A staff user id, 'customer', 'unconfirmed' (nobody confirmed it in time), or null while booked. */
  cancelledBy: string | null;
  /** When the customer confirmed it from their email (or when staff booked it); null while tentative. */
  confirmedAt: string | null;
  /** While tentative: when its time is released unless confirmed. */
  confirmBy: string | null;
}

/** A time kept for a visitor for BOOKING_HOLD_MINUTES while they confirm their details. */
export interface VisitHoldsTable {
  /** Also the capability: a random token only the visitor's form carries. */
  id: string;
  estimatorId: string;
  startsAt: string;
  busyUntil: string;
  expiresAt: string;
  createdAt: string;
  /** SHA-256 of the booking cookie of the browser that holds it: one live hold per browser. */
  holder: string | null;
}

/** Each staff member's calendar feed: /calendar/<feedId>.<signature>.ics (staff-calendar.server.ts). */
export interface StaffCalendarFeedsTable {
  userId: string;
  /** Random; replaced when the member asks for a new address. Opens nothing without the server's signature. */
  feedId: string;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    visits: VisitsTable;
    visitHolds: VisitHoldsTable;
    staffCalendarFeeds: StaffCalendarFeedsTable;
  }
}
