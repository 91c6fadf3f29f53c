import { locales } from '~/lib/locale';
import { data } from 'react-router';
import { z } from '~/lib/schema';
import { readJsonObject } from '~/lib/json-body.server';
import { logger } from '~/lib/logger.server';
import type { RateLimitResult } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { addressLimitKey } from '~/lib/network-address.server';
import { type ChatbotContactInput, chatbotContactSchema } from './chatbot-contact';
import { saveChatbotContact } from './chatbot-contacts.server';
import { type ChatErrorResponse, type ChatRequest, type ChatResponse, MAX_MESSAGE_LENGTH, SESSION_ID_PATTERN } from './chat-protocol';
import { contactMail } from './live-chat/callback.server';
import { chatVisitor, knownChatVisitor, newChatSessionId, ownChatSession, visitorHeaders } from './chat-visitor.server';
import { converse } from './bot/conversation.server';
import { keepOpenedOn } from './chat-sessions.server';
import type { AssistantCopy } from './bot/assistant-copy';
import { copyOf, sessionLanguage } from './bot/copies.server';
import { detectLanguage } from './bot/language';

/** A chat request is a message of at most 1,000 characters and an id: 8 KB is plenty. */
const MAX_CHAT_BODY_BYTES = 8 * 1024;

/** One message: the widget's JSON and the chat page's form are read by the same rules. */
export const chatMessageField = z
  .string({ error: 'message is required.' })
  .trim()
  .min(1, 'Type a message first.')
  .max(MAX_MESSAGE_LENGTH, `Please keep each message under ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`);

/** A conversation's id: a UUID the server made for this browser (chat-visitor.server.ts). */
export const chatSessionIdField = z.string({ error: 'sessionId is required.' }).regex(SESSION_ID_PATTERN, 'sessionId must be the UUID of the chat session.');

/** Answered when a conversation named is not one of the browser's own (or does not exist). */
export const CONVERSATION_NOT_FOUND = 'No conversation of this browser has this sessionId.';

/** The id a browser gives each message to a person, so a resend is stored once. */
export const chatClientIdField = z.string({ error: 'clientId must be text.' }).regex(SESSION_ID_PATTERN, 'clientId must be a UUID made by the browser.');

/** The path of a page of this site ("/services/window-repair"), never another site's address. */
export const chatPageField = z
  .string({ error: 'page must be text.' })
  .max(300, 'page must be at most 300 characters.')
  .regex(/^\/(?![/\\])[^\s]*$/, 'page must be the path of a page of this site, such as /services.');

const chatRequestSchema = z.object({
  sessionId: chatSessionIdField.optional(),
  message: chatMessageField,
  offered: z.boolean({ error: 'offered must be true or false.' }).optional(),
  clientId: chatClientIdField.optional(),
  language: z.enum(locales, { error: 'language must be en or es.' }).optional(),
  page: chatPageField.optional(),
});

function error(message: string, status: number, headers?: HeadersInit) {
  return data<ChatErrorResponse>({ error: message }, { status, headers });
}

