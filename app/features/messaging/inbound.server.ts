import { getCompany } from '~/features/business/profile.server';
import { findLeadByPhone, receiveTextLead } from '~/features/leads/intake/text-leads.server';
import { textingWords as englishWords } from '~/content/texting';
import { textingWords as spanishWords } from '~/content/es/texting';
import { getAppName } from '~/features/settings/app-settings.server';
import type { AppServices } from '~/lib/request-context';
import { addText, ensureConversation, findConversationByPhone, type LeadRef, recordDelivery, setOptedOut, textSidExists } from './conversations.server';
import { type Keyword, keywordOf } from './keywords';

// What a text to the company's number does (docs/texting.md): it joins its number's conversation,
// a number we do not know becomes a lead, and the carriers' keywords opt the number out or in.

export interface InboundText {
  sid: string;
  from: string;
  body: string;
  media: string[];
}

export type InboundOutcome = { stored: false } | { stored: true; conversationId: string; keyword: Keyword | null; leadCreated: boolean; reply: string | null };

/** The answer a keyword gets, in English then Spanish, naming the company. */
async function keywordReply(services: AppServices, keyword: Keyword): Promise<string> {
  const [company, appName] = await Promise.all([getCompany(services.db), getAppName(services.db)]);
  const name = appName || company.name;
  const both = (words: typeof englishWords) =>
    keyword === 'stop' ? words.optedOut(name) : keyword === 'start' ? words.optedIn(name) : words.help(name, company.phone.display);
  return `${both(englishWords)}\n${both(spanishWords)}`;
}

/**
 * Stores an inbound text once (by its MessageSid: a replay stores nothing and answers nothing),
 * before its webhook is answered. A message from a number no lead or conversation has is stored
 * as a lead too, through the leads' own intake and in the same transaction, so staff are alerted
 * (by the lead's follow-up job, after the answer) as for any lead.
 */
export async function receiveInboundText(services: AppServices, text: InboundText, now = new Date()): Promise<InboundOutcome> {
  if (await textSidExists(services.db, text.sid)) return { stored: false };
  const keyword = keywordOf(text.body);
  const known = await findConversationByPhone(services.db, text.from);
  const found = known?.leadId ? undefined : await findLeadByPhone(services.db, text.from);
  const leadCreated = !known?.leadId && !found && keyword === null;
  const reply = keyword ? await keywordReply(services, keyword) : null;
  // One commit (one flush to disk on SQLite) for the lead, its conversation and the text.
  const stored = await services.transact(async (trx) => {
    let lead: LeadRef | undefined = found;
    if (leadCreated) {
      // The leads' own intake, in this transaction: its staff email and alert are its follow-up job's.
      const received = await receiveTextLead({ ...services, transact: (work) => work(trx) }, { phone: text.from, message: text.body, media: text.media });
      if (!received.stored) throw new Error('the text could not be stored as a lead');
      lead = { kind: 'contact-messages', id: received.id };
    }
    const conversation = await ensureConversation(trx, text.from, lead, now);
    const message = await addText(
      trx,
      conversation.id,
      { direction: 'in', kind: keyword ? 'keyword' : 'text', body: text.body, media: text.media, twilioSid: text.sid, status: 'received' },
      now,
    );
    if (!message) return undefined;
    if (keyword === 'stop') await setOptedOut(trx, conversation.id, true, now);
    if (keyword === 'start') await setOptedOut(trx, conversation.id, false, now);
    // The answer goes back in the webhook's TwiML: Twilio sends it, and its own opt-out handling may stand in for it.
    if (reply) await addText(trx, conversation.id, { direction: 'out', kind: 'keyword', body: reply, status: 'queued' }, new Date(now.getTime() + 1));
    return conversation.id;
  });
  if (!stored) return { stored: false };
  return { stored: true, conversationId: stored, keyword, leadCreated, reply };
}

/** Twilio's status callback: the delivery of a text we sent. */
export async function receiveDeliveryStatus(services: AppServices, update: { sid: string; status: string; errorCode: string | null }, now = new Date()) {
  return services.transact((trx) => recordDelivery(trx, update, now));
}
