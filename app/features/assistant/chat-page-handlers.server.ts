import { data, redirect } from 'react-router';
import { z } from '~/lib/schema';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { anyoneAvailable } from './live-chat/staff-presence.server';
import { localeOfPath, pathIn } from '~/lib/locale';
import { copyOf } from './bot/copies.server';
import { answerChatMessage, chatMessageField, chatPageField, chatSessionIdField, type ChatRefusal, storeCollectedContact } from './chat-api.server';
import { chatbotContactSchema } from './chatbot-contact';
import { type ChatLineData, type ChatStateData, type ChatStep, type ContactDetails, stepAfter } from './chat-protocol';
import { endHandoffByVisitor, readChatSnapshot } from './live-chat/live-chat.server';
import { type ChatVisitor, chatVisitor, knownChatVisitor, newChatSessionId, ownChatSession, visitorHeaders } from './chat-visitor.server';

// The assistant without JavaScript: GET /chat shows the conversation, each message is a form
// post answered by the same provider, collection, storage and limits as the widget's API, then
// a redirect back (so a reload never sends a message twice). The conversation's id travels in
// the form and in the address it redirects to (`/chat?session=…`); it opens the conversation only
// for the browser whose cookie it was made for (chat-visitor.server.ts), set with the first post.
/** A message of 1,000 characters, an id and a few fields, even fully percent-encoded. */
const MAX_FORM_BYTES = 16 * 1024;

export interface ChatPageData {
  /** The conversation under way; null until the first message begins one. */
  sessionId: string | null;
  lines: ChatLineData[];
  step: ChatStep;
  /** Whether a person on the staff is available to chat (staff-presence.server.ts). */
  staffAvailable: boolean;
  /** Where a request for a person stands. */
  state: ChatStateData;
}

/** What the page shows after a post that could not be taken: why, and what the visitor typed. */
export interface ChatPageActionData {
  error: string;
  message?: string;
  /** A collected contact whose save failed, offered back for one more try. */
  unsaved?: ContactDetails;
}

/** The conversation under way (`?session=`, when it is this browser's own), or a new one that opens with the greeting and the offer. */
export async function loadChatPage(request: Request, services: AppServices): Promise<ChatPageData> {
  const sessionId = ownChatSession(services, knownChatVisitor(request), new URL(request.url).searchParams.get('session'));
  const [copy, snapshot, staffAvailable] = await Promise.all([
    copyOf(services.db, localeOfPath(new URL(request.url).pathname)),
    sessionId ? readChatSnapshot(services.db, sessionId) : undefined,
    anyoneAvailable(services.db),
  ]);
  const history = snapshot?.lines ?? [];
  if (!sessionId || !snapshot || history.length === 0) {
    // Nothing is stored until the first message, which is sent with `offered`, so the stored
    // conversation opens with the same two lines the page showed.
    return {
      sessionId: null,
      lines: [opening('greeting', copy.greeting), opening('offer', copy.contactOffer)],
      step: 'offer',
      staffAvailable,
      state: { handoff: 'none', agentName: null, version: 0 },
    };
  }
  const { handoff } = snapshot.state;
  return {
    sessionId,
    lines: history,
    step: handoff === 'waiting' || handoff === 'live' ? handoff : stepAfter(history.findLast((line) => line.sender === 'bot')?.kind),
    staffAvailable,
    state: snapshot.state,
  };
}

/** A line the page shows before anything is stored. */
function opening(id: 'greeting' | 'offer', text: string): ChatLineData {
  return { id, sender: 'bot', kind: id, text, createdAt: '', authorName: null, clientId: null };
}

/** A new conversation's first message carries no id. */
const messageForm = z.object({ intent: z.literal('message'), sessionId: chatSessionIdField.optional(), message: chatMessageField });
const saveForm = chatbotContactSchema.extend({ intent: z.literal('save-contact') });
const restartForm = z.object({ intent: z.literal('restart') });
const endForm = z.object({ intent: z.literal('end-live'), sessionId: chatSessionIdField.optional() });
/** "Check for new messages" without JavaScript: a post, because a link to the address the page is at (`#latest` included) would not load it again. */
const refreshForm = z.object({ intent: z.literal('refresh'), sessionId: chatSessionIdField.optional() });
const chatPageForm = z.discriminatedUnion('intent', [messageForm, saveForm, restartForm, endForm, refreshForm], {
  error: 'This form could not be read. Please try again.',
});

