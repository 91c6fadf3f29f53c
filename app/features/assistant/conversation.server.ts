import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import { assistantCopy } from './assistant-copy';
import { type BotLineKind, type ChatResponse, type ChatStep, type ContactDetails, stepAfter, type UserLineKind } from './chat-protocol';
import { joinList } from './company-facts.server';
import { collectedDetails, emailIn, offersDetails, type PartialContact } from './contact-details.server';
import type { ChatProvider, ReplyContext } from './chat-provider.server';
import { listChatMessages, type NewChatLine, recordChatLines } from './chat-sessions.server';
import { isAffirmative, isNegative, personReply, wantsCallback, wantsPerson } from './local-provider.server';

interface ConverseOptions {
  provider: ChatProvider;
  /** The widget showed its contact offer before this conversation's first message. */
  offered?: boolean;
  /** Read when the message arrives and again when the answer is ready. */
  clock?: () => Date;
}

const detailLabels: Record<keyof ContactDetails, string> = { name: 'name', email: 'email address', phone: 'phone number' };

/**
 * The next line of a collection under way: ask for the first missing detail (name, then email,
 * then phone, as SPEC orders them), or thank the visitor once all three are known.
 */
function nextCollectionLine(
  before: PartialContact,
  after: PartialContact,
  { step, message, callback }: { step: ChatStep; message: string; callback: boolean },
): { line: NewChatLine; response: ChatResponse } {
  const ask = (kind: BotLineKind, text: string, next: ChatStep) => ({ line: { sender: 'bot' as const, kind, text }, response: { response: text, step: next } });
  if (!after.name) {
    const have = (['email', 'phone'] as const).filter((key) => after[key]).map((key) => detailLabels[key]);
    if (have.length > 0) return ask('ask-name', assistantCopy.askNameHaving(joinList(have)), 'name');
    return ask('ask-name', callback ? assistantCopy.callbackAskName : assistantCopy.askName, 'name');
  }
  // SPEC: an address that does not look like one is asked for again, in SPEC's words.
  if (!after.email && step === 'email' && !emailIn(message)) return ask('invalid-email', assistantCopy.invalidEmail, 'email');
  if (!after.email) return ask('ask-email', assistantCopy.askEmail(after.name), 'email');
  if (!after.phone) {
    const greet = !before.name || step === 'name';
    return ask('ask-phone', greet ? assistantCopy.askPhoneGreeting(after.name) : assistantCopy.askPhone, 'phone');
  }
  const contact = { name: after.name, email: after.email, phone: after.phone };
  const text = assistantCopy.collected(contact.name);
  return { line: { sender: 'bot', kind: 'collected', text }, response: { response: text, step: 'done', contact } };
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
  const contactCollected = history.some((line) => line.kind === 'collected');

  if (!contactCollected) {
    // Collection starts on a yes to the offer, on a request to be called, or on details given
    // unasked; it takes every detail a message carries and asks only for what is still missing.
    const collecting = step === 'name' || step === 'email' || step === 'phone';
    const carriesDetails = offersDetails(message);
    const callback = wantsCallback(message);
    if (step === 'offer' && isNegative(message) && !carriesDetails) {
      await exchange('consent', { sender: 'bot', kind: 'answer', text: assistantCopy.declined });
      return { response: assistantCopy.declined, step: 'chat' };
    }
    if (collecting || carriesDetails || callback || (step === 'offer' && isAffirmative(message))) {
      // A request to be called is kept as a question: it says what the visitor wants.
      const kind: UserLineKind = collecting ? step : carriesDetails ? 'contact' : callback ? 'question' : 'consent';
      const before = collectedDetails(history);
      const after = collectedDetails([...history, { sender: 'user', kind, text: message }]);
      const next = nextCollectionLine(before, after, { step, message, callback });
      await exchange(kind, next.line);
      return next.response;
    }
  } else if (wantsCallback(message)) {
    await exchange('question', { sender: 'bot', kind: 'answer', text: assistantCopy.alreadyCollected });
    return { response: assistantCopy.alreadyCollected, step: 'chat' };
  }

  const context: ReplyContext = { now, contactCollected };
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
