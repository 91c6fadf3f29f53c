import { z } from '~/lib/schema';
import { checkNewPassword, formText, PASSWORD_MAX_LENGTH, type SignInMessages } from './account-fields';

/** /reset-password: a new password (registration rules) and the token from the emailed link, in the page's language. */
export function resetPasswordSchemaIn(m: SignInMessages) {
  return z
    .object({ token: formText(), password: formText(), confirmPassword: formText() })
    .superRefine((value, ctx) => {
      if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: m.newPasswordRequired });
      if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmationRequired });
      checkNewPassword(value, ctx, m);
    });
}

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/** Profile settings, Change Password (the dashboard speaks English: its messages are the English ones, passed in). */
export function changePasswordSchemaIn(m: SignInMessages) {
  return z
  .object({ currentPassword: formText(), newPassword: formText(), confirmPassword: formText() })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Current password is required' });
    // No password can be longer, so this one cannot be right (and the provider refuses to check it).
    else if (value.currentPassword.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_WRONG });
    if (!value.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.newPasswordRequired });
    if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmationRequired });
    checkNewPassword({ password: value.newPassword, confirmPassword: value.confirmPassword }, ctx, m, {
      password: 'newPassword',
      confirmPassword: 'confirmPassword',
    });
  });
}

export const PASSWORD_CHANGED = 'Your password has been changed. Any other devices signed in to your account have been signed out.';
export const PASSWORD_CHANGE_FAILED = 'Your password could not be changed. Please try again.';
