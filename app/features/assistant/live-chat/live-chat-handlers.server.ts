import { data } from 'react-router';
import { z } from '~/lib/schema';
import { eventStream, type StreamEnd, streamEvent } from '~/lib/event-stream.server';
import { readFormBody } from '~/lib/form-body.server';
import { readJsonObject } from '~/lib/json-body.server';
import type { LiveEvent } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { CONVERSATION_NOT_FOUND, chatClientIdField, chatMessageField, chatSessionIdField } from '../chat-api.server';
import { chatSessionExists } from '../chat-sessions.server';
import { saveChatAsLead } from './chat-leads.server';
import { MAX_MESSAGE_LENGTH } from '../chat-protocol';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '~/lib/email-address';
import { knownChatVisitor, ownChatSession } from '../chat-visitor.server';
import {
  acceptHandoff,
  type Agent,
  announceTyping,
  endHandoffByVisitor,
  firstName,
  readChatSnapshot,
  readChatState,
  releaseHandoff,
  sendStaffMessage,
} from './live-chat.server';
import { touchPresence } from './staff-presence.server';

// The live chat's HTTP side. The visitor's browser follows its conversation through
// GET /api/chat/events?session=… (a conversation of the browser's own, chat-visitor.server.ts),
// says it is typing or ends the chat through POST /api/chat/live, and sends messages through
// POST /api/chat as before. Staff work from /admin/chats/:sessionId (routes/admin/chat.tsx).

const SMALL_BODY_BYTES = 4 * 1024;

const notFound = () => Response.json({ error: CONVERSATION_NOT_FOUND }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** `?session=` when it names a stored conversation of this browser's own. */
async function visitorSession(request: Request, services: AppServices): Promise<string | undefined> {
  const sessionId = ownChatSession(services, knownChatVisitor(request), new URL(request.url).searchParams.get('session'));
  return sessionId && (await chatSessionExists(services.db, sessionId)) ? sessionId : undefined;
}

/** Only the events of one conversation. */
function ofSession(sessionId: string) {
  return (event: LiveEvent) => event.type.startsWith('chat.') && event.data.sessionId === sessionId;
}

/** A stream of one conversation that opens with its snapshot (the whole conversation and its state). */
function conversationStream(request: Request, services: AppServices, sessionId: string, onBeat?: () => Promise<unknown>, end?: StreamEnd): Response {
  const snapshot = async () => streamEvent('chat.snapshot', await readChatSnapshot(services.db, sessionId));
  return eventStream(request, services.live, ofSession(sessionId), onBeat, snapshot, end);
}

const STREAM_REFUSALS = {
  address: 'Too many chat streams are open from your network. Close the chat in another tab or window, then try again.',
  subject: 'This conversation is open in too many tabs. Close it in another tab, then try again.',
  total: 'The chat is very busy right now. Please try again in a minute, or call us.',
};

/**
 * GET /api/chat/events?session=…: the visitor's live conversation (snapshot first, then each line,
 * state change and sign of typing). 404 for a conversation that is not this browser's; 429 past
 * the streams an address or a conversation may keep open, 503 past the process's; a stream that
 * carries nothing for CHAT_STREAM_IDLE_SECONDS is closed (the browser opens it again).
 */
export async function handleVisitorChatEvents(request: Request, services: AppServices, clientIp: string): Promise<Response> {
  const sessionId = await visitorSession(request, services);
  if (!sessionId) return notFound();
  const { visitorStreams, streamIdleMs } = services.assistant;
  const admitted = visitorStreams.admit(clientIp, sessionId);
  if (!admitted.ok) {
    if (admitted.reason === 'total') logger.warn({ open: visitorStreams.open }, 'visitor chat stream refused: CHAT_STREAMS_MAX reached');
    const headers = { 'Retry-After': String(admitted.retryAfterSeconds), 'Cache-Control': 'no-store' };
    return Response.json({ error: STREAM_REFUSALS[admitted.reason] }, { status: admitted.status, headers });
  }
  return conversationStream(request, services, sessionId, undefined, { idleMs: streamIdleMs, onClose: admitted.release });
}

/** GET /api/chat/conversation?session=…: the conversation and its state, for a widget opened again (a reload, a second tab). */
export async function handleVisitorConversation(request: Request, services: AppServices): Promise<Response> {
  const sessionId = await visitorSession(request, services);
  if (!sessionId) return notFound();
  return Response.json(await readChatSnapshot(services.db, sessionId), { headers: { 'Cache-Control': 'private, no-store' } });
}

const visitorLiveSchema = z.object({
  sessionId: chatSessionIdField,
  intent: z.enum(['typing', 'end'], { error: 'intent must be "typing" or "end".' }),
});

/** POST /api/chat/live `{ sessionId, intent: 'typing' | 'end' }`: the visitor is typing, or ends the chat with a person. */
export async function handleVisitorLive(request: Request, services: AppServices): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const body = await readJsonObject(request, SMALL_BODY_BYTES);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });
  const parsed = visitorLiveSchema.safeParse(body.body);
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request.' }, { status: 400 });
  const { intent } = parsed.data;
  const sessionId = ownChatSession(services, knownChatVisitor(request), parsed.data.sessionId);
  if (!sessionId) return notFound();
  if (intent === 'end') {
    await endHandoffByVisitor(services, sessionId);
    const { handoff, agentName, version } = await readChatState(services.db, sessionId);
    return Response.json({ state: { handoff, agentName, version } });
  }
  const state = await readChatState(services.db, sessionId);
  if (state.handoff !== 'live' && state.handoff !== 'waiting') return new Response(null, { status: 204 });
  const limit = await services.assistant.typingLimiter.hit(`typing:visitor:${sessionId}`);
  if (limit.allowed) await announceTyping(services, sessionId, { from: 'visitor', name: null });
  return new Response(null, { status: 204 });
}

