import { z } from '~/lib/schema';
import type { LeadValidationWords } from '~/content/lead-forms';
import { contactSubjects } from '../choices';
import { emailField, optionalText, requiredChoice, requiredText } from './lead-fields';

/**
 * The contact form's one schema, used by the browser, the form action and the JSON API, with its
 * messages in the form's language.
 */
export function contactMessageSchemaIn(v: LeadValidationWords) {
  return z.object({
    name: requiredText(v, v.required.name, v.names.name, 100),
    email: emailField(v),
    phone: optionalText(v, v.names.phone, 30),
    subject: requiredChoice(contactSubjects, v.required.subject, v.invalidChoice.subject),
    message: requiredText(v, v.required.message, v.names.message, 5000),
  });
}

export type ContactMessageInput = z.infer<ReturnType<typeof contactMessageSchemaIn>>;
