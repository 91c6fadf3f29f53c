import { z } from '~/lib/schema';
import { checkNewPassword, formText, PASSWORD_MAX_LENGTH } from './account-fields';

const NEW_PASSWORD_REQUIRED = 'New password is required';
const CONFIRMATION_REQUIRED = 'Please confirm the new password';

/** /reset-password: a new password (registration rules) and the token from the emailed link. */
export const resetPasswordSchema = z
  .object({ token: formText(), password: formText(), confirmPassword: formText() })
  .superRefine((value, ctx) => {
    if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: NEW_PASSWORD_REQUIRED });
    if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRMATION_REQUIRED });
    checkNewPassword(value, ctx);
  });

export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or was already used. Please ask for a new one.';

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/** Profile settings, Change Password. */
export const changePasswordSchema = z
  .object({ currentPassword: formText(), newPassword: formText(), confirmPassword: formText() })
  .superRefine((value, ctx) => {
    if (!value.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Current password is required' });
    // No password can be longer, so this one cannot be right (and the provider refuses to check it).
    else if (value.currentPassword.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_WRONG });
    if (!value.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NEW_PASSWORD_REQUIRED });
    if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRMATION_REQUIRED });
    checkNewPassword({ password: value.newPassword, confirmPassword: value.confirmPassword }, ctx, {
      password: 'newPassword',
      confirmPassword: 'confirmPassword',
    });
  });

export const PASSWORD_CHANGED = 'Your password has been changed. Any other devices signed in to your account have been signed out.';
export const PASSWORD_CHANGE_FAILED = 'Your password could not be changed. Please try again.';
