import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';
import { checkNewPassword, formText, NAME_MAX_LENGTH } from './account-fields';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const EMAIL_IN_USE = 'Email is already in use';
/** The provider refused the account for another reason. */
export const ACCOUNT_NOT_CREATED = 'Failed to create an account. Please try again.';
/** Something unexpected went wrong (the database, a bug). */
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const ACCOUNT_CREATED = 'Account created successfully! Redirecting to login...';
/** SPEC section 9: the success message stays this long before the move to /login. */
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;

const labels = { name: 'Full name', email: 'Email address', password: 'Password', confirmPassword: 'Confirm password' } as const;

/**
 * SPEC section 5, register. A form-level 'All fields are required' names the problem once;
 * each empty field is also marked, so its own error is announced when it has focus.
 */
export const registrationSchema = z
  .object({ name: formText({ trim: true }), email: formText({ trim: true }), password: formText(), confirmPassword: formText() })
  .superRefine((value, ctx) => {
    const missing = (Object.keys(labels) as (keyof typeof labels)[]).filter((field) => value[field] === '');
    if (missing.length) {
      ctx.addIssue({ code: 'custom', path: [], message: ALL_FIELDS_REQUIRED });
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: `${labels[field]} is required` });
    }
    if (value.name.length > NAME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `Full name must be at most ${NAME_MAX_LENGTH} characters` });
    }
    if (value.email && !isEmailAddress(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
    }
    checkNewPassword(value, ctx);
  });
