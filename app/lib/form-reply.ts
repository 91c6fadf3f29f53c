import type { SubmissionResult } from '@conform-to/react';

/**
 * What a back-office form's action answers: Conform's result (the values as typed and each
 * field's errors) and one message for the form's live regions. `intent` tells the forms of a
 * page apart, so each shows only its own answer.
 */
export interface FormReply<Intent extends string = string> {
  intent: Intent;
  result?: SubmissionResult<string[]>;
  ok: boolean;
  /** Shown in the form's status region when ok, in its alert region when not; '' for none. */
  message: string;
}

/** The first problem Conform found in a submission, to say in the form's alert when no field shows it. */
export function firstProblem(error: Record<string, string[] | null> | null | undefined): string {
  for (const messages of Object.values(error ?? {})) if (messages?.[0]) return messages[0];
  return 'The form could not be read. Please try again.';
}
