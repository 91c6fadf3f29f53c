import { v7 as uuidv7 } from 'uuid';
import { enqueueEmail } from '~/features/mail/outbox.server';
import type { ChatbotContactRow } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import type { ChatbotContactInput } from './chatbot-contact';
import { listChatMessages, touchChatSession } from './chat-sessions.server';
import { chatbotContactEmail, type ContactMailContext } from './contact-email.server';

const MAX_SUMMARY_LENGTH = 5000;

export interface SavedContact {
  contact: ChatbotContactRow;
  /** False when the conversation already had its contact: a retried save changes nothing. */
  created: boolean;
}

/**
 * Stores the contact a conversation collected, once per conversation, and in the same
 * transaction queues the staff notification. The message is what the visitor asked in their
 * own words; the conversation itself stays in chat_messages. A session the server has not seen
 * (its messages could not be stored) is created, so the visitor's details are never refused.
 */
export async function saveChatbotContact(
  transact: Transact,
  input: ChatbotContactInput,
  { mail, now = new Date() }: { mail: ContactMailContext; now?: Date },
): Promise<SavedContact> {
  const at = now.toISOString();
  return transact(async (trx) => {
    await touchChatSession(trx, input.sessionId, now);
    const conversation = await listChatMessages(trx, input.sessionId);
    const message = conversation
      .filter((line) => line.kind === 'question')
      .map((line) => line.text)
      .join('\n')
      .slice(0, MAX_SUMMARY_LENGTH);
    const id = uuidv7();
    // On a retry, or two saves racing, the unique session_id keeps the first row.
    await trx
      .insertInto('chatbotContacts')
      .values({ id, ...input, message, status: 'new', notes: '', createdAt: at, updatedAt: at })
      .onConflict((conflict) => conflict.column('sessionId').doNothing())
      .execute();
    const contact = await trx.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', input.sessionId).executeTakeFirstOrThrow();
    const created = contact.id === id;
    if (created) await enqueueEmail(trx, chatbotContactEmail(contact, conversation, mail), now);
    return { contact, created };
  });
}
