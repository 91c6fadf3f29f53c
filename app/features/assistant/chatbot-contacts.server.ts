import type { Kysely, Transaction } from 'kysely';
import { type EmailMessage, enqueueEmail } from '~/features/mail/outbox.server';
import { countRecentChatbotContacts, type StoredChatbotContact, storeChatbotContact } from '~/features/leads/intake/chatbot-contacts.server';
import { contentSignals, REPEAT_SENDS, repeatSignals, spamVerdict } from '~/features/leads/intake/spam.server';
import type { ChatbotContactRow } from '~/features/leads/tables';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { ChatbotContactInput } from './chatbot-contact';
import { listChatMessages, touchChatSession } from './chat-sessions.server';
import { chatbotContactEmail, type ContactMailContext } from './contact-email.server';
import { sessionLanguage } from './bot/copies.server';

const MAX_SUMMARY_LENGTH = 5000;

/** A contact as stored: from the widget's collection, or a call back (email maybe unknown, then ''). */
export interface ChatbotContactDetails extends ChatbotContactInput {
  /** Nobody could join the chat and the visitor left a number to be called back. */
  wantsCall?: boolean;
}

/**
 * Stores the contact a conversation collected, once per conversation, and in the same
 * transaction queues the staff notification. The message is what the visitor asked in their
 * own words; the conversation itself stays in chat_messages. A session the server has not seen
 * (its messages could not be stored) is created, so the visitor's details are never refused.
 */
export async function saveChatbotContact(
  transact: Transact,
  input: ChatbotContactDetails,
  options: { mail: ContactMailContext; now?: Date },
): Promise<StoredChatbotContact> {
  return transact((trx) => saveChatbotContactIn(trx, input, options));
}

/** saveChatbotContact in the caller's transaction. A call back asked for after the contact was stored marks it. */
export async function saveChatbotContactIn(
  trx: Transaction<Database>,
  { wantsCall = false, ...input }: ChatbotContactDetails,
  { mail, now = new Date() }: { mail: ContactMailContext; now?: Date },
): Promise<StoredChatbotContact> {
  await touchChatSession(trx, input.sessionId, now);
  const conversation = await listChatMessages(trx, input.sessionId);
  const message = conversation
    // What they asked, and any message in which they gave details unasked ("call me about the skylight at …").
    .filter((line) => line.kind === 'question' || line.kind === 'contact' || line.kind === 'live')
    .map((line) => line.text)
    .join('\n')
    .slice(0, MAX_SUMMARY_LENGTH);
  // Judged like the form leads: what the visitor wrote, and how often the address wrote lately.
  const recent = input.email ? await countRecentChatbotContacts(trx, input.email, new Date(now.getTime() - HOUR_MS), REPEAT_SENDS) : 0;
  const spamReason = spamVerdict([...contentSignals([input.name, message]), ...repeatSignals(recent)]);
  const callbackRequestedAt = wantsCall ? now.toISOString() : null;
  // The contact keeps the conversation's language, so staff know to call in Spanish.
  const language = await sessionLanguage(trx, input.sessionId);
  const stored = await storeChatbotContact(trx, { ...input, message, spamReason, callbackRequestedAt, language }, now);
  // Suspected spam gets no staff email until someone restores it (which sends it then).
  if (stored.created && stored.contact.spamReason === null) await enqueueEmail(trx, chatbotContactEmail(stored.contact, conversation, mail), now);
  return stored;
}

const HOUR_MS = 60 * 60 * 1000;

/** The staff email about a contact, with its conversation: for a contact restored from suspected spam. */
export async function chatbotStaffEmail(
  trx: Kysely<Database> | Transaction<Database>,
  contact: ChatbotContactRow,
  mail: ContactMailContext,
): Promise<EmailMessage> {
  return chatbotContactEmail(contact, await listChatMessages(trx, contact.sessionId), mail);
}
