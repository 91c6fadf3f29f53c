import type { Locale } from '~/lib/locale';
import type { EstimateDraft } from './estimate-form';
import { findPriceItem, type PriceItem } from './estimate-state';

/**
 * The estimate as the customer reads it: a line taken from the price list as it stands (its
 * description still the list's English words) is written in the customer's language. A line staff
 * wrote or reworded stays as they wrote it.
 */
export function inCustomerLanguage<T extends EstimateDraft>(draft: T, language: Locale, items: readonly PriceItem[]): T {
  if (language === 'en') return draft;
  return {
    ...draft,
    options: draft.options.map((option) => ({
      ...option,
      lines: option.lines.map((line) => {
        const item = findPriceItem(items, line.priceItem);
        return item && line.description === item.label ? { ...line, description: item.spanishLabel } : line;
      }),
    })),
  };
}

/**
 * An order's lines in the customer's language: a line whose description is still a package's
 * English words on the price list is written in `language`; any other stays as staff wrote it.
 */
export function orderLinesIn<T extends { description: string }>(lines: readonly T[], language: Locale, items: readonly PriceItem[]): T[] {
  if (language === 'en') return [...lines];
  const spanish = new Map(items.map((item) => [item.label, item.spanishLabel]));
  return lines.map((line) => {
    const translated = spanish.get(line.description);
    return translated ? { ...line, description: translated } : line;
  });
}
