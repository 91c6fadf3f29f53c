import { EMAIL_MAX_LENGTH, isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';
import type { LeadValidationWords } from '~/content/lead-forms';
import { type Choice, choiceValues } from '../choices';

/** The messages a text field gives, in the form's language (app/content/lead-forms.ts). */
type TextWords = Pick<LeadValidationWords, 'tooLong' | 'notText' | 'notValidText'>;

/** Text with a lone UTF-16 surrogate cannot be stored as it was sent, so it is refused. */
const wellFormed = (words: TextWords, name: string) => [(value: string) => value.isWellFormed(), words.notValidText(name)] as const;

/** A required text field: `message` for missing or blank input, a limit on length. */
export function requiredText(words: TextWords, message: string, name: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : words.notText(name)) })
    .trim()
    .min(1, message)
    .max(max, words.tooLong(name, max))
    .refine(...wellFormed(words, name));
}

export function optionalText(words: TextWords, name: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: words.notText(name) })
      .trim()
      .max(max, words.tooLong(name, max))
      .refine(...wellFormed(words, name))
      .optional(),
  );
}

/** SPEC section 5's message, with the product's one address rule. */
export function emailField(words: LeadValidationWords) {
  return requiredText(words, words.required.email, words.names.email, EMAIL_MAX_LENGTH).refine(isEmailAddress, words.invalidEmail);
}

/** One of a fixed list; blank means "not chosen". `message` refuses anything else. */
export function optionalChoice<T extends string>(choices: readonly Choice<T>[], message: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(choiceValues(choices), { error: message }).optional());
}

export function requiredChoice<T extends string>(choices: readonly Choice<T>[], required: string, invalid: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(choiceValues(choices), {
      error: (issue) => (issue.input === undefined ? required : invalid),
    }),
  );
}
/** An optional whole number from `min` to `max`, typed in a form (text) or sent in JSON (a number). */
export function optionalWholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}
