import type { Kysely, Transaction } from 'kysely';
import { company as sampleCompany } from '~/content/company';
import { getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import { asLocale, type Locale } from '~/lib/locale';
import { type AssistantCopy, assistantCopy, contactOffer, type CopyCompany } from './assistant-copy';
import { contactOfferEs, spanishCopy } from './spanish-copy';

// What the assistant says, in the language of the conversation (the visitor's last telling message),
// naming the company as the profile has it when the line is said.

const copies: Readonly<Record<Locale, (company: CopyCompany) => AssistantCopy>> = { en: assistantCopy, es: spanishCopy };

export function copyIn(language: Locale, company: CopyCompany): AssistantCopy {
  return copies[language](company);
}

/**
 * The copy in `language` for a line said outside a turn (a refusal, the chat page's messages). The
 * sample company only when the profile cannot be read at all (the database down before this
 * process first read it), so the visitor is still told something.
 */
export async function copyOf(db: Kysely<Database>, language: Locale): Promise<AssistantCopy> {
  return copyIn(language, await getCompany(db).catch(() => sampleCompany));
}

/** The language a conversation is in, as stored with it (English for one not yet stored). */
export async function sessionLanguage(db: Kysely<Database> | Transaction<Database>, sessionId: string): Promise<Locale> {
  const row = await db.selectFrom('chatSessions').select('language').where('id', '=', sessionId).executeTakeFirst();
  return asLocale(row?.language);
}

/** Both languages' contact offers, for telling whether a remote model's reply made the offer. */
export const contactOffers: readonly string[] = [contactOffer, contactOfferEs];
