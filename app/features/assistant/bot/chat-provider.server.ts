import type { BusinessCalendar } from '~/lib/business-hours';
import type { Logger } from 'pino';
import type { Locale } from '~/lib/locale';
import type { CompanyFacts } from './company-facts.server';
import { contactOffers } from './copies.server';

/** One line of the conversation as a provider sees it, oldest first; the last is the visitor's new message. */
export interface ChatTurn {
  sender: 'user' | 'bot';
  text: string;
}

export interface ReplyContext {
  /** The clock the answer is given at: opening hours and "open now" depend on it. */
  now: Date;
  /** The business calendar the hours and "open now" are read from. */
  calendar: BusinessCalendar;
  /** The company's phone, service area and prices, from the business profile read for this turn. */
  facts: CompanyFacts;
  /** The visitor already left their details in this conversation, so none are asked for again. */
  contactCollected: boolean;
  /** The language to answer in: the visitor's (English when not given). */
  language?: Locale;
  signal?: AbortSignal;
}

export interface ProviderReply {
  text: string;
  /** The reply ends by offering to take the visitor's contact details. */
  offersContact: boolean;
}

/** Anything that can answer the visitor: the local assistant, Gemini, an OpenAI-compatible server. */
export interface ChatProvider {
  readonly name: string;
  reply(turns: readonly ChatTurn[], context: ReplyContext): Promise<ProviderReply>;
}

/** SPEC: a remote answer that has not arrived after this long is replaced by the local one. */
export const REMOTE_TIMEOUT_MS = 10_000;

const MAX_REPLY_LENGTH = 2000;
/** Enough context for a follow-up question without sending a long visit's every line. */
const MAX_TURNS_FOR_MODEL = 30;

const normalizedOffers = contactOffers.map(normalizeForMatch);

function normalizeForMatch(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Turns a model's raw text into a reply: trimmed, bounded, and whether it made the contact offer. */
export function remoteReply(raw: string): ProviderReply {
  const text = raw.trim().slice(0, MAX_REPLY_LENGTH);
  if (!text) throw new Error('the provider answered with no text');
  const normalized = normalizeForMatch(text);
  return { text, offersContact: normalizedOffers.some((offer) => normalized.includes(offer)) };
}

/**
 * The conversation as chat models expect it: the visitor speaks first (Gemini refuses a model
 * turn first), roles alternate, and only the recent part is sent.
 */
export function turnsForModel(turns: readonly ChatTurn[]): ChatTurn[] {
  const merged: ChatTurn[] = [];
  for (const turn of turns.slice(-MAX_TURNS_FOR_MODEL)) {
    const previous = merged.at(-1);
    if (!previous && turn.sender === 'bot') continue;
    if (previous?.sender === turn.sender) previous.text = `${previous.text}\n\n${turn.text}`;
    else merged.push({ ...turn });
  }
  return merged;
}

/**
 * Asks `primary`, and answers with `fallback` when it fails, answers nothing, or takes longer
 * than `timeoutMs` (its request is then aborted). The visitor always gets an answer.
 */
export function withFallback(
  primary: ChatProvider,
  fallback: ChatProvider,
  { timeoutMs = REMOTE_TIMEOUT_MS, logger }: { timeoutMs?: number; logger: Pick<Logger, 'warn'> },
): ChatProvider {
  return {
    name: primary.name,
    async reply(turns, context) {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([primary.reply(turns, { ...context, signal: controller.signal }), timedOut]);
      } catch (error) {
        logger.warn({ err: error, provider: primary.name }, 'chat provider failed; answering with the local assistant');
        return fallback.reply(turns, context);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
