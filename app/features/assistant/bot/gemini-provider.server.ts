import type { GoogleGenAI } from '@google/genai';
import { type ChatProvider, remoteReply, turnsForModel } from './chat-provider.server';
import { buildSystemPrompt } from './system-prompt.server';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** Another endpoint speaking Gemini's API, e.g. a proxy or a local test server. */
  baseUrl?: string;
}

/** Gemini through @google/genai's generateContent. */
export function createGeminiProvider({ apiKey, model = DEFAULT_GEMINI_MODEL, baseUrl }: GeminiOptions): ChatProvider {
  // Loaded on first use, so a server on the local assistant never pays for the SDK.
  let client: Promise<GoogleGenAI> | undefined;
  const getClient = () =>
    (client ??= import('@google/genai').then(
      ({ GoogleGenAI }) =>
        // No SDK retries: a slow or failing answer falls back to the local assistant instead.
        new GoogleGenAI({ apiKey, vertexai: false, httpOptions: { ...(baseUrl ? { baseUrl } : {}), retryOptions: { attempts: 1 } } }),
    ));

  return {
    name: 'gemini',
    async reply(turns, context) {
      const ai = await getClient();
      const response = await ai.models.generateContent({
        model,
        contents: turnsForModel(turns).map((turn) => ({
          role: turn.sender === 'user' ? 'user' : 'model',
          parts: [{ text: turn.text }],
        })),
        config: { systemInstruction: buildSystemPrompt(context), temperature: 0.3, abortSignal: context.signal },
      });
      return remoteReply(response.text ?? '');
    },
  };
}
