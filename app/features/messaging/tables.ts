import type { Selectable } from 'kysely';

// Texting with customers through Twilio (docs/texting.md, decision 0046).

/** One conversation per phone number: the thread staff see, the lead it belongs to, and its opt-out. */
export interface SmsConversationTable {
  id: string;
  /** E.164, as Twilio writes it. */
  phone: string;
  /** The lead the number belongs to ('quote-requests', 'contact-messages' or 'chatbot-contacts'), or null. */
  leadKind: string | null;
  leadId: string | null;
  /** The staff member's user id it is assigned to, or null. */
  assignedTo: string | null;
  /** Texts received since staff last read it. */
  unread: number;
  /** When the number sent STOP (or a carrier said it opted out); null: texts may go to it. */
  optedOutAt: string | null;
  lastMessageAt: string;
  /** When the caller was last sent a missed-call text (SMS_TEXT_BACK_HOURS apart at most once). */
  lastTextBackAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SmsMessageTable {
  id: string;
  conversationId: string;
  direction: 'in' | 'out';
  /** text (from the customer), reply (staff), keyword (our answer to STOP, START or HELP), text-back (a missed call). */
  kind: string;
  body: string;
  /** JSON array of the media links an inbound text carried, or null. */
  media: string | null;
  /** Twilio's MessageSid: a webhook or send is stored once by it. */
  twilioSid: string | null;
  /** in: received; out: queued → sent → delivered | undelivered | failed. */
  status: string;
  /** Twilio's error code when a text failed, or ours ('opted-out'). */
  errorCode: string | null;
  /** The staff member who wrote a reply (email), or null. */
  sentBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A call to the office through the Twilio number, stored once by its CallSid. */
export interface SmsCallTable {
  callSid: string;
  conversationId: string;
  caller: string;
  /** How the dial to the office ended (completed, no-answer, busy, failed, canceled), null while it rings. */
  outcome: string | null;
  /** 1 when the caller was texted back for it. */
  textedBack: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A customer's written consent to receive texts about their request (Florida §501.059, the TCPA):
 * given by ticking the forms' box (or `smsConsent: true` through the lead APIs), kept with the
 * number, the time, the page and the exact wording shown. One per lead.
 */
export interface SmsConsentTable {
  id: string;
  /** E.164. */
  phone: string;
  /** 'quote-requests', 'contact-messages' or 'bookings'. */
  leadKind: string;
  leadId: string;
  /** The page the box was ticked on (/get-quote, /es/contact, /book), or the API's path. */
  page: string;
  language: string;
  /** The disclosure exactly as it was shown beside the box. */
  wording: string;
  consentedAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    smsConsents: SmsConsentTable;
    smsConversations: SmsConversationTable;
    smsMessages: SmsMessageTable;
    smsCalls: SmsCallTable;
  }
}

export type SmsConversationRow = Selectable<SmsConversationTable>;
export type SmsMessageRow = Selectable<SmsMessageTable>;