/** Why a message or a contact was not taken, with what to tell the visitor. */
export interface ChatRefusal {
  ok: false;
  reason: 'rate-limited' | 'unavailable';
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

type Refusals = AssistantCopy['refusals'];

function limited({ retryAfterSeconds }: RateLimitResult, refusals: Refusals, what: 'network' | 'conversation' | 'submissions'): ChatRefusal {
  return { ok: false, reason: 'rate-limited', status: 429, message: refusals[what](refusals.wait(retryAfterSeconds)), retryAfterSeconds };
}

const unavailable = (refusals: Refusals): ChatRefusal => ({
  ok: false,
  reason: 'unavailable',
  status: 503,
  message: refusals.unavailable,
  retryAfterSeconds: 5,
});

const refusalAnswer = (refusal: ChatRefusal, headers: Record<string, string> = {}) =>
  error(refusal.message, refusal.status, { ...headers, 'Retry-After': String(refusal.retryAfterSeconds) });

/**
 * Answers one message under the assistant's limits: the widget's API and the page without
 * JavaScript both come through here. The address is counted first: a conversation id is the
 * sender's to invent, so counting it before the address is refused would let one address fill
 * the counts with ids no one will use again.
 */
export async function answerChatMessage(
  services: AppServices,
  clientIp: string,
  { sessionId, message, offered, clientId, language, page }: ChatRequest & { sessionId: string },
  clock?: () => Date,
): Promise<{ ok: true; answer: ChatResponse } | ChatRefusal> {
  const { assistant } = services;
  // A refusal is said in the language of the message, or of the page it came from.
  const { refusals } = await copyOf(services.db, detectLanguage(message) ?? language ?? 'en');
  const perAddress = await assistant.addressLimiter.hit(addressLimitKey('chat', clientIp));
  if (!perAddress.allowed) return limited(perAddress, refusals, 'network');
  const perSession = await assistant.sessionLimiter.hit(`chat:${sessionId}`);
  if (!perSession.allowed) return limited(perSession, refusals, 'conversation');
  try {
    const answer = await converse(services, sessionId, message, {
      provider: assistant.provider,
      offered,
      pageLanguage: language,
      clock,
      clientId,
      mail: await contactMail(services),
    });
    if (page) await keepOpenedOn(services.db, sessionId, page);
    return { ok: true, answer };
  } catch (cause) {
    logger.error({ err: cause, sessionId }, 'chat message could not be answered');
    return unavailable(refusals);
  }
}

/** Stores a collected contact (once per conversation) under the lead limit. */
export async function storeCollectedContact(
  services: AppServices,
  clientIp: string,
  input: ChatbotContactInput,
): Promise<{ ok: true; id: string; created: boolean } | ChatRefusal> {
  // A refusal is said in the conversation's language (looked up only then); English if even that cannot be read.
  const refusals = async () => (await copyOf(services.db, await sessionLanguage(services.db, input.sessionId).catch(() => 'en' as const))).refusals;
  const limit = await services.leadLimiter.hit(addressLimitKey('lead', clientIp));
  if (!limit.allowed) return limited(limit, await refusals(), 'submissions');
  try {
    const { contact, created } = await saveChatbotContact(services.transact, input, { mail: await contactMail(services) });
    if (created) logger.info({ id: contact.id, sessionId: contact.sessionId }, 'chatbot contact stored');
    return { ok: true, id: contact.id, created };
  } catch (cause) {
    logger.error({ err: cause, sessionId: input.sessionId }, 'chatbot contact could not be stored');
    return unavailable(await refusals());
  }
}

/**
 * POST /api/chat: `{ message, sessionId? }` → `{ sessionId, response, step }` (SPEC's
 * chatWithGeminiPersistent). The conversation is the browser's own (its cookie, set here with its
 * first message): a sessionId it does not vouch for begins a new conversation.
 * 400 invalid, 413 too large, 415 not JSON, 429 too many messages, 503 when nothing could be stored.
 */
export async function handleChatApi(request: Request, services: AppServices, clientIp: string, clock?: () => Date) {
  if (request.method !== 'POST') return error('Use POST.', 405, { Allow: 'POST' });
  const body = await readJsonObject(request, MAX_CHAT_BODY_BYTES);
  if (!body.ok) return error(body.message, body.status);
  const parsed = chatRequestSchema.safeParse(body.body);
  if (!parsed.success) return error(parsed.error.issues[0]?.message ?? 'Invalid request.', 400);
  const visitor = chatVisitor(request, services);
  const sessionId = ownChatSession(services, visitor, parsed.data.sessionId) ?? newChatSessionId(services, visitor);
  const result = await answerChatMessage(services, clientIp, { ...parsed.data, sessionId }, clock);
  const headers = visitorHeaders(visitor);
  if (!result.ok) return refusalAnswer(result, headers);
  return data<ChatResponse>({ sessionId, ...result.answer }, { headers });
}

/**
 * POST /api/chatbot-contacts: `{ sessionId, name, email, phone }` → 201 `{ id }`, or 200 with the
 * same id when this conversation's contact was already saved, so the widget may retry freely; 404
 * when the conversation is not this browser's.
 */
export async function handleChatbotContactApi(request: Request, services: AppServices, clientIp: string) {
  if (request.method !== 'POST') return error('Use POST.', 405, { Allow: 'POST' });
  const body = await readJsonObject(request, MAX_CHAT_BODY_BYTES);
  if (!body.ok) return error(body.message, body.status);
  const parsed = chatbotContactSchema.safeParse(body.body);
  if (!parsed.success) {
    return data({ error: 'Some fields are missing or invalid.', fieldErrors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  if (!ownChatSession(services, knownChatVisitor(request), parsed.data.sessionId)) return error(CONVERSATION_NOT_FOUND, 404);
  const result = await storeCollectedContact(services, clientIp, parsed.data);
  return result.ok ? data({ id: result.id }, { status: result.created ? 201 : 200 }) : refusalAnswer(result);
}
