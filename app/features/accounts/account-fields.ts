import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A required text field whose checks run in the form's own refinement: a missing value becomes
 * '' instead of stopping the whole schema, so one refinement can report every problem at once.
 */
export const formText = ({ trim = false } = {}) => (trim ? z.string().trim() : z.string()).catch('');

export const EMAIL_INVALID = 'Email is invalid';

/** The email field of the sign-in and forgot-password forms (SPEC: login messages; the product's one address rule). */
export const signInEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .refine(isEmailAddress, EMAIL_INVALID);

/** A new password and its confirmation, checked with the registration messages. */
export function checkNewPassword(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  paths: { password: string; confirmPassword: string } = { password: 'password', confirmPassword: 'confirmPassword' },
) {
  if (value.password && value.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: [paths.password], message: PASSWORD_TOO_SHORT });
  } else if (value.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: [paths.password], message: PASSWORD_TOO_LONG });
  }
  if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: [paths.confirmPassword], message: PASSWORDS_DO_NOT_MATCH });
  }
}
