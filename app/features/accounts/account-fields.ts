import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';
import type { SignInWords } from '~/content/sign-in';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * A required text field whose checks run in the form's own refinement: a missing value becomes
 * '' instead of stopping the whole schema, so one refinement can report every problem at once.
 */
export const formText = ({ trim = false } = {}) => (trim ? z.string().trim() : z.string()).catch('');

/** The messages of the account forms, in the page's language (app/content/sign-in.ts and es/). */
export type SignInMessages = SignInWords['messages'];

/** The email field of the sign-in and forgot-password forms (SPEC: login messages; the product's one address rule). */
export function signInEmailIn(m: SignInMessages) {
  return z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).refine(isEmailAddress, m.emailInvalid);
}

/** A new password and its confirmation, checked with the registration messages. */
export function checkNewPassword(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  m: SignInMessages,
  paths: { password: string; confirmPassword: string } = { password: 'password', confirmPassword: 'confirmPassword' },
) {
  if (value.password && value.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: [paths.password], message: m.passwordTooShort });
  } else if (value.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: [paths.password], message: m.passwordTooLong(PASSWORD_MAX_LENGTH) });
  }
  if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: [paths.confirmPassword], message: m.passwordsDoNotMatch });
  }
}
