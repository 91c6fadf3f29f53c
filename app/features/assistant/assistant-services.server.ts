import type { Logger } from 'pino';
import type { Connection } from '~/lib/connections';
import type { Env } from '~/lib/env.server';
import type { RateLimiter } from '~/lib/rate-limit.server';
import type { RateLimiters } from '~/lib/rate-limits.server';
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

type ProviderEnv = Pick<Env, 'CHAT_PROVIDER' | 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'>;
type AssistantEnv = ProviderEnv & Pick<Env, 'CHAT_STREAMS_MAX' | 'CHAT_STREAMS_PER_ADDRESS' | 'CHAT_STREAMS_PER_CONVERSATION' | 'CHAT_STREAM_IDLE_SECONDS'>;

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

/** Who answers the site's virtual assistant, for the owner's Settings. */
export function assistantConnection(env: Pick<Env, 'CHAT_PROVIDER' | 'GEMINI_MODEL' | 'OPENAI_MODEL'>): Connection {
  const name = 'Virtual assistant';
  if (env.CHAT_PROVIDER === 'local')
    return {
      name,
      state: 'on',
      text: 'Answers from the company profile with its own replies, on this server. To have a language model answer, set CHAT_PROVIDER to gemini or openai with its key.',
    };
  const [service, model] = env.CHAT_PROVIDER === 'gemini' ? ['Gemini', env.GEMINI_MODEL] : ['an OpenAI-compatible model', env.OPENAI_MODEL];
  const named = model ? `${service} (${model})` : service;
  return { name, state: 'on', text: `Answers through ${named}; when it fails or is slow, the built-in replies answer instead.` };
}

/** The assistant's services; its limiters are the catalogue's (app/lib/rate-limits.server.ts). */
export function createAssistantServices(env: AssistantEnv, logger: Pick<Logger, 'warn'>, limiters: RateLimiters): AssistantServices {
  return {
    provider: createChatProvider(env, { logger }),
    sessionLimiter: limiters['chat-session'],
    addressLimiter: limiters['chat-address'],
    staffLimiter: limiters['chat-staff'],
    typingLimiter: limiters['chat-typing'],
    visitorStreams: createStreamGate({ total: env.CHAT_STREAMS_MAX, perAddress: env.CHAT_STREAMS_PER_ADDRESS, perSubject: env.CHAT_STREAMS_PER_CONVERSATION }),
    streamIdleMs: env.CHAT_STREAM_IDLE_SECONDS * 1000,
  };
}
