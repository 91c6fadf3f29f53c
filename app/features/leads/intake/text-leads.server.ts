import { type Kysely, sql } from 'kysely';
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

/** The phone column with only its digits, as both databases write it. */
function digitsOf(column: string) {
  return sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;
}

/**
 * The newest lead whose phone is this number, however it was typed ('(305) 555-0142',
 * '305.555.0142', '+1 305 555 0142'), or undefined.
 */
export async function findLeadByPhone(db: Kysely<Database>, e164: string): Promise<{ kind: LeadKind; id: string } | undefined> {
  const digits = e164.replace(/\D/g, '');
  const forms = digits.length === 11 && digits.startsWith('1') ? [digits, digits.slice(1)] : [digits];
  const [quote, contact, chat] = await Promise.all([
    db.selectFrom('quoteRequests').select(['id', 'createdAt']).where(digitsOf('phone'), 'in', forms).orderBy('createdAt', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('contactMessages').select(['id', 'createdAt']).where(digitsOf('phone'), 'in', forms).orderBy('createdAt', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('chatbotContacts').select(['id', 'createdAt']).where(digitsOf('phone'), 'in', forms).orderBy('createdAt', 'desc').limit(1).executeTakeFirst(),
  ]);
  const found = [
    quote && { kind: 'quote-requests' as const, ...quote },
    contact && { kind: 'contact-messages' as const, ...contact },
    chat && { kind: 'chatbot-contacts' as const, ...chat },
  ].filter((lead) => lead !== undefined);
  found.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return found[0] && { kind: found[0].kind, id: found[0].id };
}
