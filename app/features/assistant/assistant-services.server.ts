import type { Logger } from 'pino';
import type { Env } from '~/lib/env.server';
import type { RateLimiter, RateLimiterFactory } from '~/lib/rate-limit.server';
import { createStreamGate, type StreamGate } from '~/lib/stream-gate.server';
import { type ChatProvider, REMOTE_TIMEOUT_MS, withFallback } from './bot/chat-provider.server';
import { createGeminiProvider } from './bot/gemini-provider.server';
import { createLocalProvider } from './bot/local-provider.server';
import { createOpenAiProvider } from './bot/openai-provider.server';

/** What the chat API needs from the process; tests build their own. */
export interface AssistantServices {
  provider: ChatProvider;
  /** Messages per conversation. */
  sessionLimiter: RateLimiter;
  /** Messages per visitor address, so starting new conversations does not lift the limit. */
  addressLimiter: RateLimiter;
  /** A staff member's messages in live chats. */
  staffLimiter: RateLimiter;
  /** Signs of typing per conversation and side (a browser sends one every 2 s at most). */
  typingLimiter: RateLimiter;
  /** The visitors' live chat streams this process has open: in all, per address, per conversation. */
  visitorStreams: StreamGate;
  /** How long a visitor's stream may carry nothing before it is closed. */
  streamIdleMs: number;
}

// A person types a few messages a minute; these leave room for that and stop scripts. The
// conversation's limit is CHAT_RATE_LIMIT (40 by default); an address, shared by a household or an
// office, and a staff member, who talks to several visitors, get 7.5 times as many.
export const CHAT_WINDOW_MS = 10 * 60_000;
export const MESSAGES_PER_SESSION = 40;
const PER_ADDRESS_FACTOR = 7.5;
export const MESSAGES_PER_ADDRESS = MESSAGES_PER_SESSION * PER_ADDRESS_FACTOR;
export const TYPING_SIGNS_PER_MINUTE = 40;

type ProviderEnv = Pick<Env, 'CHAT_PROVIDER' | 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'>;
type AssistantEnv = ProviderEnv &
  Pick<Env, 'CHAT_STREAMS_MAX' | 'CHAT_STREAMS_PER_ADDRESS' | 'CHAT_STREAMS_PER_CONVERSATION' | 'CHAT_STREAM_IDLE_SECONDS'> &
  Partial<Pick<Env, 'CHAT_RATE_LIMIT'>>;

/** The provider CHAT_PROVIDER names; a remote one answers through the local assistant when it fails or is slow. */
export function createChatProvider(
  env: ProviderEnv,
  { logger, timeoutMs = REMOTE_TIMEOUT_MS }: { logger: Pick<Logger, 'warn'>; timeoutMs?: number },
): ChatProvider {
  const local = createLocalProvider();
  switch (env.CHAT_PROVIDER) {
    case 'local':
      return local;
    case 'gemini':
      // The environment schema requires the key for this provider.
      return withFallback(createGeminiProvider({ apiKey: env.GEMINI_API_KEY ?? '', model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL }), local, {
        timeoutMs,
        logger,
      });
    case 'openai':
      return withFallback(createOpenAiProvider({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL }), local, {
        timeoutMs,
        logger,
      });
  }
}

export function createAssistantServices(env: AssistantEnv, logger: Pick<Logger, 'warn'>, limiter: RateLimiterFactory): AssistantServices {
  const perSession = env.CHAT_RATE_LIMIT ?? MESSAGES_PER_SESSION;
  const perAddress = Math.ceil(perSession * PER_ADDRESS_FACTOR);
  return {
    provider: createChatProvider(env, { logger }),
    sessionLimiter: limiter('chat-session', { limit: perSession, windowMs: CHAT_WINDOW_MS }),
    addressLimiter: limiter('chat-address', { limit: perAddress, windowMs: CHAT_WINDOW_MS }),
    staffLimiter: limiter('chat-staff', { limit: perAddress, windowMs: CHAT_WINDOW_MS }),
    typingLimiter: limiter('chat-typing', { limit: TYPING_SIGNS_PER_MINUTE, windowMs: 60_000 }),
    visitorStreams: createStreamGate({ total: env.CHAT_STREAMS_MAX, perAddress: env.CHAT_STREAMS_PER_ADDRESS, perSubject: env.CHAT_STREAMS_PER_CONVERSATION }),
    streamIdleMs: env.CHAT_STREAM_IDLE_SECONDS * 1000,
  };
}
