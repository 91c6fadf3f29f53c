import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { asLocale, type Locale } from '~/lib/locale';
import { type AssistantCopy, assistantCopy } from './assistant-copy';
import { spanishCopy } from './spanish-copy';

// What the assistant says, in the language of the conversation (the visitor's last telling message).

const copies: Readonly<Record<Locale, AssistantCopy>> = { en: assistantCopy, es: spanishCopy };

export function copyIn(language: Locale): AssistantCopy {
  return copies[language];
}

/** The language a conversation is in, as stored with it (English for one not yet stored). */
export async function sessionLanguage(db: Kysely<Database> | Transaction<Database>, sessionId: string): Promise<Locale> {
  const row = await db.selectFrom('chatSessions').select('language').where('id', '=', sessionId).executeTakeFirst();
  return asLocale(row?.language);
}

/** Both languages' contact offers, for telling whether a remote model's reply made the offer. */
export const contactOffers: readonly string[] = Object.values(copies).map((copy) => copy.contactOffer);
