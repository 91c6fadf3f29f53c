import type { Logger } from 'pino';
import type { Env } from '~/lib/env.server';
import type { RateLimiter, RateLimiterFactory } from '~/lib/rate-limit.server';
import { type ChatProvider, REMOTE_TIMEOUT_MS, withFallback } from './chat-provider.server';
import { createGeminiProvider } from './gemini-provider.server';
import { createLocalProvider } from './local-provider.server';
import { createOpenAiProvider } from './openai-provider.server';

/** What the chat API needs from the process; tests build their own. */
export interface AssistantServices {
  provider: ChatProvider;
  /** Messages per conversation. */
  sessionLimiter: RateLimiter;
  /** Messages per visitor address, so starting new conversations does not lift the limit. */
  addressLimiter: RateLimiter;
}

// A person types a few messages a minute; these leave room for that and stop scripts.
export const CHAT_WINDOW_MS = 10 * 60_000;
export const MESSAGES_PER_SESSION = 40;
export const MESSAGES_PER_ADDRESS = 300;

type ProviderEnv = Pick<
  Env,
  'CHAT_PROVIDER' | 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'
>;

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
      return withFallback(
        createGeminiProvider({ apiKey: env.GEMINI_API_KEY ?? '', model: env.GEMINI_MODEL, baseUrl: env.GEMINI_BASE_URL }),
        local,
        { timeoutMs, logger },
      );
    case 'openai':
      return withFallback(
        createOpenAiProvider({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL }),
        local,
        { timeoutMs, logger },
      );
  }
}

export function createAssistantServices(env: ProviderEnv, logger: Pick<Logger, 'warn'>, limiter: RateLimiterFactory): AssistantServices {
  return {
    provider: createChatProvider(env, { logger }),
    sessionLimiter: limiter('chat-session', { limit: MESSAGES_PER_SESSION, windowMs: CHAT_WINDOW_MS }),
    addressLimiter: limiter('chat-address', { limit: MESSAGES_PER_ADDRESS, windowMs: CHAT_WINDOW_MS }),
  };
}
