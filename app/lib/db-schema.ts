import type { Generated, Insertable, Selectable, SqlBool, Updateable } from 'kysely';

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

/** better-auth's user, with the columns this product adds (role, phone, address). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** A boolean on PostgreSQL, 0 or 1 on SQLite. */
  emailVerified: SqlBool;
  image: string | null;
  role: string;
  phone: string | null;
  address: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderTable {
  id: string;
  userId: string;
  service: string;
  /** The day of the job, YYYY-MM-DD. */
  date: string;
  status: string;
  amountCents: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuditLogTable {
  id: string;
  actor: string;
  /** Added by the back-office migration; null for changes made outside a session. */
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** JSON text. */
  detail: string | null;
  createdAt: string;
}

/** One conversation with the virtual assistant; the id is made by the visitor's browser. */
export interface ChatSessionTable {
  id: string;
  createdAt: string;
  /** When the last message arrived. */
  updatedAt: string;
}

export interface ChatMessageTable {
  id: string;
  sessionId: string;
  sender: 'user' | 'bot';
  /** The line's part in the conversation (see app/features/assistant/chat-protocol.ts). */
  kind: string;
  text: string;
  createdAt: string;
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
  createdAt: string;
  updatedAt: string;
}

/** Application settings: one row, id 'app' (SPEC: the settings document named 'app'). */
export interface SettingsTable {
  id: string;
  name: string;
  updatedAt: string;
  /** The user id of whoever saved it last. */
  updatedBy: string | null;
}

/** One key's fixed window of a shared rate limit (see app/lib/rate-limit-database.server.ts). */
export interface RateLimitTable {
  /** The limiter's name and the limited key, e.g. `lead:lead:203.0.113.7`. */
  key: string;
  count: number;
  windowEndsAt: string;
}

export interface Database {
  quoteRequests: QuoteRequestTable;
  contactMessages: ContactMessageTable;
  outbox: OutboxTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  orders: OrderTable;
  auditLog: AuditLogTable;
  chatSessions: ChatSessionTable;
  chatMessages: ChatMessageTable;
  chatbotContacts: ChatbotContactTable;
  settings: SettingsTable;
  rateLimits: RateLimitTable;
}

export type QuoteRequestRow = Selectable<QuoteRequestTable>;
export type NewQuoteRequest = Insertable<QuoteRequestTable>;
export type QuoteRequestUpdate = Updateable<QuoteRequestTable>;
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
export type UserRow = Selectable<UserTable>;
export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type ChatMessageRow = Selectable<ChatMessageTable>;
export type ChatbotContactRow = Selectable<ChatbotContactTable>;
