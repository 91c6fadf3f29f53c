import { getZodConstraint } from '@conform-to/zod/v4';
import { leadForms as english, type LeadFormWords } from '~/content/lead-forms';
import { leadForms as spanish } from '~/content/es/lead-forms';
import type { Locale } from '~/lib/locale';
import { contactMessageSchemaIn } from './contact-message';
import { quoteRequestSchemaIn } from './quote-request';

// The server takes leads in both languages: each form's words and schemas, by the lead's language.

export const leadFormWords: Readonly<Record<Locale, LeadFormWords>> = { en: english, es: spanish };

function schemasIn(words: LeadFormWords) {
  return { quote: quoteRequestSchemaIn(words.validation), contact: contactMessageSchemaIn(words.validation) };
}

const schemas = { en: schemasIn(english), es: schemasIn(spanish) } as const;

/** The quote and contact schemas whose messages are in `locale`. */
export function leadSchemas(locale: Locale) {
  return schemas[locale];
}

/**
 * What each form's fields require (required, pattern), for the browser's own checks and the
 * required markers; the same in both languages. Pages send it with their data, so the browser
 * needs the schemas only once a visitor starts on a form (components/use-lead-form.ts).
 */
export const leadConstraints = { quote: getZodConstraint(schemas.en.quote), contact: getZodConstraint(schemas.en.contact) } as const;
