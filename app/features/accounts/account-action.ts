import type { SubmissionResult } from '@conform-to/react';

/** What every account form's action answers; `intent` tells the forms of one page apart. */
export interface AccountActionData {
  intent?: string;
  result?: SubmissionResult<string[]>;
  /** Shown in the form's alert banner. */
  formError?: string | null;
  /** Shown in the form's status banner. */
  notice?: string | null;
  /** Registration: the account exists; the page moves on to /login. */
  created?: boolean;
}

/** A hidden field that only hydrated pages send: without JavaScript an action redirects instead of answering with data. */
export const ENHANCED_FIELD = 'enhanced';
