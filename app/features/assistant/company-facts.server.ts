import { company, formatAddress } from '~/content/company';
import { hoursLines } from '~/content/hours';
import { type Service, serviceDetailPage } from '~/content/services';
import { getOpenStatus } from '~/lib/business-hours';

// The sentences both the local assistant and the remote models' instructions are built from.
// Every fact comes from app/content, so an edit there changes what the assistant says.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

export function formatPrice(priceCents: number): string {
  return dollars.format(priceCents / 100);
}

export function joinList(items: readonly string[]): string {
  return list.format(items);
}

/** "Standard: $350 per window. Quality vinyl single-hung…" for each package of a service. */
export function pricingLines(service: Service): string[] {
  return service.pricing.map(
    (tier) => `${tier.name}: ${formatPrice(tier.priceCents)} ${tier.unit}${tier.popular ? ' (most popular)' : ''}. ${tier.description}`,
  );
}

/** "$350 to $750 per window". */
export function priceRange(service: Service): string {
  const cents = service.pricing.map((tier) => tier.priceCents);
  return `${formatPrice(Math.min(...cents))} to ${formatPrice(Math.max(...cents))} per window`;
}

/** SPEC's wording of the hours, as the site shows them. */
export function hoursSummary(): string {
  return `${hoursLines.map((line) => `${line.days}: ${line.hours}`).join('; ')} (Eastern Time)`;
}

/** "We're open right now (closes at 6:00 PM today)." or "We're closed right now (opens at 8:45 AM tomorrow)." */
export function openNowSentence(now: Date): string {
  const status = getOpenStatus(now);
  const detail = status.detail.charAt(0).toLowerCase() + status.detail.slice(1);
  return `We're ${status.isOpen ? 'open' : 'closed'} right now (${detail}).`;
}

export function isOpenNow(now: Date): boolean {
  return getOpenStatus(now).isOpen;
}

export function contactSentence(): string {
  return `You can call us at ${company.phone.display} or email ${company.email}. Our office is at ${formatAddress(company.address)}.`;
}

export function serviceAreaSentence(): string {
  return `We serve homes and businesses in ${joinList(company.serviceArea)}.`;
}

export const pricingNote = serviceDetailPage.pricing.intro;
