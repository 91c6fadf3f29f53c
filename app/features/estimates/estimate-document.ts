import type { PhotoSummary } from '~/features/leads/intake/quote-requests.server';
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
}

/** The company as the estimate names it: the company profile's name, address, phone and email when it is shown. */
export interface EstimateCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
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

/** `terms`: the customer's language's (what they accept is what they can read). */
export function buildEstimateDocument(
  estimateId: string,
  draft: EstimateDraft,
  customer: DocumentCustomer,
  terms: readonly string[],
  company: EstimateCompany,
  photos: readonly DocumentPhoto[] = [],
): EstimateDocument {
  return {
    version: 1,
    estimateId,
    estimateNumber: estimateNumber(estimateId),
    company: { ...company },
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
