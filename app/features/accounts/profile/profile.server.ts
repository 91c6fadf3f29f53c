import { parseWithZod } from '@conform-to/zod/v4';
import { isAPIError } from 'better-auth/api';
import { data } from 'react-router';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { AccountActionData } from '../account-action';
import { forwardCookies, readForm, refused, unreadableForm } from '../account-form.server';
import { PASSWORD_INTENT, PROFILE_INTENT, VERIFY_EMAIL_INTENT } from '../account-intents';
import { accountKey, addressKey } from '../sign-in/rate-limits.server';
import { authHeaders } from '../session.server';
import { dashboardPage } from '../sign-in/sign-in-words.server';
import { type SessionUser, updateProfile } from '../users.server';

type DashboardPage = ReturnType<typeof dashboardPage>;

/** Profile Settings: the profile form and the change-password form post here, told apart by `intent`; answered in the page's language. */
export async function handleProfileSettings(request: Request, services: AppServices, clientIp: string, user: SessionUser) {
  const page = dashboardPage(request);
  const m = page.words.messages;
  // A form that cannot be read, or names neither form, is answered in the first form on the page.
  const formData = await readForm(request);
  if (!formData) return unreadableForm(page.signIn.messages, PROFILE_INTENT);
  const intent = formData.get('intent');
  if (intent === PASSWORD_INTENT) return changePassword(request, services, clientIp, user, formData, page);
  if (intent !== PROFILE_INTENT) return unreadableForm(page.signIn.messages, PROFILE_INTENT);

  const submission = parseWithZod(formData, { schema: page.schemas.profile });
  if (submission.status !== 'success') return data<AccountActionData>({ intent, result: submission.reply() }, { status: 400 });
  const { name, phone, address } = submission.value;
  try {
    await updateProfile(services.db, user.id, { name, phone: phone ?? null, address: address ?? null });
  } catch (error) {
    logger.error({ err: error }, 'profile update failed');
    return data<AccountActionData>({ intent, result: submission.reply(), formError: m.profileSaveFailed }, { status: 503 });
  }
  return data<AccountActionData>({ intent, result: submission.reply(), notice: m.profileSaved });
}

async function changePassword(request: Request, services: AppServices, clientIp: string, user: SessionUser, formData: FormData, page: DashboardPage) {
  const intent = PASSWORD_INTENT;
  const m = page.words.messages;
  const submission = parseWithZod(formData, { schema: page.schemas.changePassword });
  const reply = (options: { resetForm?: boolean; fieldErrors?: Record<string, string[]> } = {}) =>
    submission.reply({ hideFields: ['currentPassword', 'newPassword', 'confirmPassword'], ...options });
  if (submission.status !== 'success') return data<AccountActionData>({ intent, result: reply() }, { status: 400 });

  // Guessing the current password here is guessing a sign-in: the same per-account limit applies.
  const limit = await services.authLimiters.loginAccount.hit(accountKey(user.email));
  if (!limit.allowed) return refused('login-account', limit, reply(), page.signIn.messages, intent);
  try {
    const { headers } = await services.auth.api.changePassword({
      body: { currentPassword: submission.value.currentPassword, newPassword: submission.value.newPassword, revokeOtherSessions: true },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    return data<AccountActionData>({ intent, result: reply({ resetForm: true }), notice: m.passwordChanged }, { headers: forwardCookies(headers) });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      return data<AccountActionData>({ intent, result: reply({ fieldErrors: { currentPassword: [m.currentPasswordWrong] } }) }, { status: 400 });
    }
    if (isAPIError(error) && error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      return data<AccountActionData>({ intent, result: reply(), formError: m.noPasswordYet }, { status: 400 });
    }
    if (isAPIError(error) && error.statusCode < 500) {
      logger.warn({ code: error.body?.code }, 'password change refused');
      return data<AccountActionData>({ intent, result: reply(), formError: m.passwordChangeFailed }, { status: 400 });
    }
    logger.error({ err: error }, 'password change failed');
    return data<AccountActionData>({ intent, result: reply(), formError: m.passwordChangeFailed }, { status: 503 });
  }
}

/** Sends the confirmation link again, for a signed-in customer whose address is not yet confirmed. */
export async function resendVerificationEmail(request: Request, services: AppServices, clientIp: string, user: SessionUser) {
  const intent = VERIFY_EMAIL_INTENT;
  const page = dashboardPage(request);
  const m = page.words.messages;
  if (user.emailVerified) return data<AccountActionData>({ intent, notice: m.alreadyConfirmed });
  // Each request sends an email, like a password reset: the same per-address limit.
  const limit = await services.authLimiters.passwordReset.hit(addressKey(clientIp));
  if (!limit.allowed) return refused('password-reset', limit, { status: 'error' }, page.signIn.messages, intent);
  try {
    await services.auth.api.sendVerificationEmail({ body: { email: user.email }, headers: authHeaders(request, clientIp) });
  } catch (error) {
    logger.error({ err: error }, 'verification email failed');
    return data<AccountActionData>({ intent, formError: m.verificationFailed }, { status: 503 });
  }
  return data<AccountActionData>({ intent, notice: m.verificationSent(user.email) });
}