function refused(refusal: ChatRefusal, extra: Partial<ChatPageActionData>, visitor?: ChatVisitor) {
  const headers = { ...visitorHeaders(visitor), 'Retry-After': String(refusal.retryAfterSeconds) };
  return data<ChatPageActionData>({ error: refusal.message, ...extra }, { status: refusal.status, headers });
}

/** Back to the conversation, at its newest line, or to a new one. */
/** The path of the page of this site the visitor came from, if the browser said. */
function refererPath(request: Request, publicUrl: string): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const from = new URL(referer);
  const ours = [new URL(request.url).host, new URL(publicUrl).host].includes(from.host);
  return ours && chatPageField.safeParse(from.pathname).success ? from.pathname : undefined;
}

function backToConversation(page: string, sessionId: string | undefined, visitor?: ChatVisitor) {
  return redirect(sessionId ? `${page}?session=${sessionId}#latest` : page, { status: 303, headers: visitorHeaders(visitor) });
}

/** POST /chat: a message (typed, or a chip), one more try at saving the details, or a new conversation. */
export async function handleChatPageAction(request: Request, services: AppServices, clientIp: string) {
  // The page's language: /es/chat is Spanish (its conversation starts in Spanish).
  const language = localeOfPath(new URL(request.url).pathname);
  const copy = await copyOf(services.db, language);
  const page = pathIn(language, '/chat');
  const form = await readFormBody(request, MAX_FORM_BYTES);
  if (!form) return data<ChatPageActionData>({ error: 'This form could not be read. Please try again.' }, { status: 400 });
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = chatPageForm.safeParse({ intent: 'message', ...fields });
  if (!parsed.success) {
    const message = typeof fields.message === 'string' ? fields.message : undefined;
    return data<ChatPageActionData>({ error: parsed.error.issues[0]?.message ?? 'Please check your message.', message }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === 'restart') return backToConversation(page, undefined);
  // A conversation named by the form opens only for the browser it was made for: any other is a new one.
  const known = knownChatVisitor(request);
  const own = ownChatSession(services, known, input.sessionId);
  if (input.intent === 'refresh') return backToConversation(page, own);
  if (input.intent === 'end-live') {
    if (own) await endHandoffByVisitor(services, own);
    return backToConversation(page, own);
  }

  if (input.intent === 'save-contact') {
    const { intent: _intent, ...contact } = input;
    if (!own) return data<ChatPageActionData>({ error: copy.page.conversationNotFound }, { status: 404 });
    const saved = await storeCollectedContact(services, clientIp, contact);
    if (!saved.ok) return refused(saved, { error: copy.page.contactNotSaved, unsaved: { name: contact.name, email: contact.email, phone: contact.phone } });
    return backToConversation(page, own);
  }

  const visitor = known ?? chatVisitor(request, services);
  const sessionId = own ?? newChatSessionId(services, visitor);
  const { message } = input;
  // The page's form carries no id of its own; the redirect after each post keeps a reload from sending twice.
  // A new conversation was opened on the page the visitor came from (the launcher is a link here before the scripts run).
  const openedOn = own ? undefined : (refererPath(request, services.env.PUBLIC_URL) ?? page);
  const result = await answerChatMessage(services, clientIp, { sessionId, message, offered: true, language, page: openedOn });
  if (!result.ok) return refused(result, { message }, visitor);
  const { contact } = result.answer;
  if (result.answer.step === 'done' && contact) {
    const saved = await storeCollectedContact(services, clientIp, { sessionId, ...contact });
    if (!saved.ok) return refused(saved, { error: copy.page.contactNotSaved, unsaved: contact }, visitor);
  }
  return backToConversation(page, sessionId, visitor);
}
