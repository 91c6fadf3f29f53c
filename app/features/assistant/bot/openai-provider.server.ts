import type OpenAI from 'openai';
import { type ChatProvider, remoteReply, turnsForModel } from './chat-provider.server';
import { buildSystemPrompt } from './system-prompt.server';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export interface OpenAiOptions {
  /** Local servers such as Ollama or vLLM need none. */
  apiKey?: string;
  model?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl?: string;
}

/** Any server speaking OpenAI's chat-completions protocol: OpenAI itself, Ollama, vLLM. */
export function createOpenAiProvider({ apiKey, model = DEFAULT_OPENAI_MODEL, baseUrl }: OpenAiOptions): ChatProvider {
  // Loaded on first use, so a server on the local assistant never pays for the SDK.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        // The SDK refuses to start without a key, and would read OPENAI_API_KEY itself; servers
        // that need none ignore this placeholder. No SDK retries: a failure falls back instead.
        new OpenAIClient({ apiKey: apiKey ?? 'unused', baseURL: baseUrl, maxRetries: 0 }),
    ));

  return {
    name: 'openai',
    async reply(turns, context) {
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model,
          messages: [
            { role: 'system', content: buildSystemPrompt(context) },
            ...turnsForModel(turns).map((turn) => ({
              role: turn.sender === 'user' ? ('user' as const) : ('assistant' as const),
              content: turn.text,
            })),
          ],
        },
        { signal: context.signal },
      );
      return remoteReply(completion.choices[0]?.message.content ?? '');
    },
  };
}
