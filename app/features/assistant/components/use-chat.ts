import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '~/lib/messages';
import { useChatCopy } from './use-chat-copy';
import {
  type ChatErrorResponse,
  type ChatLineData,
  type ChatRequest,
  type ChatResponse,
  type ChatStateData,
  type ChatStep,
  type ChatTypingData,
  stepAfter,
  TYPING_EVERY_MS,
} from '../chat-protocol';
import { flushPendingContacts, liveSessionId, newSessionId, queueContact, rememberLiveSession, rememberSessionId } from './chat-storage';
import { useLiveConversation } from './use-live-conversation';

export interface ChatLine {
  key: string;
  sender: 'user' | 'bot' | 'staff';
  text: string;
  /** A line the widget says itself because the server could not answer. */
  notice?: boolean;
  /** The first name of the staff member who wrote a `staff` line. */
  authorName?: string | null;
  /** Joined, ended: said by no one, shown as a note across the conversation. */
  kind?: string;
}

/** SPEC section 9: the contact offer follows the greeting after 1.5 s, if nothing else was said. */
export const OFFER_DELAY_MS = 1500;
/** SPEC section 9: a pause, then the typing indicator for 1 to 1.5 s, before each answer. */
export const REPLY_PAUSE_MS = 500;
export const TYPING_MIN_MS = 1000;
export const TYPING_MAX_MS = 1500;

export type SendOutcome = 'sent' | 'ignored' | 'failed';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Posts to the chat's API; a failure that says nothing is answered with `unreachable`, in the page's language. */
async function postJson<T>(url: string, body: unknown, unreachable: string, signal?: AbortSignal): Promise<T | ChatErrorResponse> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
    if (response.status === 204) return {} as T;
    const answer = (await response.json().catch(() => ({}))) as T & Partial<ChatErrorResponse>;
    if (response.ok) return answer;
    return { error: answer.error ?? unreachable };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { error: unreachable };
  }
}

const postChat = (request: ChatRequest, unreachable: string, signal?: AbortSignal) => postJson<ChatResponse>('/api/chat', request, unreachable, signal);

function shown(line: ChatLineData): ChatLine {
  return { key: line.id, sender: line.sender, text: line.text, authorName: line.authorName, kind: line.kind };
}

/** Whether a person is being waited for or talked with: the widget then follows the conversation live. */
const withPerson = (state: ChatStateData) => state.handoff === 'waiting' || state.handoff === 'live';

/**
 * One conversation, from the greeting until the dialog closes: a new one on the server with the
 * first message (which names it in its answer; the browser's cookie is its key), the contact offer after
 * 1.5 s, each message answered through POST /api/chat with SPEC's pause and typing delay, and a
 * collected contact saved in the background. Once the visitor asks for a person and someone is
 * available, the widget follows the conversation's stream instead: the staff member's lines and
 * typing arrive live, and the visitor's messages are sent at once, each with an id of its own so
 * a resend is stored once. A reload or another tab opens on the same live conversation.
 */
