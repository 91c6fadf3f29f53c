/** What the chat widget and POST /api/chat say to each other; shared by browser and server. */

export const MAX_MESSAGE_LENGTH = 1000;

/** Where the browser keeps the id of the conversation under way (SPEC section 7). */
export const SESSION_STORAGE_KEY = 'chatSessionId';

/** The conversation under way with a person (or waiting for one): a reload or another tab opens the chat on it. */
export const LIVE_SESSION_STORAGE_KEY = 'chatLiveSessionId';

/** Contacts the browser collected but could not save yet; retried on the next open or message. */
export const PENDING_CONTACTS_STORAGE_KEY = 'chatPendingContacts';

/** Session ids are UUIDs (the server makes a conversation's; the browser makes each live message's). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the conversation waits for after its last line: free chat, a yes/no to the assistant's
 * offer, a contact detail; or, once the visitor asked for a person, `waiting` for one to accept
 * and `live` while they talk (the assistant is then silent).
 */
export type ChatStep = 'chat' | 'offer' | 'name' | 'email' | 'phone' | 'done' | 'waiting' | 'live';

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
  | 'collected'
  // The hand-off to a person (live-chat.server.ts): connecting, joined, handed back, ended.
  | 'connecting'
  | 'joined'
  | 'handed-back'
  | 'ended';
/** `contact`: a message that gave details unasked ("I'm Ana, ana@example.com"). `live`: a message to a person. */
export type UserLineKind = 'question' | 'consent' | 'name' | 'email' | 'phone' | 'contact' | 'live';
/** A staff member's message in a live chat. */
export type StaffLineKind = 'staff';
export type LineKind = BotLineKind | UserLineKind | StaffLineKind;

/**
 * Where a request for a person stands. `none`: the assistant answers. `waiting`: staff were
 * alerted and one may accept. `live`: a staff member joined; the assistant is silent. `callback`:
 * nobody could join, and the assistant is taking a name and phone number for a call back.
 */
export type HandoffState = 'none' | 'waiting' | 'live' | 'callback';

/** One line of a conversation as the live chat's browsers (visitor and staff) receive it. */
export interface ChatLineData {
  id: string;
  sender: 'user' | 'bot' | 'staff';
  kind: string;
  text: string;
  createdAt: string;
  /** The first name of the staff member who wrote a `staff` line. */
  authorName: string | null;
  /** The id the sending browser gave the line, so its own copy is matched rather than shown twice. */
  clientId: string | null;
}

/** Where a conversation's hand-off stands; `version` grows with each change, so an older state never replaces a newer. */
export interface ChatStateData {
  handoff: HandoffState;
  agentName: string | null;
  version: number;
}

/** The first event of a live chat's stream: the whole conversation and its state, sent again on every reconnection. */
export interface ChatSnapshot {
  state: ChatStateData;
  lines: ChatLineData[];
}

/** Someone is typing in a live chat. */
export interface ChatTypingData {
  from: 'visitor' | 'staff';
  name: string | null;
}

/** How long a typing indicator stays without a new sign of typing. */
export const TYPING_SHOWN_MS = 4_000;
/** A browser says it is typing at most this often. */
export const TYPING_EVERY_MS = 2_000;

/** A chip under the conversation: its label, and the message it sends. */
export interface QuickReply {
  label: string;
  message: string;
}

/**
 * The chips for a step: Yes and No to the offer; common topics in free chat; none while a
 * detail is asked for, so a tap never becomes a name or a phone number.
 */
export function quickRepliesFor(step: ChatStep, replies: Readonly<Record<'yes' | 'no' | 'prices' | 'hours' | 'quote' | 'person', QuickReply>>): QuickReply[] {
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
  /**
   * One of this browser's conversations: the id an earlier answer gave. Without it, or with an id
   * this browser's cookie does not vouch for, the message begins a new conversation.
   */
  sessionId?: string;
  message: string;
  /** The widget showed the contact offer before this conversation's first message. */
  offered?: boolean;
  /** A UUID the browser gives a message to a person, so sending it again after a dropped connection stores it once. */
  clientId?: string;
  /** The language of the page the visitor writes from (the assistant answers in the visitor's own, when it can tell). */
  language?: 'en' | 'es';
  /** The path of the page the chat was opened on, sent with a new conversation's first message: staff see it. */
  page?: string;
}

export interface ChatResponse {
  /** The conversation the message went to (POST /api/chat): the browser sends it with the next one. */
  sessionId?: string;
  /** The assistant's answer; absent while the visitor waits for or talks with a person. */
  response?: string;
  step: ChatStep;
  /** Present once, with step 'done': what the widget then saves through POST /api/chatbot-contacts. */
  contact?: ContactDetails;
  /** The stored line of a message to a person (steps `waiting` and `live`). */
  line?: ChatLineData;
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
