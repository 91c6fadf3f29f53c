import { assistantCopy } from './assistant-copy';

/** What the chat widget and POST /api/chat say to each other; shared by browser and server. */

export const MAX_MESSAGE_LENGTH = 1000;

/** Where the browser keeps the id of the conversation under way (SPEC section 7). */
export const SESSION_STORAGE_KEY = 'chatSessionId';

/** Contacts the browser collected but could not save yet; retried on the next open or message. */
export const PENDING_CONTACTS_STORAGE_KEY = 'chatPendingContacts';

/** Session ids are UUIDs made by the browser. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the assistant waits for after its last line: free chat, a yes/no to its offer, or a contact detail. */
export type ChatStep = 'chat' | 'offer' | 'name' | 'email' | 'phone' | 'done';

/**
 * The part each line plays, stored with it. The assistant's state is read from the kind of its
 * last line, so the conversation on the server is the single source of truth.
 */
export type BotLineKind =
  | 'greeting'
  | 'answer'
  | 'offer'
  | 'ask-name'
  | 'ask-email'
  | 'invalid-email'
  | 'ask-phone'
  | 'collected';
/** `contact`: a message that gave details unasked ("I'm Ana, ana@example.com"). */
export type UserLineKind = 'question' | 'consent' | 'name' | 'email' | 'phone' | 'contact';
export type LineKind = BotLineKind | UserLineKind;

/** A chip under the conversation: its label, and the message it sends. */
export interface QuickReply {
  label: string;
  message: string;
}

/**
 * The chips for a step: Yes and No to the offer; common topics in free chat; none while a
 * detail is asked for, so a tap never becomes a name or a phone number.
 */
export function quickRepliesFor(step: ChatStep): QuickReply[] {
  const replies = assistantCopy.quickReplies;
  if (step === 'offer') return [replies.yes, replies.no];
  if (step === 'chat') return [replies.prices, replies.hours, replies.quote, replies.person];
  if (step === 'done') return [replies.prices, replies.hours, replies.person];
  return [];
}

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

export interface ChatRequest {
  sessionId: string;
  message: string;
  /** The widget showed the contact offer before this conversation's first message. */
  offered?: boolean;
}

export interface ChatResponse {
  response: string;
  step: ChatStep;
  /** Present once, with step 'done': what the widget then saves through POST /api/chatbot-contacts. */
  contact?: ContactDetails;
}

export interface ChatErrorResponse {
  error: string;
}

const stepAfterBotLine: Partial<Record<BotLineKind, ChatStep>> = {
  offer: 'offer',
  'ask-name': 'name',
  'ask-email': 'email',
  'invalid-email': 'email',
  'ask-phone': 'phone',
  collected: 'done',
};

/** The step a conversation is at, from the kind of the assistant's last line. */
export function stepAfter(lastBotKind: string | undefined): ChatStep {
  return stepAfterBotLine[lastBotKind as BotLineKind] ?? 'chat';
}
