import type { BusinessCalendar } from '~/lib/business-hours';
import type { Company } from '~/content/company';
import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { Locale } from '~/lib/locale';
import type { AssistantCopy } from './assistant-copy';
import { copyIn } from './copies.server';
import { conversationLanguage } from './language';
import { type BotLineKind, type ChatResponse, type ChatStep, type ContactDetails, stepAfter, type UserLineKind } from '../chat-protocol';
import { continueCallback, offerCallback } from '../live-chat/callback.server';
import { companyFactsOf, isOpenNow } from './company-facts.server';
import { getBusinessProfile } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { ContactMailContext } from '../contact-email.server';
import { alertAvailableStaff, moveHandoff, readChatState, storeVisitorLiveMessage } from '../live-chat/live-chat.server';
import { anyoneAvailable } from '../live-chat/staff-presence.server';
import { collectedDetails, emailIn, introducedName, offersDetails, type PartialContact } from '../contact-details.server';
import type { ChatProvider, ReplyContext } from './chat-provider.server';
import { insertChatLines, listChatMessages, type NewChatLine, recordChatLines, touchChatSession } from '../chat-sessions.server';
import { isAffirmative, isNegative, wantsBooking, wantsCallback, wantsPerson } from './local-provider.server';

interface ConverseOptions {
  provider: ChatProvider;
  /** The widget showed its contact offer before this conversation's first message. */
  offered?: boolean;
  /** Read when the message arrives and again when the answer is ready. */
  clock?: () => Date;
  /** The sending browser's id for a message to a person (stored once however often it is sent). */
  clientId?: string;
  /** Where the staff email about a call back links to and goes. */
  mail: ContactMailContext;
  /** The language of the page the visitor writes from: the conversation's until they write something telling. */
  pageLanguage?: Locale;
}

const detailLabels: Record<Locale, Record<keyof ContactDetails, string>> = {
  en: { name: 'name', email: 'email address', phone: 'phone number' },
  es: { name: 'nombre', email: 'correo electrónico', phone: 'número de teléfono' },
};
const lists: Record<Locale, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }),
  es: new Intl.ListFormat('es-US', { style: 'long', type: 'conjunction' }),
};

/**
 * The next line of a collection under way: ask for the first missing detail (name, then email,
 * then phone, as SPEC orders them), or thank the visitor once all three are known.
 */
function nextCollectionLine(
  before: PartialContact,
  after: PartialContact,
  {
    step,
    message,
    callback,
    language,
    copy,
    company,
  }: { step: ChatStep; message: string; callback: boolean; language: Locale; copy: AssistantCopy; company: Company },
): { line: NewChatLine; response: ChatResponse } {
  const ask = (kind: BotLineKind, text: string, next: ChatStep) => ({ line: { sender: 'bot' as const, kind, text }, response: { response: text, step: next } });
  if (!after.name) {
    const have = (['email', 'phone'] as const).filter((key) => after[key]).map((key) => detailLabels[language][key]);
    if (have.length > 0) return ask('ask-name', copy.askNameHaving(lists[language].format(have)), 'name');
    return ask('ask-name', callback ? copy.callbackAskName : copy.askName, 'name');
  }
  // SPEC: an address that does not look like one is asked for again, in SPEC's words (in English).
  if (!after.email && step === 'email' && !emailIn(message, company)) return ask('invalid-email', copy.invalidEmail, 'email');
  if (!after.email) return ask('ask-email', copy.askEmail(after.name), 'email');
  if (!after.phone) {
    const greet = !before.name || step === 'name';
    return ask('ask-phone', greet ? copy.askPhoneGreeting(after.name) : copy.askPhone, 'phone');
  }
  const contact = { name: after.name, email: after.email, phone: after.phone };
  const text = copy.collected(contact.name);
  return { line: { sender: 'bot', kind: 'collected', text }, response: { response: text, step: 'done', contact } };
}

