import type { Selectable } from 'kysely';

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
