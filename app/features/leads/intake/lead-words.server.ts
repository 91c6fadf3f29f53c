import { getZodConstraint } from '@conform-to/zod/v4';
import { leadForms as english, type LeadFormWords } from '~/content/lead-forms';
import { leadForms as spanish } from '~/content/es/lead-forms';
import type { PriceTable } from '~/content/pricing';
import type { Locale } from '~/lib/locale';
import { contactMessageSchemaIn } from './contact-message';
import { quoteRequestSchemaIn } from './quote-request';

// The server takes leads in both languages: each form's words and schemas, by the lead's language.

export const leadFormWords: Readonly<Record<Locale, LeadFormWords>> = { en: english, es: spanish };

function schemasIn(words: LeadFormWords, prices: PriceTable | null) {
  return { quote: quoteRequestSchemaIn(words.validation, prices), contact: contactMessageSchemaIn(words.validation) };
}

type Schemas = Record<Locale, ReturnType<typeof schemasIn>>;
const schemas = { en: schemasIn(english, null), es: schemasIn(spanish, null) };
// Built again only when the price list changes (the company profile's table is the same object until then).
const byPrices = new WeakMap<PriceTable, Schemas>();

/** The quote and contact schemas whose messages are in `locale`, checking packages against `prices`. */
export function leadSchemas(locale: Locale, prices: PriceTable) {
  let built = byPrices.get(prices);
  if (!built) byPrices.set(prices, (built = { en: schemasIn(english, prices), es: schemasIn(spanish, prices) }));
  return built[locale];
}

/**
 * What each form's fields require (required, pattern), for the browser's own checks and the
 * required markers; the same in both languages. Pages send it with their data, so the browser
 * needs the schemas only once a visitor starts on a form (components/use-lead-form.ts).
 */
export const leadConstraints = { quote: getZodConstraint(schemas.en.quote), contact: getZodConstraint(schemas.en.contact) } as const;
