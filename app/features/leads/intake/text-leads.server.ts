import { CompiledQuery, type Kysely, sql } from 'kysely';
import { dialectOf } from '~/lib/db.server';
import type { Database } from '~/lib/db-schema';
import type { AppServices } from '~/lib/request-context';
import type { LeadKind } from '../lead-kinds';
import { receiveLead, type ReceiveResult } from './receive-lead.server';

// Leads that arrive by text (docs/texting.md): a number we do not know becomes a contact message,
// stored and followed up (staff email, alert, speed to lead) as any lead is.

/** Where a text lead says it came from, as the lead's record and CSV show it. */
export const TEXT_MESSAGE_SOURCE = 'Text message';

export interface TextLead {
  /** E.164, as Twilio sends it. */
  phone: string;
  message: string;
  /** Links to the pictures or files the text carried. */
  media: readonly string[];
}

/** '+13055550142' → '(305) 555-0142'; another country's number stays as Twilio wrote it. */
function displayPhone(e164: string): string {
  const national = /^\+1(\d{10})$/.exec(e164)?.[1];
  return national ? `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` : e164;
}

/** Stores a text from an unknown number as a lead: its number is its phone and its name, the text its message. */
export async function receiveTextLead(services: AppServices, text: TextLead): Promise<ReceiveResult> {
  const body = text.message.trim() || '(no words: a picture or file only)';
  const message = [body, ...text.media].join('\n').slice(0, 5000);
  return receiveLead(
    services,
    { kind: 'contact-messages', input: { name: `Text from ${displayPhone(text.phone)}`, email: '', phone: text.phone, subject: 'other', message } },
    {
      language: 'en',
      source: { landingPath: null, referrer: null, utmSource: TEXT_MESSAGE_SOURCE, utmMedium: 'sms', utmCampaign: null, utmTerm: null, utmContent: null },
      signals: [],
    },
  );
}

/**
 * The phone column with only its digits, as both databases write it. Each lead table has an index
 * on exactly this expression (migration 2026-11-29-lead-phone-digits): change both or neither.
 */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref('phone')}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** The newest lead of one table whose phone is one of these digit strings. */
function newestByPhone(db: Kysely<Database>, table: 'quoteRequests' | 'contactMessages' | 'chatbotContacts', forms: string[]) {
  return db.selectFrom(table).select(['id', 'createdAt']).where(phoneDigits, 'in', forms).orderBy('createdAt', 'desc').limit(1);
}

/** '+13055550142' → the digit strings a lead's phone may hold: '13055550142' and '3055550142'. */
function digitForms(e164: string): string[] {
  const digits = e164.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? [digits, digits.slice(1)] : [digits];
}

/**
 * The newest lead whose phone is this number, however it was typed ('(305) 555-0142',
 * '305.555.0142', '+1 305 555 0142'), or undefined.
 */
export async function findLeadByPhone(db: Kysely<Database>, e164: string): Promise<{ kind: LeadKind; id: string } | undefined> {
  const forms = digitForms(e164);
  const [quote, contact, chat] = await Promise.all([
    newestByPhone(db, 'quoteRequests', forms).executeTakeFirst(),
    newestByPhone(db, 'contactMessages', forms).executeTakeFirst(),
    newestByPhone(db, 'chatbotContacts', forms).executeTakeFirst(),
  ]);
  const found = [
    quote && { kind: 'quote-requests' as const, ...quote },
    contact && { kind: 'contact-messages' as const, ...contact },
    chat && { kind: 'chatbot-contacts' as const, ...chat },
  ].filter((lead) => lead !== undefined);
  found.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return found[0] && { kind: found[0].kind, id: found[0].id };
}

/** The plans of the phone lookup's three queries, for the index test. */
export async function explainFindLeadByPhone(db: Kysely<Database>, e164: string): Promise<string[]> {
  const explain = dialectOf(db) === 'postgres' ? 'explain ' : 'explain query plan ';
  const plans: string[] = [];
  for (const table of ['quoteRequests', 'contactMessages', 'chatbotContacts'] as const) {
    const compiled = newestByPhone(db, table, digitForms(e164)).compile();
    const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
    plans.push(result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n'));
  }
  return plans;
}