export function useChat() {
  // The page's language: the conversation's until the visitor writes something telling.
  const language = useLocale();
  const copy = useChatCopy();
  const [resumed] = useState(liveSessionId);
  // The server makes the conversation with its first message and names it in the answer; this browser's cookie is its key.
  const [sessionId, setSessionId] = useState<string | null>(resumed);
  const [lines, setLines] = useState<ChatLine[]>(() => (resumed ? [] : [{ key: 'greeting', sender: 'bot', text: copy.greeting }]));
  const [step, setStep] = useState<ChatStep>('chat');
  const [typing, setTyping] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [following, setFollowing] = useState(resumed !== null);
  /** Messages to a person not yet seen back from the server, by their id. */
  const [unsent, setUnsent] = useState<{ clientId: string; text: string; failed?: string }[]>([]);
  const live = useLiveConversation(following && sessionId ? `/api/chat/events?session=${sessionId}` : null, 'visitor');
  const nextKey = useRef(1);
  const spoke = useRef(resumed !== null);
  const offered = useRef(false);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const lastTyping = useRef(0);

  const append = useCallback((line: Omit<ChatLine, 'key'>) => {
    const key = `local-${nextKey.current++}`;
    setLines((previous) => [...previous, { ...line, key }]);
  }, []);

  useEffect(() => {
    if (sessionId) rememberSessionId(sessionId);
  }, [sessionId]);

  useEffect(() => {
    // Contacts from an earlier conversation whose save failed get another try.
    void flushPendingContacts();
    const controller = new AbortController();
    abort.current = controller;
    const timer = setTimeout(() => {
      if (spoke.current) return;
      offered.current = true;
      setStep('offer');
      append({ sender: 'bot', text: copy.contactOffer });
    }, OFFER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [append, copy.contactOffer]);

  // The hand-off is over (handed back, ended, nobody came, or it ended while the page was away):
  // the conversation so far stays on screen and the assistant answers again.
  const [endedChats, setEndedChats] = useState(0);
  if (following && live.loaded && !withPerson(live.state)) {
    setFollowing(false);
    setEndedChats((count) => count + 1);
    setLines(live.lines.length > 0 ? live.lines.map(shown) : [{ key: 'greeting', sender: 'bot', text: copy.greeting }]);
    setStep(stepAfter(live.lines.findLast((line) => line.sender === 'bot')?.kind));
  }
  useEffect(() => {
    if (endedChats > 0) rememberLiveSession(null);
  }, [endedChats]);

  const sendToPerson = useCallback(
    async (message: string, clientId: string): Promise<SendOutcome> => {
      const result = await postChat({ sessionId: sessionId ?? undefined, message, clientId }, copy.unreachable);
      if ('error' in result) {
        setUnsent((current) => current.map((line) => (line.clientId === clientId ? { ...line, failed: result.error } : line)));
        return 'failed';
      }
      if (result.response !== undefined) {
        // The chat ended just before: the assistant took the message and answered it.
        setFollowing(false);
        setUnsent((current) => current.filter((line) => line.clientId !== clientId));
        setLines((current) => [
          ...current,
          { key: `local-${nextKey.current++}`, sender: 'user', text: message },
          { key: `local-${nextKey.current++}`, sender: 'bot', text: result.response! },
        ]);
        setStep(result.step);
      }
      return 'sent';
    },
    [sessionId, copy.unreachable],
  );

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const message = text.trim();
      const signal = abort.current?.signal;
      if (!message || !signal) return 'ignored';
      if (following) {
        const clientId = newSessionId();
        // The message ends the indicator on the staff member's side: the next keystroke shows it again.
        lastTyping.current = 0;
        setUnsent((current) => [...current, { clientId, text: message }]);
        return sendToPerson(message, clientId);
      }
      if (busy.current) return 'ignored';
      busy.current = true;
      spoke.current = true;
      setWaiting(true);
      append({ sender: 'user', text: message });
      void flushPendingContacts();

      try {
        // A new conversation says which page it was opened on, for the staff who may join it.
        const page = sessionId ? undefined : window.location.pathname;
        const answer = postChat({ sessionId: sessionId ?? undefined, message, offered: offered.current, language, page }, copy.unreachable, signal);
        // Closing the dialog aborts the request during the typing delay; that is not an error.
        answer.catch(() => undefined);
        await wait(REPLY_PAUSE_MS, signal);
        setTyping(true);
        await wait(TYPING_MIN_MS + Math.random() * (TYPING_MAX_MS - TYPING_MIN_MS), signal);
        const result = await answer;
        setTyping(false);
        if ('error' in result) {
          append({ sender: 'bot', text: result.error, notice: true });
          return 'failed';
        }
        const conversation = result.sessionId ?? sessionId;
        if (result.sessionId) setSessionId(result.sessionId);
        if (result.response !== undefined) append({ sender: 'bot', text: result.response });
        setStep(result.step);
        if (conversation && (result.step === 'waiting' || result.step === 'live')) {
          // A person was asked for: from now on the conversation is followed live, here and in any other tab.
          rememberLiveSession(conversation);
          setFollowing(true);
        }
        if (conversation && result.step === 'done' && result.contact) {
          // Kept before it is sent, so a failed save is retried and never blocks the conversation.
          queueContact({ sessionId: conversation, ...result.contact });
          void flushPendingContacts();
        }
        return 'sent';
      } catch (error) {
        // Only a closed dialog aborts; its conversation is over.
        if (signal.aborted) return 'ignored';
        throw error;
      } finally {
        busy.current = false;
        if (!signal.aborted) setWaiting(false);
      }
    },
    [append, sessionId, following, sendToPerson, language, copy.unreachable],
  );

  /** Sends a failed message to a person again, under the same id (stored once whatever happened). */
  const retry = useCallback(
    (clientId: string) => {
      const line = unsent.find((candidate) => candidate.clientId === clientId);
      if (!line) return;
      setUnsent((current) => current.map((candidate) => (candidate.clientId === clientId ? { clientId, text: candidate.text } : candidate)));
      void sendToPerson(line.text, clientId);
    },
    [unsent, sendToPerson],
  );

  /** Tells the staff member the visitor is typing, at most every 2 s. */
  const typed = useCallback(() => {
    const now = Date.now();
    if (!following || !withPerson(live.state) || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void postJson('/api/chat/live', { sessionId, intent: 'typing' }, copy.unreachable);
  }, [following, live.state, sessionId, copy.unreachable]);

  /** The visitor ends the chat with a person (or stops waiting for one). */
  const endChat = useCallback(async () => {
    const result = await postJson<{ state: ChatStateData }>('/api/chat/live', { sessionId, intent: 'end' }, copy.unreachable);
    return !('error' in result);
  }, [sessionId, copy.unreachable]);

  const stored = new Set(live.lines.map((line) => line.clientId).filter(Boolean));
  const pending = unsent.filter((line) => !stored.has(line.clientId));
  const shownLines: ChatLine[] = following
    ? [...live.lines.map(shown), ...pending.map((line) => ({ key: line.clientId, sender: 'user' as const, text: line.text }))]
    : lines;
  const failedLines = pending.filter((line) => line.failed);
  const handoff = following ? live.state : null;
  const agentTyping: ChatTypingData | null = following ? live.typing : null;
  const liveStep: ChatStep | null = handoff && withPerson(handoff) ? (handoff.handoff as 'waiting' | 'live') : null;

  return {
    lines: shownLines,
    step: liveStep ?? step,
    typing,
    waiting: following ? false : waiting,
    send,
    handoff,
    agentTyping,
    failed: failedLines,
    retry,
    typed,
    endChat,
  };
}