/**
 * Answers one message of a conversation and stores both. The step the conversation is at is
 * read from the stored lines: after the contact offer a yes starts collection, which then takes
 * the name, the email (until it looks valid) and the phone, without asking the provider.
 * The visitor's message is committed before a provider is asked, so a slow or failing provider
 * never costs their words. While the visitor waits for or talks with a person, the assistant is
 * silent: the message is stored and announced to the staff member (live-chat.server.ts).
 */
export async function converse(
  { db, transact }: { db: Kysely<Database>; transact: Transact },
  sessionId: string,
  message: string,
  { provider, offered = false, clock = () => new Date(), clientId, mail, pageLanguage = 'en' }: ConverseOptions,
): Promise<ChatResponse> {
  const now = clock();
  // The profile is read once per turn (from this process's memory) and its facts passed down to the answer.
  const [history, state, calendar, profile] = await Promise.all([
    listChatMessages(db, sessionId),
    readChatState(db, sessionId),
    getBusinessCalendar(db),
    getBusinessProfile(db),
  ]);
  // The answer is in the language of this message, else of the conversation so far, else of the page.
  const language = conversationLanguage(message, [], history.length > 0 && state.language ? state.language : pageLanguage);
  const facts = companyFactsOf(profile);
  const { company } = facts;
  const copy = copyIn(language, company);
  if (state.handoff === 'waiting' || state.handoff === 'live') {
    const live = await transact(async (trx) => {
      // Read again in the transaction: the chat may have ended since.
      const current = await readChatState(trx, sessionId);
      if (current.handoff !== 'waiting' && current.handoff !== 'live') return null;
      return { step: current.handoff, line: await storeVisitorLiveMessage(trx, sessionId, message, clientId, now) };
    });
    if (live) return live;
    return converse({ db, transact }, sessionId, message, { provider, offered, clock, clientId, mail, pageLanguage });
  }

  const opening: NewChatLine[] = [];
  if (history.length === 0) {
    opening.push({ sender: 'bot', kind: 'greeting', text: copy.greeting });
    if (offered) opening.push({ sender: 'bot', kind: 'offer', text: copy.contactOffer });
  }
  const lastBot = [...history, ...opening].findLast((line) => line.sender === 'bot');
  const step = stepAfter(lastBot?.kind);
  const contactCollected = history.some((line) => line.kind === 'collected');

  // Someone may be free now; otherwise the assistant offers a call back.
  if (wantsPerson(message)) {
    return askForPerson({ db, transact }, sessionId, message, [...history, ...opening], opening, { now, calendar, mail, language, copy, company });
  }

  if (state.handoff === 'callback') {
    const kind: UserLineKind = step === 'name' || step === 'phone' ? step : 'question';
    const reply = await transact(async (trx) => {
      await touchChatSession(trx, sessionId, now, language);
      return continueCallback(trx, sessionId, history, { sender: 'user', kind, text: message }, { mail, now, company });
    });
    return { response: reply.text, step: reply.step };
  }

  const exchange = (kind: UserLineKind, reply: NewChatLine) =>
    recordChatLines(transact, sessionId, [...opening, { sender: 'user', kind, text: message }, reply], now, language);

  if (!contactCollected) {
    // Collection starts on a yes to the offer, on a request to be called, or on details given
    // unasked; it takes every detail a message carries and asks only for what is still missing.
    const collecting = step === 'name' || step === 'email' || step === 'phone';
    const carriesDetails = offersDetails(message, company);
    const callback = wantsCallback(message);
    if (step === 'offer' && isNegative(message) && !carriesDetails) {
      await exchange('consent', { sender: 'bot', kind: 'answer', text: copy.declined });
      return { response: copy.declined, step: 'chat' };
    }
    if (collecting || carriesDetails || callback || (step === 'offer' && isAffirmative(message))) {
      // A request to be called is kept as a question: it says what the visitor wants.
      const kind: UserLineKind = collecting ? step : carriesDetails ? 'contact' : callback ? 'question' : 'consent';
      const before = collectedDetails(history, company);
      const after = collectedDetails([...history, { sender: 'user', kind, text: message }], company);
      const next = nextCollectionLine(before, after, { step, message, callback, language, copy, company });
      await exchange(kind, next.line);
      return next.response;
    }
  } else if (wantsCallback(message)) {
    await exchange('question', { sender: 'bot', kind: 'answer', text: copy.alreadyCollected });
    return { response: copy.alreadyCollected, step: 'chat' };
  }

  // A visitor who asks to book the estimate gets the booking page, whatever provider answers the rest.
  if (wantsBooking(message)) {
    await exchange('question', { sender: 'bot', kind: 'answer', text: copy.bookVisit });
    return { response: copy.bookVisit, step: 'chat' };
  }

  const context: ReplyContext = { now, calendar, facts, contactCollected, language };
  await recordChatLines(transact, sessionId, [...opening, { sender: 'user', kind: 'question', text: message }], now, language);
  // A staff member's lines are the company speaking, as the assistant's are.
  const turns = [...history, ...opening, { sender: 'user' as const, text: message }].map(({ sender, text }) => ({
    sender: sender === 'user' ? ('user' as const) : ('bot' as const),
    text,
  }));
  const reply = await provider.reply(turns, context);
  const kind = reply.offersContact ? 'offer' : 'answer';
  await recordChatLines(transact, sessionId, [{ sender: 'bot', kind, text: reply.text }], clock());
  return { response: reply.text, step: reply.offersContact ? 'offer' : 'chat' };
}

