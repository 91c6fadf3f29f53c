import type { SubmissionResult } from '@conform-to/react';
import type { AccountActionData } from './account-action';
import { data } from 'react-router';
import { readFormBody } from '~/lib/form-body.server';
import type { RateLimitResult } from '~/lib/rate-limit.server';
import type { SignInMessages } from './account-fields';
import { type LimitedAction, rateLimitMessage } from './sign-in/rate-limits.server';

const MAX_FORM_BYTES = 16 * 1024;

/** The posted form, or undefined when it is too large or malformed. */
export function readForm(request: Request): Promise<FormData | undefined> {
  return readFormBody(request, MAX_FORM_BYTES);
}

/** The answer to a form that could not be read, in the page's language (`m`). */
export function unreadableForm(m: SignInMessages, intent?: string) {
  return data<AccountActionData>({ intent, formError: m.unreadable }, { status: 400 });
}

export function refused(action: LimitedAction, limit: RateLimitResult, result: SubmissionResult<string[]>, m: SignInMessages, intent?: string) {
  return data<AccountActionData>(
    { intent, result, formError: rateLimitMessage(action, limit.retryAfterSeconds, m) },
    { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
  );
}

/** The cookies better-auth set (session, remember-me marker), to pass on with our own answer. */
export function forwardCookies(from: Headers, headers: Headers = new Headers()): Headers {
  for (const cookie of from.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}
