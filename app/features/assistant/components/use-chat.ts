import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantCopy } from '../assistant-copy';
import type { ChatErrorResponse, ChatRequest, ChatResponse, ChatStep } from '../chat-protocol';
import { flushPendingContacts, newSessionId, queueContact, rememberSessionId } from './chat-storage';

export interface ChatLine {
  id: number;
  sender: 'user' | 'bot';
  text: string;
  /** A line the widget says itself because the server could not answer. */
  notice?: boolean;
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

async function postChat(request: ChatRequest, signal: AbortSignal): Promise<ChatResponse | ChatErrorResponse> {
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
    const body = (await response.json().catch(() => ({}))) as Partial<ChatResponse & ChatErrorResponse>;
    if (response.ok && typeof body.response === 'string') return body as ChatResponse;
    return { error: body.error ?? assistantCopy.unreachable };
  } catch (error) {
    if (signal.aborted) throw error;
    return { error: assistantCopy.unreachable };
  }
}

/**
 * One conversation with the assistant, from the greeting until the dialog closes: a new id,
 * the contact offer after 1.5 s, each message answered through POST /api/chat with SPEC's
 * pause and typing delay, and a collected contact saved in the background.
 */
export function useChat() {
  const [sessionId] = useState(newSessionId);
  const [lines, setLines] = useState<ChatLine[]>(() => [{ id: 0, sender: 'bot', text: assistantCopy.greeting }]);
  const [step, setStep] = useState<ChatStep>('chat');
  const [typing, setTyping] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const spoke = useRef(false);
  const offered = useRef(false);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);

  const append = useCallback((line: Omit<ChatLine, 'id'>) => {
    const id = nextId.current++;
    setLines((previous) => [...previous, { ...line, id }]);
  }, []);

  useEffect(() => {
    rememberSessionId(sessionId);
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
      append({ sender: 'bot', text: assistantCopy.contactOffer });
    }, OFFER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [append]);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const message = text.trim();
      const signal = abort.current?.signal;
      if (!message || busy.current || !signal) return 'ignored';
      busy.current = true;
      spoke.current = true;
      setWaiting(true);
      append({ sender: 'user', text: message });
      void flushPendingContacts();

      try {
        const answer = postChat({ sessionId, message, offered: offered.current }, signal);
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
        append({ sender: 'bot', text: result.response });
        setStep(result.step);
        if (result.step === 'done' && result.contact) {
          // Kept before it is sent, so a failed save is retried and never blocks the conversation.
          queueContact({ sessionId, ...result.contact });
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
    [append, sessionId],
  );

  return { lines, step, typing, waiting, send };
}
