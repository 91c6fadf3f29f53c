import { EMAIL_MAX_LENGTH, isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';

export interface Choice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export function choiceValues<T extends string>(choices: readonly Choice<T>[]): [T, ...T[]] {
  return choices.map((choice) => choice.value) as [T, ...T[]];
}

export function choiceLabel(choices: readonly Choice[], value: string | null | undefined): string | undefined {
  return choices.find((choice) => choice.value === value)?.label;
}

/** Text with a lone UTF-16 surrogate cannot be stored as it was sent, so it is refused. */
const wellFormed = (label: string) => [(value: string) => value.isWellFormed(), `${label} contains characters that are not valid text`] as const;

/** A required text field: `message` for missing or blank input, a limit on length. */
export function requiredText(message: string, label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : `${label} must be text`) })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...wellFormed(label));
}

export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(...wellFormed(label))
      .optional(),
  );
}

/** SPEC section 5's message, with the product's one address rule. */
export function emailField(requiredMessage: string) {
  return requiredText(requiredMessage, 'Email', EMAIL_MAX_LENGTH).refine(isEmailAddress, 'Invalid email address');
}

/** One of a fixed list; blank means "not chosen". */
export function optionalChoice<T extends string>(choices: readonly Choice<T>[], label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(choiceValues(choices), { error: `Choose a valid ${label}` }).optional(),
  );
}

export function requiredChoice<T extends string>(choices: readonly Choice<T>[], message: string, label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(choiceValues(choices), {
      error: (issue) => (issue.input === undefined ? message : `Choose a valid ${label}`),
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
