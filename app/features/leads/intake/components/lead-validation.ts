import { parseWithZod } from '@conform-to/zod/v4';
import type { LeadValidationWords } from '~/content/lead-forms';
import { contactMessageSchemaIn } from '../contact-message';
import { quoteRequestSchemaIn } from '../quote-request';

// The browser's checks of the lead forms, with the schemas the server uses. use-lead-form.ts
// imports this module once a visitor starts on a form, so a page does not load Zod to be read.

const schemaIn = { quote: quoteRequestSchemaIn, contact: contactMessageSchemaIn };

export type LeadFormName = keyof typeof schemaIn;

/** Checks a lead form's data with its messages in `words`' language. */
export function leadValidator(form: LeadFormName, words: LeadValidationWords) {
  const schema = schemaIn[form](words);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
