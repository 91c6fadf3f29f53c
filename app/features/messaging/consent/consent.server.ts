import type { Kysely, Transaction } from 'kysely';
import type { BookingExtras } from '~/features/bookings/booking-extras';
import type { LeadExtras } from '~/features/leads/intake/lead-extras';
import { logger } from '~/lib/logger.server';
import { getCompany } from '~/features/business/profile.server';
import { phoneToE164 } from '~/features/notifications/phone-number';
import { getAppName } from '~/features/settings/app-settings.server';
import { textingWords as englishWords } from '~/content/texting';
import { textingWords as spanishWords } from '~/content/es/texting';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { uuidv7 } from '~/lib/uuid.server';
import { textingEnabled } from '../twilio/config.server';

// Consent to texts (docs/texting.md, issue 46 item 5): the quote, contact and booking forms carry
// an unticked box; ticked, the consent is kept here with the number, the time, the page and the
// exact wording shown. Automated texts (automated.server.ts) go only to a number that consented
// and did not opt out since. Without texting configured the box is not offered and nothing is kept.

type Db = Kysely<Database> | Transaction<Database>;

/** The form field the box posts (`on` when ticked) and the lead APIs' JSON property (`true`). */
export const SMS_CONSENT_FIELD = 'smsConsent';

/** What the box shows: its label and its disclosure, in the page's language and the company's name. */
export interface SmsConsentOffer {
  label: string;
  disclosure: string;
}

const words = { en: englishWords, es: spanishWords } as const;

async function companyName(db: Kysely<Database>): Promise<string> {
  const [company, appName] = await Promise.all([getCompany(db), getAppName(db)]);
  return appName || company.name;
}

/** The box a form shows, or null while texting is not configured (then no form shows one). */
export async function smsConsentOffer(services: Pick<AppServices, 'db' | 'env'>, language: Locale): Promise<SmsConsentOffer | null> {
  if (!textingEnabled(services.env)) return null;
  return words[language].consent(await companyName(services.db));
}

/** The wording kept with a consent: the label and the disclosure, as shown side by side. */
export function consentWording(offer: SmsConsentOffer): string {
  return `${offer.label}. ${offer.disclosure}`;
}

export interface ConsentGiven {
  /** The lead (or booking) it was given with. */
  leadKind: 'quote-requests' | 'contact-messages' | 'bookings';
  leadId: string;
  /** As typed on the form. */
  phone: string;
  /** The page the box was ticked on, or the API's path. */
  page: string;
  language: Locale;
}

/**
 * Keeps a consent given with a lead: its number in E.164, the page, the time and the wording the
 * page showed (the same words, in the same language, as the form's box). Nothing while texting is
 * not configured, or when the phone is not a number a text can reach; once per lead.
 */
export async function recordSmsConsent(services: Pick<AppServices, 'db' | 'env'>, given: ConsentGiven, now = new Date()): Promise<boolean> {
  const offer = await smsConsentOffer(services, given.language);
  const phone = phoneToE164(given.phone);
  if (!offer || !phone) return false;
  await storeConsent(services.db, { ...given, phone, wording: consentWording(offer) }, now);
  return true;
}

async function storeConsent(db: Db, consent: ConsentGiven & { wording: string }, now: Date): Promise<void> {
  await db
    .insertInto('smsConsents')
    .values({
      id: uuidv7(),
      phone: consent.phone,
      leadKind: consent.leadKind,
      leadId: consent.leadId,
      page: consent.page.slice(0, 200),
      language: consent.language,
      wording: consent.wording,
      consentedAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['leadKind', 'leadId']).doNothing())
    .execute();
}

export interface StoredConsent {
  phone: string;
  leadKind: string;
  leadId: string;
  page: string;
  language: string;
  wording: string;
  consentedAt: string;
}

/** The newest consent the number gave, or undefined: automated texts need one. */
export async function findSmsConsent(db: Db, phone: string): Promise<StoredConsent | undefined> {
  return db
    .selectFrom('smsConsents')
    .select(['phone', 'leadKind', 'leadId', 'page', 'language', 'wording', 'consentedAt'])
    .where('phone', '=', phone)
    .orderBy('consentedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The consent given with one lead, or undefined (the lead's page and the admin API show it). */
export async function consentOfLead(db: Db, lead: { kind: string; id: string }): Promise<StoredConsent | undefined> {
  return db
    .selectFrom('smsConsents')
    .select(['phone', 'leadKind', 'leadId', 'page', 'language', 'wording', 'consentedAt'])
    .where('leadKind', '=', lead.kind)
    .where('leadId', '=', lead.id)
    .executeTakeFirst();
}

/**
 * What the lead APIs accept of consent: `smsConsent` absent, `true` or `false`; anything else is
 * a field error. Named for the API's language.
 */
export function smsConsentProblem(value: unknown, language: Locale): string | null {
  if (value === undefined || value === null || typeof value === 'boolean') return null;
  return language === 'es' ? 'Use true o false.' : 'Use true or false.';
}

/** Whether a form or API body gave consent: the box's `on`, or the API's `true`. */
export function gaveConsent(value: unknown): boolean {
  return value === true || value === 'on';
}

type Read = (name: string) => unknown;

/**
 * Texting consent on a form or API (the routes pass it to leads and bookings): the APIs'
 * `smsConsent` must be true or false; what is stored with the box ticked (or `true`) keeps its
 * consent. A consent that cannot be kept is logged, never made a failure of the lead or booking,
 * which is stored already.
 */
function consentHooks<T extends { id: string; language: Locale; path: string; read: Read }>(
  services: Pick<AppServices, 'db' | 'env'>,
  kindOf: (stored: T) => ConsentGiven['leadKind'],
) {
  return {
    check: (read: Read, language: Locale) => {
      const problem = smsConsentProblem(read(SMS_CONSENT_FIELD), language);
      return problem ? { [SMS_CONSENT_FIELD]: [problem] } : null;
    },
    stored: async (stored: T) => {
      if (!gaveConsent(stored.read(SMS_CONSENT_FIELD))) return;
      const phone = stored.read('phone');
      const given = {
        leadKind: kindOf(stored),
        leadId: stored.id,
        phone: typeof phone === 'string' ? phone : '',
        page: stored.path,
        language: stored.language,
      };
      try {
        await recordSmsConsent(services, given);
      } catch (error) {
        logger.error({ err: error, leadId: stored.id }, 'texting consent could not be kept');
      }
    },
  };
}

/** The quote and contact forms' and APIs' consent. */
export function leadConsentExtras(services: Pick<AppServices, 'db' | 'env'>): LeadExtras {
  return consentHooks<Parameters<LeadExtras['stored']>[0]>(services, (lead) => lead.kind);
}

/** The booking page's and API's consent. */
export function bookingConsentExtras(services: Pick<AppServices, 'db' | 'env'>): BookingExtras {
  return consentHooks<Parameters<BookingExtras['stored']>[0]>(services, () => 'bookings');
}