/** GET /admin/chats/:sessionId/events: the conversation as staff follow it; it also keeps them present. */
export function handleStaffChatEvents(request: Request, services: AppServices, sessionId: string, staffId: string): Response {
  return conversationStream(request, services, sessionId, () => touchPresence(services.db, staffId));
}

const staffActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('accept') }),
    z.object({ intent: z.literal('message'), message: chatMessageField, clientId: chatClientIdField }),
    z.object({ intent: z.literal('hand-back') }),
    z.object({ intent: z.literal('end') }),
    z.object({ intent: z.literal('typing') }),
  ],
  { error: 'This form could not be read. Please try again.' },
);

/** What staff typed into the form that saves a chat as a lead. */
export interface ChatLeadFields {
  name: string;
  phone: string;
  email: string;
}

export type StaffChatResult =
  | { ok: true; intent: 'accept' | 'message' | 'hand-back' | 'end' | 'typing' | 'save-lead' }
  | { ok: false; status: 400 | 403 | 404 | 409 | 429; error: string; message?: string; lead?: ChatLeadFields };

const leadText = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `Please keep it under ${max} characters.`);

/** The form that saves a chat as a lead: a name and a phone number, and an email address if the visitor gave one. */
const chatLeadSchema = z.object({
  intent: z.literal('save-lead'),
  name: leadText(MAX_MESSAGE_LENGTH, "Enter the visitor's name."),
  phone: leadText(MAX_MESSAGE_LENGTH, "Enter the visitor's phone number, so the team can call them."),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .refine((email) => email === '' || isEmailAddress(email), 'That email address does not look right: correct it, or leave it empty.')
    .optional(),
});

/** Saves the chat as a lead (staff): 404 for a conversation that is not stored, 400 with the problem, keeping what was typed. */
async function saveLead(services: AppServices, sessionId: string, fields: Record<string, string>): Promise<StaffChatResult> {
  const typed = { name: fields.name ?? '', phone: fields.phone ?? '', email: fields.email ?? '' };
  const parsed = chatLeadSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'Please check the details.', lead: typed };
  if (!(await chatSessionExists(services.db, sessionId))) return { ok: false, status: 404, error: 'This conversation does not exist.', lead: typed };
  const saved = await saveChatAsLead(services, sessionId, parsed.data);
  if (saved.created) logger.info({ sessionId, id: saved.id }, 'chat saved as a lead by staff');
  return { ok: true, intent: 'save-lead' };
}

/**
 * A staff member's action on a conversation (the form posts of /admin/chats/:sessionId): accept
 * (the first to accept joins), a message (only from who joined, while live), hand back to the
 * assistant or end (who joined, or a superAdmin), a sign of typing, or saving the chat as a lead
 * (anyone on the staff, in any state). Messages count against the staff limit.
 */
export async function handleStaffChatAction(request: Request, services: AppServices, sessionId: string, staff: Agent): Promise<StaffChatResult> {
  const form = await readFormBody(request, 16 * 1024);
  if (!form) return { ok: false, status: 400, error: 'This form could not be read. Please try again.' };
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (fields.intent === 'save-lead') return saveLead(services, sessionId, fields);
  const parsed = staffActionSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'Please check your message.', message: fields.message };
  const input = parsed.data;
  switch (input.intent) {
    case 'accept': {
      const joined = await acceptHandoff(services, sessionId, staff);
      if (joined) logger.info({ sessionId, staffId: staff.id }, 'chat accepted');
      if (joined) return { ok: true, intent: 'accept' };
      const state = await readChatState(services.db, sessionId);
      const error = state.handoff === 'live' ? `${state.agentName ?? 'Someone'} already joined this chat.` : 'This visitor is no longer waiting for a person.';
      return { ok: false, status: 409, error };
    }
    case 'message': {
      const limit = await services.assistant.staffLimiter.hit(`chat-staff:${staff.id}`);
      if (!limit.allowed)
        return {
          ok: false,
          status: 429,
          error: `You have sent many messages in a short time. Please wait ${limit.retryAfterSeconds} seconds.`,
          message: input.message,
        };
      const sent = await sendStaffMessage(services, sessionId, staff, input.message, input.clientId);
      if (sent.ok) return { ok: true, intent: 'message' };
      return { ok: false, status: 409, error: `Only the person who joined this chat can write in it, while it is live.`, message: input.message };
    }
    case 'hand-back':
    case 'end': {
      const released = await releaseHandoff(services, sessionId, staff, input.intent);
      if (released) return { ok: true, intent: input.intent };
      const state = await readChatState(services.db, sessionId);
      if (state.handoff !== 'live') return { ok: false, status: 409, error: 'This chat is not live any more.' };
      const joined = state.agentName ?? 'The staff member who joined';
      const what = input.intent === 'end' ? 'end' : 'hand back';
      return { ok: false, status: 403, error: `${joined} joined this chat: only they, or an owner (superAdmin), can ${what} it.` };
    }
    case 'typing': {
      const state = await readChatState(services.db, sessionId);
      const limit = await services.assistant.typingLimiter.hit(`typing:staff:${sessionId}`);
      if (state.handoff === 'live' && state.agentId === staff.id && limit.allowed) {
        await announceTyping(services, sessionId, { from: 'staff', name: firstName(staff.name) });
      }
      return { ok: true, intent: 'typing' };
    }
  }
}

/** The answer to a staff action for a browser with JavaScript (a fetcher): the result as data. */
export function staffActionData(result: StaffChatResult) {
  return result.ok ? data(result) : data(result, { status: result.status });
}
