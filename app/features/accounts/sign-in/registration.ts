import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';
import { checkNewPassword, formText, NAME_MAX_LENGTH, type SignInMessages } from '../account-fields';

/** SPEC section 9: the success message stays this long before the move to /login. */
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;

const fields = ['name', 'email', 'password', 'confirmPassword'] as const;

/**
 * SPEC section 5, register, in the page's language. A form-level 'All fields are required' names
 * the problem once; each empty field is also marked, so its own error is announced when it has focus.
 */
export function registrationSchemaIn(m: SignInMessages) {
  return z
    .object({ name: formText({ trim: true }), email: formText({ trim: true }), password: formText(), confirmPassword: formText() })
    .superRefine((value, ctx) => {
      const missing = fields.filter((field) => value[field] === '');
      if (missing.length) {
        ctx.addIssue({ code: 'custom', path: [], message: m.allFieldsRequired });
        for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: m.required[field] });
      }
      if (value.name.length > NAME_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: m.nameTooLong(NAME_MAX_LENGTH) });
      }
      if (value.email && !isEmailAddress(value.email)) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: m.invalidEmail });
      }
      checkNewPassword(value, ctx, m);
    });
}
