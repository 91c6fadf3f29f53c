import { type ContactDetails, LIVE_SESSION_STORAGE_KEY, PENDING_CONTACTS_STORAGE_KEY, SESSION_ID_PATTERN, SESSION_STORAGE_KEY } from '../chat-protocol';

export interface PendingContact extends ContactDetails {
  sessionId: string;
}

/** A new conversation's id. randomUUID exists only on https and localhost, hence the fallback. */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SPEC section 7: the conversation's id is kept in local storage. */
export function rememberSessionId(sessionId: string): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  } catch {
    // Storage can be disabled; the conversation still works for as long as the page is open.
  }
}

/**
 * The conversation a person is in (or being asked to join), kept while the hand-off lasts, so a
 * reload or another tab opens the chat again on it. Cleared when it ends.
 */
export function liveSessionId(): string | null {
  try {
    const stored = localStorage.getItem(LIVE_SESSION_STORAGE_KEY);
    return stored && SESSION_ID_PATTERN.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLiveSession(sessionId: string | null): void {
  try {
    if (sessionId) localStorage.setItem(LIVE_SESSION_STORAGE_KEY, sessionId);
    else localStorage.removeItem(LIVE_SESSION_STORAGE_KEY);
  } catch {
    // Without storage the live chat lasts as long as the page.
  }
}

// Where pending contacts live when local storage is unavailable: at least until the page closes.
let memoryQueue: PendingContact[] = [];

function readQueue(): PendingContact[] {
  try {
    const stored = localStorage.getItem(PENDING_CONTACTS_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as PendingContact[]) : [];
  } catch {
    return memoryQueue;
  }
}

function writeQueue(queue: PendingContact[]): void {
  memoryQueue = queue;
  try {
    if (queue.length === 0) localStorage.removeItem(PENDING_CONTACTS_STORAGE_KEY);
    else localStorage.setItem(PENDING_CONTACTS_STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Kept in memory instead.
  }
}

/** Keeps a collected contact until the server has it, so a failed save can be retried. */
export function queueContact(contact: PendingContact): void {
  writeQueue([...readQueue().filter((pending) => pending.sessionId !== contact.sessionId), contact]);
}

/** 429 and 5xx may pass; any other refusal will not, so retrying it would never end. */
function worthRetrying(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

let flushing: Promise<void> | undefined;
let queuedMeanwhile = false;

async function sendQueue(): Promise<void> {
  for (const contact of readQueue()) {
    let done = false;
    try {
      const response = await fetch('/api/chatbot-contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
      done = response.ok || !worthRetrying(response.status);
      // eslint-disable-next-line no-console -- SPEC section 8: a failed contact save is only logged
      if (!response.ok) console.warn(`Saving the chat contact failed with ${response.status}${done ? '' : '; will retry'}`);
    } catch (error) {
      // eslint-disable-next-line no-console -- SPEC section 8: a failed contact save is only logged
      console.warn('Saving the chat contact failed; will retry', error);
    }
    if (done) writeQueue(readQueue().filter((pending) => pending.sessionId !== contact.sessionId));
  }
}

/**
 * Sends every queued contact. Saving is idempotent per conversation on the server, so a save
 * that succeeded but whose answer was lost is simply sent again. Never throws: a failure is
 * logged (SPEC section 8) and the contact stays queued for the next open or message.
 */
export function flushPendingContacts(): Promise<void> {
  if (flushing) {
    // A contact queued while a round is under way gets a round of its own.
    queuedMeanwhile = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      queuedMeanwhile = false;
      await sendQueue();
    } while (queuedMeanwhile);
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
