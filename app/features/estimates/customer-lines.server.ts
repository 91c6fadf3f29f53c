import { packageNames } from '~/content/es/package-names';
import { unitNames } from '~/content/es/pricing';
import { services as spanishServices } from '~/content/es/services';
import type { Locale } from '~/lib/locale';
import type { EstimateDraft } from './estimate-form';
import { findPriceItem, priceItemId } from './estimate-state';

/** The price list's lines in Spanish, by price-list id: "Mantenimiento de ventanas, Cuidado estándar (por visita, hasta 10 ventanas)". */
const spanishLabels: ReadonlyMap<string, string> = new Map(
  spanishServices.flatMap((service) =>
    service.pricing.map(
      (tier) => [priceItemId(service.id, tier.name), `${service.title}, ${packageNames[tier.name] ?? tier.name} (${unitNames[tier.unit]})`] as const,
    ),
  ),
);

/**
 * The estimate as the customer reads it: a line taken from the price list as it stands (its
 * description still the list's English words) is written in the customer's language. A line staff
 * wrote or reworded stays as they wrote it.
 */
export function inCustomerLanguage<T extends EstimateDraft>(draft: T, language: Locale): T {
  if (language === 'en') return draft;
  return {
    ...draft,
    options: draft.options.map((option) => ({
      ...option,
      lines: option.lines.map((line) => {
        const item = findPriceItem(line.priceItem);
        const spanish = item && line.description === item.label ? spanishLabels.get(item.id) : undefined;
        return spanish ? { ...line, description: spanish } : line;
      }),
    })),
  };
}
