import type { Generated, Selectable } from 'kysely';
import type { Locale } from '~/lib/locale';
import type { HandoffState } from './chat-protocol';

/** One conversation with the virtual assistant; the id is made by the visitor's browser. */
export interface ChatSessionTable {
  id: string;
  createdAt: string;
  /** When the last message arrived. */
  updatedAt: string;
  /** Where a request for a person stands (chat-protocol.ts, live-chat.server.ts). */
  handoff: Generated<HandoffState>;
  /** Grows with every change of `handoff`, so a browser can tell a newer state from an older one. */
  handoffVersion: Generated<number>;
  /** When the visitor asked for a person (set while waiting). */
  handoffRequestedAt: Generated<string | null>;
  /** The staff member who joined, and the first name the visitor sees. */
  agentId: Generated<string | null>;
  agentName: Generated<string | null>;
  /** The language the visitor last wrote in (or the page's, before they wrote anything telling). */
  language: Generated<Locale>;
  /** The path of the page the chat was opened on ("/services/window-repair"), for staff; null before it was kept. */
  openedOn: Generated<string | null>;
}

export interface ChatMessageTable {
  id: string;
  sessionId: string;
  sender: 'user' | 'bot' | 'staff';
  /** The line's part in the conversation (see app/features/assistant/chat-protocol.ts). */
  kind: string;
  text: string;
  createdAt: string;
  /** Who on the staff wrote a `staff` line, and the first name shown with it. */
  staffUserId: Generated<string | null>;
  authorName: Generated<string | null>;
  /** The id the sending browser gave a live message, so sending it again stores it once. */
  clientId: Generated<string | null>;
}

/** Whether a staff member is available to chat, and when a back-office page of theirs was last open. */
export interface StaffPresenceTable {
  userId: string;
  status: 'available' | 'away';
  lastSeenAt: string;
  updatedAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    staffPresence: StaffPresenceTable;
    chatSessions: ChatSessionTable;
    chatMessages: ChatMessageTable;
  }
}

export type ChatMessageRow = Selectable<ChatMessageTable>;
