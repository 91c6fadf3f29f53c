import type { QuestionWords } from '~/content/follow-ups';
import { z } from '~/lib/schema';

export const QUESTION_MAX = 2000;
export const QUESTION_PHONE_MAX = 30;

/** The question form's one schema (browser and server), with its messages in the page's language. */
export function questionSchemaIn(errors: QuestionWords['errors']) {
  return z.object({
    message: z.string({ error: errors.messageRequired }).trim().min(1, errors.messageRequired).max(QUESTION_MAX, errors.messageTooLong),
    phone: z.string().trim().max(QUESTION_PHONE_MAX, errors.phoneTooLong).optional(),
  });
}
