import type { Locale } from '~/lib/locale';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import type { Database } from '~/lib/db-schema';
import { announceLead } from '../inbox/live-leads.server';
import type { ChatbotContactRow } from '../tables';

export interface NewChatbotContact {
  sessionId: string;
  name: string;
  email: string;
  phone: string;
  /** What the visitor asked about, in their own words. */
  message: string;
  /** The spam verdict (spam.server.ts): null for a real contact. */
  spamReason: string | null;
  /** The language the visitor wrote to the assistant in (English when not known). */
  language?: Locale;
  /** When the visitor asked to be called back because nobody could join the chat (null: not asked). */
  callbackRequestedAt?: string | null;
}

export interface StoredChatbotContact {
  contact: ChatbotContactRow;
  /** False when the conversation already had its contact: a retried save changes nothing. */
  created: boolean;
}

/**
 * Stores a conversation's contact as a new lead, once per conversation: on a retry, or two
 * saves racing, the unique session_id keeps the first row, which is returned.
 */
export async function storeChatbotContact(trx: Kysely<Database> | Transaction<Database>, input: NewChatbotContact, now: Date): Promise<StoredChatbotContact> {
  const at = now.toISOString();
  const id = uuidv7();
  await trx
    .insertInto('chatbotContacts')
    .values({ id, ...input, status: 'new', notes: '', createdAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column('sessionId').doNothing())
    .execute();
  let contact = await trx.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', input.sessionId).executeTakeFirstOrThrow();
  const created = contact.id === id;
  if (created)
    await announceLead(
      trx,
      'created',
      { kind: 'chatbot-contacts', id, name: contact.name, status: contact.status, spam: contact.spamReason !== null },
      now,
      contact.message ?? '',
    );
  else if (input.callbackRequestedAt && !contact.callbackRequestedAt) {
    // The contact left earlier in the conversation now wants a call: staff see it on the lead at once.
    contact = await trx
      .updateTable('chatbotContacts')
      .set({ callbackRequestedAt: input.callbackRequestedAt, updatedAt: at })
      .where('id', '=', contact.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await announceLead(
      trx,
      'updated',
      { kind: 'chatbot-contacts', id: contact.id, name: contact.name, status: contact.status, spam: contact.spamReason !== null },
      now,
    );
  }
  return { contact, created };
}

/** How many contacts an email address left with the assistant since `since`, counted up to `upTo`: the repeat signal. */
export async function countRecentChatbotContacts(trx: Kysely<Database> | Transaction<Database>, email: string, since: Date, upTo: number): Promise<number> {
  const rows = await trx
    .selectFrom('chatbotContacts')
    .select('id')
    .where('email', '=', email)
    .where('createdAt', '>=', since.toISOString())
    .limit(upTo)
    .execute();
  return rows.length;
}

/** The chatbot contact a conversation produced, if any: staff open it from the chat. */
export async function contactOfConversation(db: Kysely<Database>, sessionId: string): Promise<string | null> {
  const row = await db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).executeTakeFirst();
  return row?.id ?? null;
}
