import type { Kysely } from 'kysely';
import type { ChatMessageRow } from './tables';
import type { Database } from '~/lib/db-schema';
import { isEmailAddress } from '~/lib/email-address';
import type { Transact } from '~/lib/group-commit.server';
import { assistantCopy } from './assistant-copy';
import { type ChatResponse, type ContactDetails, stepAfter, type UserLineKind } from './chat-protocol';
import type { ChatProvider, ReplyContext } from './chat-provider.server';
import { listChatMessages, type NewChatLine, recordChatLines } from './chat-sessions.server';
import { isAffirmative, isNegative, personReply, wantsPerson } from './local-provider.server';

interface ConverseOptions {
  provider: ChatProvider;
  /** The widget showed its contact offer before this conversation's first message. */
  offered?: boolean;
  /** Read when the message arrives and again when the answer is ready. */
  clock?: () => Date;
}

/** "My name is Ana Díaz" → "Ana Díaz"; anything else is taken as the visitor typed it (SPEC: no checks). */
function nameFrom(text: string): string {
  const name = text.replace(/^(hi|hello|hey)?[,!.\s]*(my name is|my name's|i am|i'm|it's|this is|name:)\s+/i, '');
  return name.replace(/[.!]+$/, '').trim() || text;
}

/** The address in "it's ana@example.com, thanks", or null when there is none (the product's one address rule). */
function emailFrom(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    const candidate = word.replace(/^[<("'[]+|[>)"'\].,;:!?]+$/g, '');
    if (isEmailAddress(candidate)) return candidate;
  }
  return null;
}

/** The contact the visitor gave, from the lines stored with the kinds name and email. */
function contactFrom(history: readonly ChatMessageRow[], phone: string): ContactDetails {
  const name = history.findLast((line) => line.kind === 'name')?.text ?? '';
  const email = history.findLast((line) => line.kind === 'email' && emailFrom(line.text) !== null)?.text ?? '';
  return { name: nameFrom(name), email: emailFrom(email) ?? email, phone };
}

/**
 * Answers one message of a conversation and stores both. The step the conversation is at is
 * read from the stored lines: after the contact offer a yes starts collection, which then takes
 * the name, the email (until it looks valid) and the phone, without asking the provider.
 * The visitor's message is committed before a provider is asked, so a slow or failing provider
 * never costs their words.
 */
export async function converse(
  { db, transact }: { db: Kysely<Database>; transact: Transact },
  sessionId: string,
  message: string,
  { provider, offered = false, clock = () => new Date() }: ConverseOptions,
): Promise<ChatResponse> {
  const now = clock();
  const history = await listChatMessages(db, sessionId);
  const opening: NewChatLine[] = [];
  if (history.length === 0) {
    opening.push({ sender: 'bot', kind: 'greeting', text: assistantCopy.greeting });
    if (offered) opening.push({ sender: 'bot', kind: 'offer', text: assistantCopy.contactOffer });
  }
  const lastBot = [...history, ...opening].findLast((line) => line.sender === 'bot');
  const step = stepAfter(lastBot?.kind);

  const exchange = (kind: UserLineKind, reply: NewChatLine) =>
    recordChatLines(transact, sessionId, [...opening, { sender: 'user', kind, text: message }, reply], now);

  if (step === 'offer' && isAffirmative(message)) {
    await exchange('consent', { sender: 'bot', kind: 'ask-name', text: assistantCopy.askName });
    return { response: assistantCopy.askName, step: 'name' };
  }
  if (step === 'offer' && isNegative(message)) {
    await exchange('consent', { sender: 'bot', kind: 'answer', text: assistantCopy.declined });
    return { response: assistantCopy.declined, step: 'chat' };
  }
  if (step === 'name') {
    const reply = assistantCopy.askEmail(nameFrom(message));
    await exchange('name', { sender: 'bot', kind: 'ask-email', text: reply });
    return { response: reply, step: 'email' };
  }
  if (step === 'email') {
    if (emailFrom(message) === null) {
      await exchange('email', { sender: 'bot', kind: 'invalid-email', text: assistantCopy.invalidEmail });
      return { response: assistantCopy.invalidEmail, step: 'email' };
    }
    await exchange('email', { sender: 'bot', kind: 'ask-phone', text: assistantCopy.askPhone });
    return { response: assistantCopy.askPhone, step: 'phone' };
  }
  if (step === 'phone') {
    const contact = contactFrom(history, message);
    const reply = assistantCopy.collected(contact.name);
    await exchange('phone', { sender: 'bot', kind: 'collected', text: reply });
    return { response: reply, step: 'done', contact };
  }

  const context: ReplyContext = { now, contactCollected: history.some((line) => line.kind === 'collected') };
  if (wantsPerson(message)) {
    // Needs the live clock and the hand-over to collection, whichever provider is configured.
    const reply = personReply(context);
    await exchange('question', { sender: 'bot', kind: reply.offersContact ? 'offer' : 'answer', text: reply.text });
    return { response: reply.text, step: reply.offersContact ? 'offer' : 'chat' };
  }
  await recordChatLines(transact, sessionId, [...opening, { sender: 'user', kind: 'question', text: message }], now);
  const turns = [...history, ...opening, { sender: 'user' as const, text: message }].map(({ sender, text }) => ({ sender, text }));
  const reply = await provider.reply(turns, context);
  const kind = reply.offersContact ? 'offer' : 'answer';
  await recordChatLines(transact, sessionId, [{ sender: 'bot', kind, text: reply.text }], clock());
  return { response: reply.text, step: reply.offersContact ? 'offer' : 'chat' };
}
