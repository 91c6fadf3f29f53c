import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Locale } from '~/lib/locale';

// The lead tables: quote requests, contact messages and the contacts left with the assistant.

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
  /** When it was escalated for still being new after the alert time (null: not escalated). */
  escalatedAt: Generated<string | null>;
  /** When staff first acted on it (status, note, estimate), set once: the speed-to-lead figures. */
  firstResponseAt: Generated<string | null>;
  /** Null for a real lead; otherwise why it was flagged as suspected spam (kept so staff can restore it). */
  spamReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuoteRequestTable extends LeadSourceColumns, LeadLifecycleColumns, ConfirmationColumn {
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
  /** The package chosen on the service's pricing card, if the request started there. */
  servicePackage: Generated<string | null>;
  /** How many windows the visitor said, and the price range shown for them (null: none). */
  windowCount: Generated<number | null>;
  priceLowCents: Generated<number | null>;
  priceHighCents: Generated<number | null>;
  /** The language the visitor wrote in ('en' or 'es'): their emails use it, and staff see it. */
  language: Generated<Locale>;
}

/**
 * When the lead was confirmed from its address (sent while signed in to that verified account,
 * or through the link its confirmation email carries); null: never, and My Requests leaves it out.
 */
interface ConfirmationColumn {
  confirmedAt: Generated<string | null>;
}

export interface ContactMessageTable extends LeadSourceColumns, LeadLifecycleColumns, ConfirmationColumn {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The language the visitor wrote in ('en' or 'es'). */
  language: Generated<Locale>;
}

/** The contact details a visitor left with the assistant; the conversation is its chat_messages. */
export interface ChatbotContactTable {
  id: string;
  sessionId: string;
  name: string;
  email: string;
  phone: string;
  /** What the visitor asked about, in their words. */
  message: string;
  status: string;
  notes: string;
  /** Null for a real contact; otherwise the spam signals it was flagged for (spam.server.ts). */
  spamReason: Generated<string | null>;
  escalatedAt: Generated<string | null>;
  firstResponseAt: Generated<string | null>;
  /** When the visitor, whom nobody could join in the chat, asked to be called back (null: not asked). */
  callbackRequestedAt: Generated<string | null>;
  /** The language the visitor wrote to the assistant in ('en' or 'es'). */
  language: Generated<Locale>;
  createdAt: string;
  updatedAt: string;
}

/** A push alert to staff devices about a lead: queued with the lead, sent once (lead-alerts.server.ts). */
/** A photo sent with a quote request: re-encoded (no EXIF, no location) with its thumbnail. */
export interface QuoteRequestPhotoTable {
  id: string;
  quoteRequestId: string;
  position: number;
  filename: string;
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
  createdAt: string;
}

/**
 * The dashboard's counts kept on write by triggers (migration 2026-11-27-dash-01-lead-counts,
 * decision 0042): per lead table (`kind`), its real leads and those still new, spread over
 * several rows (`slot`) on PostgreSQL so concurrent writers do not queue on one; a kind's
 * figures are the sums of its rows.
 */
export interface LeadCountTable {
  kind: 'quote_requests' | 'contact_messages' | 'chatbot_contacts';
  slot: number;
  total: number;
  fresh: number;
}

/**
 * How quote requesters heard about the company, kept on write by triggers like lead_counts
 * (migration 2026-11-27-referral-counts, decision 0042): real quote requests per answer (`source`,
 * null when the visitor did not say), spread over rows on PostgreSQL so concurrent writers do not
 * queue on one; an answer's figure is the sum of its rows.
 */
export interface LeadReferralCountTable {
  id: Generated<number>;
  source: string | null;
  total: number;
}

/**
 * A past week's dashboard figures (JSON), kept on PostgreSQL until one of the week's leads
 * changes (a trigger deletes the row) or the business calendar does (`calendar` no longer matches).
 * A row with null figures is reserved: the week is being computed (dashboard.server.ts).
 */
export interface LeadWeekFiguresTable {
  week: string;
  calendar: string;
  startsAt: string;
  endsAt: string;
  figures: string | null;
}

declare module '~/lib/db-schema' {
  interface Database {
    leadWeekFigures: LeadWeekFiguresTable;
    leadCounts: LeadCountTable;
    leadReferralCounts: LeadReferralCountTable;
    quoteRequestPhotos: QuoteRequestPhotoTable;
    quoteRequests: QuoteRequestTable;
    contactMessages: ContactMessageTable;
    chatbotContacts: ChatbotContactTable;
  }
}

export type QuoteRequestRow = Selectable<QuoteRequestTable>;
export type NewQuoteRequest = Insertable<QuoteRequestTable>;
export type QuoteRequestUpdate = Updateable<QuoteRequestTable>;
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type ChatbotContactRow = Selectable<ChatbotContactTable>;
