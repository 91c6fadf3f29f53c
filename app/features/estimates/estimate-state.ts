import { businessDay, startOfBusinessDay } from '~/features/calendar/business-dates';

/** What is stored; `expired` is derived from the valid-until date, so no job has to set it. */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'declined'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** What staff and the customer see. */
export type EstimateState = EstimateStatus | 'expired';

export const estimateStateLabels: Record<EstimateState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
};

/**
 * The spec's quote model (SPEC section 4: pending, reviewed, approved, rejected, converted) as
 * these states map onto it. Approval creates the order in the same transaction, so an approved
 * estimate is at once "converted"; an estimate that lapsed unanswered is "rejected" like a
 * declined one. The admin API answers both names.
 */
export const specQuoteStatus: Record<EstimateState, 'pending' | 'reviewed' | 'approved' | 'rejected' | 'converted'> = {
  draft: 'pending',
  sent: 'pending',
  viewed: 'reviewed',
  approved: 'converted',
  declined: 'rejected',
  expired: 'rejected',
};

export function toEstimateStatus(value: string): EstimateStatus {
  return (ESTIMATE_STATUSES as readonly string[]).includes(value) ? (value as EstimateStatus) : 'draft';
}

/** Today in the business's zone, 'YYYY-MM-DD': the calendar a valid-until date is read in. */
export function businessToday(now: Date): string {
  return businessDay(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The moment an estimate stops being answerable: the end of its valid-until day in the business's time zone. */
export function expiresAt(validUntil: string): string {
  return startOfBusinessDay(addDays(validUntil, 1));
}

/** Sent or viewed, but past its valid-until day: expired. Drafts and answered estimates keep their state. */
export function estimateState(estimate: { status: string; validUntil: string }, now: Date): EstimateState {
  const status = toEstimateStatus(estimate.status);
  if ((status === 'sent' || status === 'viewed') && now.toISOString() >= expiresAt(estimate.validUntil)) return 'expired';
  return status;
}

/** Options are shown as A, B, C. */
export function optionLetter(position: number): string {
  return String.fromCharCode(64 + position);
}

export interface LineAmounts {
  quantity: number;
  unitPriceCents: number;
}

export function lineTotal(line: LineAmounts): number {
  return line.quantity * line.unitPriceCents;
}

export function optionTotal(lines: readonly LineAmounts[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** One entry of the price list staff pick lines from: a service's package as the company profile prices it. */
export interface PriceItem {
  id: string;
  /** The service it belongs to, for the editor's groups. */
  serviceId: string;
  label: string;
  /** The same line in Spanish, for a customer who wrote in Spanish. */
  spanishLabel: string;
  unitPriceCents: number;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A price-list entry's id, "window-maintenance:standard-care". */
export function priceItemId(serviceId: string, tierName: string): string {
  return `${serviceId}:${slug(tierName)}`;
}

export function findPriceItem(items: readonly PriceItem[], id: string | null | undefined): PriceItem | undefined {
  return id ? items.find((item) => item.id === id) : undefined;
}
