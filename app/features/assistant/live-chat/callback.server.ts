import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Company } from '~/content/company';
import type { Logger } from 'pino';
import { getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import { defineJobKind, handleJob } from '~/lib/jobs/jobs.server';
import type { AppServices } from '~/lib/request-context';
import { copyIn, sessionLanguage } from '../bot/copies.server';
import type { ChatStateData, ChatStep, HandoffState } from '../chat-protocol';
import { saveChatbotContactIn } from '../chatbot-contacts.server';
import { insertChatLines, listChatMessages, type NewChatLine } from '../chat-sessions.server';
import { collectedDetails } from '../contact-details.server';
import type { ContactMailContext } from '../contact-email.server';
import { moveHandoff, overdueHandoffs } from './live-chat.server';
import { setAwayAfterMissedChat } from './staff-presence.server';

// When nobody can join a chat (no one available, or nobody accepted within two minutes), the
// assistant says so and takes what it still needs for a call back: a name and a phone number. A
// visitor who already gave both is stored at once. The call back is a chatbot contact marked
// "wants a call": a new lead, with its staff email, push alert and escalation like any other.

type Line = { sender: string; kind: string; text: string };

export interface CallbackOffer {
  /** The conversation's new state; null when it was no longer in `from` (someone else moved it). */
  state: ChatStateData | null;
  text: string;
  step: ChatStep;
}

/**
 * In the caller's transaction: the line saying nobody can join, asking for the first missing
 * detail, or, with name and phone known, the call back stored and confirmed.
 */
export async function offerCallback(
  trx: Transaction<Database>,
  sessionId: string,
  known: readonly Line[],
  why: string,
  { from, mail, now, company }: { from: readonly HandoffState[]; mail: ContactMailContext; now: Date; company: Company },
): Promise<CallbackOffer> {
  const { name, email, phone } = collectedDetails(known, company);
  const copy = copyIn(await sessionLanguage(trx, sessionId), company);
  if (name && phone) {
    const text = copy.live.callbackConfirmed(why, name, phone);
    const state = await moveHandoff(trx, sessionId, { from, to: 'none', lines: [{ sender: 'bot', kind: 'collected', text }] }, now);
    if (state) await saveChatbotContactIn(trx, { sessionId, name, email: email ?? '', phone, wantsCall: true }, { mail, now });
    return { state, text, step: 'done' };
  }
  const text = name ? copy.live.callbackAskPhone(why, name) : copy.live.callbackAskName(why);
  const state = await moveHandoff(trx, sessionId, { from, to: 'callback', lines: [{ sender: 'bot', kind: name ? 'ask-phone' : 'ask-name', text }] }, now);
  return { state, text, step: name ? 'phone' : 'name' };
}

/**
 * The visitor's answer while a call back is being taken: the name, then the phone number; with
 * both, the contact is stored (wanting a call) in the same transaction as the confirmation.
 */
export async function continueCallback(
  trx: Transaction<Database>,
  sessionId: string,
  history: readonly Line[],
  answer: NewChatLine,
  { mail, now, company }: { mail: ContactMailContext; now: Date; company: Company },
): Promise<{ text: string; step: ChatStep }> {
  const { name, email, phone } = collectedDetails([...history, answer], company);
  const copy = copyIn(await sessionLanguage(trx, sessionId), company);
  if (name && phone) {
    const text = copy.live.callbackConfirmed('', name, phone);
    await moveHandoff(trx, sessionId, { from: ['callback'], to: 'none', lines: [answer, { sender: 'bot', kind: 'collected', text }] }, now);
    await saveChatbotContactIn(trx, { sessionId, name, email: email ?? '', phone, wantsCall: true }, { mail, now });
    return { text, step: 'done' };
  }
  const text = name ? copy.live.askPhone(name) : copy.askName;
  await insertChatLines(trx, sessionId, [answer, { sender: 'bot', kind: name ? 'ask-phone' : 'ask-name', text }], now);
  return { text, step: name ? 'phone' : 'name' };
}

/** Where the staff email about a contact links to and goes: STAFF_NOTIFY_EMAIL, else the profile's email. */
export async function contactMail(services: Pick<AppServices, 'env' | 'db'>): Promise<ContactMailContext> {
  return { publicUrl: services.env.PUBLIC_URL, staffEmail: services.env.STAFF_NOTIFY_EMAIL ?? (await getCompany(services.db)).email };
}

/**
 * Every conversation whose two minutes ran out with nobody accepting: the assistant says so and
 * offers the call back, and the staff who let it pass are set away. Each is moved only if still waiting, so a late accept, or another process
 * doing the same, wins cleanly. Resolves to how many were moved.
 */
export async function missOverdueHandoffs(services: Pick<AppServices, 'db' | 'transact' | 'env'>, now = new Date()): Promise<number> {
  let moved = 0;
  const waitMs = services.env.CHAT_HANDOFF_WAIT_SECONDS * 1000;
  for (const sessionId of await overdueHandoffs(services.db, now, waitMs)) {
    const [history, company, mail] = await Promise.all([listChatMessages(services.db, sessionId), getCompany(services.db), contactMail(services)]);
    const why = copyIn(await sessionLanguage(services.db, sessionId), company).live.nobodyCame;
    const offer = await services.transact(async (trx) => {
      const offered = await offerCallback(trx, sessionId, history, why, { from: ['waiting'], mail, now, company });
      // Whoever was available through the whole wait did not come: the chat stops saying someone is online.
      if (offered.state) await setAwayAfterMissedChat(trx, new Date(now.getTime() - waitMs), now);
      return offered;
    });
    if (offer.state) moved += 1;
  }
  return moved;
}

/**
 * Looks for overdue requests for a person every few seconds (a quarter of the wait, at most 5 s):
 * one row of this kind, run by whichever process is free; the conditional move keeps each
 * conversation's offer to one.
 */
export function handoffTimeoutJob(services: Pick<AppServices, 'db' | 'transact' | 'env'>, logger: Pick<Logger, 'info'>) {
  const kind = defineJobKind({
    kind: 'assistant.handoff-timeout',
    schema: z.object({}),
    everyMs: Math.min(5_000, services.env.CHAT_HANDOFF_WAIT_SECONDS * 250),
  });
  return handleJob(kind, async (_payload, run) => {
    const moved = await missOverdueHandoffs(services, run.now);
    if (moved > 0) logger.info({ moved }, 'chat requests for a person timed out; call backs offered');
  });
}
