import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { credentials, policies } from '~/content/policies';
import { assistantCopy, contactOffer } from './assistant-copy';
import { createChatProvider } from '../assistant-services.server';
import { type ChatProvider, type ChatTurn, turnsForModel, withFallback } from './chat-provider.server';
import { createGeminiProvider } from './gemini-provider.server';
import { createLocalProvider } from './local-provider.server';
import { createOpenAiProvider } from './openai-provider.server';
import { seededCalendar } from '#tests/support/calendar';
import { sampleAssistantFacts as sampleFacts } from '#tests/support/business';

// A model server on 127.0.0.1 speaking OpenAI's chat-completions and Gemini's generateContent
// protocols. The model name picks the behaviour: 'good' answers, 'offer' answers with the
// contact offer, 'broken' fails with a 500, 'slow' answers after SLOW_MS.
const SLOW_MS = 3000;
const GOOD_ANSWER = 'Window repair starts at $150 per window.';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let server: Server;
let origin: string;
const received: Received[] = [];

function answerFor(model: string): string {
  return model === 'offer' ? `We can help with that. ${contactOffer}` : GOOD_ANSWER;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    const path = request.url ?? '';
    received.push({ path, headers: request.headers, body });

    const gemini = /^\/v1beta\/models\/([^:]+):generateContent/.exec(path);
    const model = gemini ? gemini[1]! : String(body.model);
    if (model === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (response.destroyed) return;
    response.setHeader('content-type', 'application/json');
    if (model === 'broken') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { code: 500, message: 'model exploded', status: 'INTERNAL', type: 'server_error' } }));
      return;
    }
    const text = answerFor(model);
    if (gemini) {
      response.end(
        JSON.stringify({
          candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
          modelVersion: model,
        }),
      );
      return;
    }
    if (path === '/v1/chat/completions') {
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { message: `no route ${path}` } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

const mondayMorning = new Date('2024-01-15T10:30:00-05:00');
const conversation: ChatTurn[] = [
  { sender: 'bot', text: assistantCopy(sampleFacts.company).greeting },
  { sender: 'user', text: 'Do you repair windows?' },
  { sender: 'bot', text: 'Yes, we do.' },
  { sender: 'user', text: 'What are your hours?' },
];
const context = { now: mondayMorning, calendar: seededCalendar, facts: sampleFacts, contactCollected: false };

function lastRequest(): Received {
  const request = received.at(-1);
  if (!request) throw new Error('the model server received nothing');
  return request;
}

function fallbackTo(primary: ChatProvider, timeoutMs = 10_000) {
  const logger = { warn: vi.fn() };
  return { provider: withFallback(primary, createLocalProvider(), { timeoutMs, logger }), logger };
}

const providers = {
  openai: (model: string) => createOpenAiProvider({ apiKey: 'sk-test', model, baseUrl: `${origin}/v1` }),
  gemini: (model: string) => createGeminiProvider({ apiKey: 'gemini-test-key', model, baseUrl: origin }),
};

describe('OpenAI-compatible provider', () => {
  it('sends the system prompt, the key and the conversation, and returns the answer', async () => {
    const reply = await providers.openai('good').reply(conversation, context);
    expect(reply).toEqual({ text: GOOD_ANSWER, offersContact: false });

    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Never invent prices');
    expect(messages[0]!.content).toContain('Standard: $350 per window');
    expect(messages[0]!.content).toContain(contactOffer);
    expect(messages[0]!.content).toContain("We're open right now (closes at 6:00 PM today).");
    // The same standing answers the local assistant gives are the model's facts.
    const standing = [
      policies.financing,
      policies.warranty,
      policies.freeEstimates,
      policies.cancellation,
      policies.impactWindows,
      credentials.licenceStatement,
      credentials.insuranceStatement,
    ];
    const added = [
      policies.spanish,
      policies.emergency.afterHours,
      policies.emergency.safety,
      policies.insuranceClaims,
      policies.windMitigation,
      policies.permits(null),
    ];
    for (const fact of [...standing, ...added]) {
      expect(messages[0]!.content).toContain(fact);
    }
    expect(messages[0]!.content).toContain('Service area: all of Miami-Dade County.');
    expect(messages[0]!.content).toContain('Hialeah (33010, 33012, 33013, 33014, 33015, 33016, 33018)');
    expect(messages[0]!.content).toContain(
      'A place outside Miami-Dade County is outside our service area, and a ZIP code not listed here is outside the area we book online',
    );
    expect(messages[0]!.content).toContain('Days the office is closed whatever the weekday: none planned.');
    expect(messages[0]!.content).toContain('when asked what something costs, begin the reply with its price');
    // The greeting is dropped so the visitor speaks first; the rest keeps its order and roles.
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Do you repair windows?' },
      { role: 'assistant', content: 'Yes, we do.' },
      { role: 'user', content: 'What are your hours?' },
    ]);
  });

  it('recognises the contact offer in an answer', async () => {
    expect((await providers.openai('offer').reply(conversation, context)).offersContact).toBe(true);
  });

  it('falls back to the local assistant when the server fails', async () => {
    const { provider, logger } = fallbackTo(providers.openai('broken'));
    const reply = await provider.reply(conversation, context);
    expect(reply.text).toContain('Our hours are Mon-Fri: 8:45 AM - 6:00 PM');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('falls back to the local assistant when the answer is too slow, without waiting for it', async () => {
    const { provider, logger } = fallbackTo(providers.openai('slow'), 300);
    const started = Date.now();
    const reply = await provider.reply(conversation, context);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(reply.text).toContain('Our hours are');
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

describe('Gemini provider', () => {
  it('sends the system instruction, the key and the conversation, and returns the answer', async () => {
    const reply = await providers.gemini('good').reply(conversation, context);
    expect(reply).toEqual({ text: GOOD_ANSWER, offersContact: false });

    const request = lastRequest();
    expect(request.path).toBe('/v1beta/models/good:generateContent');
    expect(request.headers['x-goog-api-key']).toBe('gemini-test-key');
    const instruction = request.body.systemInstruction as { parts: { text: string }[] };
    expect(instruction.parts[0]!.text).toContain('Standard Repair: $275 per window (most popular)');
    expect(request.body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Do you repair windows?' }] },
      { role: 'model', parts: [{ text: 'Yes, we do.' }] },
      { role: 'user', parts: [{ text: 'What are your hours?' }] },
    ]);
  });

  it('falls back to the local assistant when the server fails', async () => {
    const { provider, logger } = fallbackTo(providers.gemini('broken'));
    expect((await provider.reply(conversation, context)).text).toContain('Our hours are');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('falls back to the local assistant when the answer is too slow', async () => {
    const { provider } = fallbackTo(providers.gemini('slow'), 300);
    const started = Date.now();
    expect((await provider.reply(conversation, context)).text).toContain('Our hours are');
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });
});

describe('choosing a provider from the environment', () => {
  const logger = { warn: vi.fn() };

  it('uses the local assistant by default', () => {
    expect(createChatProvider(parseEnv({}), { logger }).name).toBe('local');
  });

  it('wires OPENAI_* and GEMINI_* to their servers, with the local fallback', async () => {
    const openai = createChatProvider(parseEnv({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: `${origin}/v1`, OPENAI_MODEL: 'good' }), { logger });
    expect((await openai.reply(conversation, context)).text).toBe(GOOD_ANSWER);
    expect(lastRequest().headers.authorization).toBe('Bearer unused');

    const gemini = createChatProvider(parseEnv({ CHAT_PROVIDER: 'gemini', GEMINI_API_KEY: 'k', GEMINI_BASE_URL: origin, GEMINI_MODEL: 'broken' }), { logger });
    expect((await gemini.reply(conversation, context)).text).toContain('Our hours are');
  });
});

describe('turns for a model', () => {
  it('starts with the visitor and merges lines of the same speaker', () => {
    expect(
      turnsForModel([
        { sender: 'bot', text: 'Hi' },
        { sender: 'bot', text: 'Offer' },
        { sender: 'user', text: 'a' },
        { sender: 'user', text: 'b' },
        { sender: 'bot', text: 'c' },
      ]),
    ).toEqual([
      { sender: 'user', text: 'a\n\nb' },
      { sender: 'bot', text: 'c' },
    ]);
  });
});
