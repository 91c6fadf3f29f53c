import { z } from '~/lib/schema';
import { checkNewPassword, formText, PASSWORD_MAX_LENGTH, type SignInMessages } from '../account-fields';
import type { DashboardMessages } from '../profile/profile';

/** /reset-password: a new password (registration rules) and the token from the emailed link, in the page's language. */
export function resetPasswordSchemaIn(m: SignInMessages) {
  return z.object({ token: formText(), password: formText(), confirmPassword: formText() }).superRefine((value, ctx) => {
    if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: m.newPasswordRequired });
    if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmationRequired });
    checkNewPassword(value, ctx, m);
  });
}

/** Profile settings, Change Password, in the dashboard's language (`d`; the new password's rules say it as registration does, `m`). */
export function changePasswordSchemaIn(m: SignInMessages, d: DashboardMessages) {
  return z.object({ currentPassword: formText(), newPassword: formText(), confirmPassword: formText() }).superRefine((value, ctx) => {
    if (!value.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: d.currentPasswordRequired });
    // No password can be longer, so this one cannot be right (and the provider refuses to check it).
    else if (value.currentPassword.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: d.currentPasswordWrong });
    if (!value.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.newPasswordRequired });
    if (!value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmationRequired });
    checkNewPassword({ password: value.newPassword, confirmPassword: value.confirmPassword }, ctx, m, {
      password: 'newPassword',
      confirmPassword: 'confirmPassword',
    });
  });
}
