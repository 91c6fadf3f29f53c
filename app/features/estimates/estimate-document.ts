import { FLORIDA_NOTICE_THRESHOLD_CENTS, floridaNotices, type ShownFloridaNotice } from '~/content/florida-notices';
import type { PhotoSummary } from '~/features/leads/intake/quote-requests.server';
import type { Locale } from '~/lib/locale';
import type { EstimateDraft } from './estimate-form';
import { lineTotal, optionLetter, optionTotal } from './estimate-state';

/**
 * Exactly what the customer is shown on the estimate page, as data: the page renders it, the
 * PDF prints it, and its canonical JSON is what the customer's signature covers (SHA-256).
 * Anything added to the page must be added here, or it would not be covered.
 */
export interface EstimateDocument {
  version: 1;
  estimateId: string;
  estimateNumber: string;
  company: EstimateCompany;
  customer: { name: string; firstName: string; property: string };
  message: string;
  validUntil: string;
  options: DocumentOption[];
  /** The photos sent with the request (empty when none were): which ones, not their bytes. */
  photos: DocumentPhoto[];
  terms: string[];
  /**
   * The notices Florida law requires in a contract over $2,500 (§713.015, §489.1425), when an
   * option's total is over it; absent otherwise (and on documents signed before they were shown).
   */
  notices?: DocumentNotice[];
}

/** The company as the estimate names it: the company profile's name, address, phone and email when it is shown. */
export interface EstimateCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The Florida contractor licence number (§489.119), when the profile has one; absent otherwise. */
  licenceNumber?: string;
}

/** One statutory notice as the document shows it: the English text, and the Spanish one beside it for a Spanish customer. */
export type DocumentNotice = ShownFloridaNotice;

/**
 * The notices an estimate (or the contract it becomes) carries: both when `totalCents` is over
 * $2,500.00 (250,000 cents; exactly $2,500.00 carries none), in English, with the Spanish text
 * beside each for a customer who wrote in Spanish.
 */
export function floridaNoticesFor(totalCents: number, language: Locale): DocumentNotice[] {
  if (totalCents <= FLORIDA_NOTICE_THRESHOLD_CENTS) return [];
  const languages: Locale[] = language === 'es' ? ['en', 'es'] : ['en'];
  return floridaNotices.map((notice) => ({
    id: notice.id,
    statute: notice.statute,
    texts: languages.map((each) => ({
      language: each,
      heading: notice.text[each].heading,
      paragraphs: [...notice.text[each].paragraphs],
      contact: [...notice.text[each].contact],
    })),
  }));
}

/** Which photos were shown (the request's; their bytes stay in the database). */
export type DocumentPhoto = PhotoSummary;

export interface DocumentOption {
  position: number;
  letter: string;
  title: string;
  recommended: boolean;
  lines: { description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  totalCents: number;
}

export interface DocumentCustomer {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** 'E-1A2B3C4D': short enough to read out on the phone. */
export function estimateNumber(id: string): string {
  return `E-${id.replace(/-/g, '').slice(-8).toUpperCase()}`;
}

/**
 * `terms`: the customer's language's (what they accept is what they can read); `language` is the
 * customer's too: the Florida notices add their Spanish text beside the English for a Spanish one.
 */
export function buildEstimateDocument(
  estimateId: string,
  draft: EstimateDraft,
  customer: DocumentCustomer,
  terms: readonly string[],
  company: EstimateCompany,
  photos: readonly DocumentPhoto[] = [],
  language: Locale = 'en',
): EstimateDocument {
  const largest = Math.max(0, ...draft.options.map((option) => optionTotal(option.lines)));
  const notices = floridaNoticesFor(largest, language);
  return {
    version: 1,
    estimateId,
    estimateNumber: estimateNumber(estimateId),
    company: {
      name: company.name,
      address: company.address,
      phone: company.phone,
      email: company.email,
      ...(company.licenceNumber ? { licenceNumber: company.licenceNumber } : {}),
    },
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      firstName: customer.firstName,
      property: `${customer.address}, ${customer.city}, ${customer.state} ${customer.zipCode}`,
    },
    message: draft.message,
    validUntil: draft.validUntil,
    options: draft.options.map((option) => ({
      position: option.position,
      letter: optionLetter(option.position),
      title: option.title,
      recommended: draft.recommendedOption === option.position,
      lines: option.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        amountCents: lineTotal(line),
      })),
      totalCents: optionTotal(option.lines),
    })),
    photos: photos.map(({ id, filename, width, height }) => ({ id, filename, width, height })),
    terms: [...terms],
    ...(notices.length > 0 ? { notices } : {}),
  };
}

/** JSON with every object's keys sorted and no spaces: one text for one content, whoever builds it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
