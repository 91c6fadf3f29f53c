import { parseWithZod } from '@conform-to/zod/v4';
import { isAPIError } from 'better-auth/api';
import { data } from 'react-router';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { AccountActionData } from './account-action';
import { forwardCookies, readForm, refused, unreadableForm } from './account-form.server';
import { PASSWORD_INTENT, PROFILE_INTENT, VERIFY_EMAIL_INTENT } from './account-intents';
import { signIn } from '~/content/sign-in';
import { CURRENT_PASSWORD_WRONG, changePasswordSchemaIn, PASSWORD_CHANGE_FAILED, PASSWORD_CHANGED } from './password';
import { PROFILE_SAVE_FAILED, PROFILE_SAVED, profileSchema } from './profile';
import { accountKey, addressKey } from './rate-limits.server';
import { authHeaders } from './session.server';
import { type SessionUser, updateProfile } from './users.server';


const NO_PASSWORD_YET =
  'Your account signs in with Google or Facebook and has no password yet. Use "Forgot password" on the login page to set one.';

/** Profile Settings: the profile form and the change-password form post here, told apart by `intent`. */
export async function handleProfileSettings(request: Request, services: AppServices, clientIp: string, user: SessionUser) {
  // A form that cannot be read, or names neither form, is answered in the first form on the page.
  const formData = await readForm(request);
  if (!formData) return unreadableForm(signIn.messages, PROFILE_INTENT);
  const intent = formData.get('intent');
  if (intent === PASSWORD_INTENT) return changePassword(request, services, clientIp, user, formData);
  if (intent !== PROFILE_INTENT) return unreadableForm(signIn.messages, PROFILE_INTENT);

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== 'success') return data<AccountActionData>({ intent, result: submission.reply() }, { status: 400 });
  const { name, phone, address } = submission.value;
  try {
    await updateProfile(services.db, user.id, { name, phone: phone ?? null, address: address ?? null });
  } catch (error) {
    logger.error({ err: error }, 'profile update failed');
    return data<AccountActionData>({ intent, result: submission.reply(), formError: PROFILE_SAVE_FAILED }, { status: 503 });
  }
  return data<AccountActionData>({ intent, result: submission.reply(), notice: PROFILE_SAVED });
}

async function changePassword(request: Request, services: AppServices, clientIp: string, user: SessionUser, formData: FormData) {
  const intent = PASSWORD_INTENT;
  const submission = parseWithZod(formData, { schema: changePasswordSchemaIn(signIn.messages) });
  const reply = (options: { resetForm?: boolean; fieldErrors?: Record<string, string[]> } = {}) =>
    submission.reply({ hideFields: ['currentPassword', 'newPassword', 'confirmPassword'], ...options });
  if (submission.status !== 'success') return data<AccountActionData>({ intent, result: reply() }, { status: 400 });

  // Guessing the current password here is guessing a sign-in: the same per-account limit applies.
  const limit = await services.authLimiters.loginAccount.hit(accountKey(user.email));
  if (!limit.allowed) return refused('login-account', limit, reply(), signIn.messages, intent);
  try {
    const { headers } = await services.auth.api.changePassword({
      body: { currentPassword: submission.value.currentPassword, newPassword: submission.value.newPassword, revokeOtherSessions: true },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    return data<AccountActionData>({ intent, result: reply({ resetForm: true }), notice: PASSWORD_CHANGED }, { headers: forwardCookies(headers) });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      return data<AccountActionData>({ intent, result: reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } }) }, { status: 400 });
    }
    if (isAPIError(error) && error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      return data<AccountActionData>({ intent, result: reply(), formError: NO_PASSWORD_YET }, { status: 400 });
    }
    if (isAPIError(error) && error.statusCode < 500) {
      logger.warn({ code: error.body?.code }, 'password change refused');
      return data<AccountActionData>({ intent, result: reply(), formError: PASSWORD_CHANGE_FAILED }, { status: 400 });
    }
    logger.error({ err: error }, 'password change failed');
    return data<AccountActionData>({ intent, result: reply(), formError: PASSWORD_CHANGE_FAILED }, { status: 503 });
  }
}

const VERIFICATION_SENT = (email: string) => `We have sent a new confirmation link to ${email}. It works for three days.`;
const VERIFICATION_FAILED = 'The confirmation email could not be sent. Please try again.';

/** Sends the confirmation link again, for a signed-in customer whose address is not yet confirmed. */
export async function resendVerificationEmail(request: Request, services: AppServices, clientIp: string, user: SessionUser) {
  const intent = VERIFY_EMAIL_INTENT;
  if (user.emailVerified) return data<AccountActionData>({ intent, notice: 'Your email address is already confirmed.' });
  // Each request sends an email, like a password reset: the same per-address limit.
  const limit = await services.authLimiters.passwordReset.hit(addressKey(clientIp));
  if (!limit.allowed) return refused('password-reset', limit, { status: 'error' }, signIn.messages, intent);
  try {
    await services.auth.api.sendVerificationEmail({ body: { email: user.email }, headers: authHeaders(request, clientIp) });
  } catch (error) {
    logger.error({ err: error }, 'verification email failed');
    return data<AccountActionData>({ intent, formError: VERIFICATION_FAILED }, { status: 503 });
  }
  return data<AccountActionData>({ intent, notice: VERIFICATION_SENT(user.email) });
}