/**
 * A request for a person: with someone available the conversation waits for them (and they are
 * alerted); with nobody, the assistant says so and takes a name and phone number for a call back.
 */
async function askForPerson(
  { db, transact }: { db: Kysely<Database>; transact: Transact },
  sessionId: string,
  message: string,
  known: readonly { sender: string; kind: string; text: string }[],
  opening: readonly NewChatLine[],
  {
    now,
    calendar,
    mail,
    language,
    copy,
    company,
  }: { now: Date; calendar: BusinessCalendar; mail: ContactMailContext; language: Locale; copy: AssistantCopy; company: Company },
): Promise<ChatResponse> {
  // "Can I talk to someone? I'm Marta": the details given with the request are kept as such.
  const kind: UserLineKind = offersDetails(message, company) || introducedName(message) ? 'contact' : 'question';
  const asked: NewChatLine = { sender: 'user', kind, text: message };
  if (await anyoneAvailable(db, now)) {
    // While they wait, the name and phone number still unknown are asked, so the chat leaves a lead however it ends.
    const text = `${copy.live.connecting} ${copy.live.connectingAsk(collectedDetails([...known, asked], company))}`.trim();
    const state = await transact(async (trx) => {
      await touchChatSession(trx, sessionId, now, language);
      await insertChatLines(trx, sessionId, [...opening, asked], now);
      const connecting: NewChatLine = { sender: 'bot', kind: 'connecting', text };
      const moved = await moveHandoff(trx, sessionId, { from: ['none', 'callback'], to: 'waiting', agent: null, lines: [connecting] }, now);
      if (moved) await alertAvailableStaff(trx, sessionId, message, moved.version, now);
      return moved;
    });
    if (state) {
      return { response: text, step: 'waiting' };
    }
  }
  const offer = await transact(async (trx) => {
    await touchChatSession(trx, sessionId, now, language);
    await insertChatLines(trx, sessionId, [...opening, asked], now);
    return offerCallback(trx, sessionId, [...known, asked], copy.live.nobodyAvailable(isOpenNow({ now, calendar })), {
      from: ['none', 'callback', 'waiting', 'live'],
      mail,
      now,
      company,
    });
  });
  return { response: offer.text, step: offer.step };
}
