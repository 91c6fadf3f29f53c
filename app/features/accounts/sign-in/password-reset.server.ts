import { randomBytes } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { isAPIError } from 'better-auth/api';
import { data, redirect } from 'react-router';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { AccountActionData } from '../account-action';
import { readForm, refused, unreadableForm } from '../account-form.server';
import { PASSWORD_RESET_SECONDS } from '../auth.server';
import { pathIn } from '~/lib/locale';
import { accountKey, addressKey } from './rate-limits.server';
import { authHeaders } from '../session.server';
import { signInPage } from './sign-in-words.server';

/**
 * /forgot-password: queues a single-use link, valid for an hour, through the outbox, at most
 * PASSWORD_RESET_EMAIL_LIMIT per address per window. The answer is the same whether or not the
 * address has an account, and whether or not a link was sent.
 */
export async function handleForgotPassword(request: Request, services: AppServices, clientIp: string) {
  const { words, schemas } = signInPage(request);
  const m = words.messages;
  const formData = await readForm(request);
  if (!formData) return unreadableForm(m);
  const submission = parseWithZod(formData, { schema: schemas.forgotPassword });
  if (submission.status !== 'success') return data<AccountActionData>({ result: submission.reply() }, { status: 400 });

  const limit = await services.authLimiters.passwordReset.hit(addressKey(clientIp));
  if (!limit.allowed) return refused('password-reset', limit, submission.reply(), m);
  const done = data<AccountActionData>({ result: submission.reply({ resetForm: true }), notice: m.resetLinkSent });
  // Past the address's few emails an hour nothing is sent, and the answer stays the same: a
  // refusal here would tell anyone which addresses have an account.
  if (!(await services.authLimiters.passwordResetEmail.hit(accountKey(submission.value.email))).allowed) return done;
  try {
    await services.auth.api.requestPasswordReset({ body: { email: submission.value.email }, headers: authHeaders(request, clientIp) });
  } catch (error) {
    // The form's rule is the library's, so this is a refusal the form did not foresee: still the visitor's input.
    if (isAPIError(error) && error.statusCode < 500) {
      logger.warn({ code: error.body?.code }, 'password reset request refused');
      return data<AccountActionData>({ result: submission.reply({ fieldErrors: { email: [m.emailInvalid] } }) }, { status: 400 });
    }
    logger.error({ err: error }, 'password reset request failed');
    return data<AccountActionData>({ result: submission.reply(), formError: m.resetFailed }, { status: 503 });
  }
  return done;
}

/**
 * The token of a reset link, handed to the person in front of us instead of emailed: they have
 * just proved they hold the account's inbox. It is stored, spent and expires as the emailed
 * link's token is (better-auth's `requestPasswordReset`), so /reset-password takes it the same way.
 */
export async function issueResetToken(services: AppServices, userId: string): Promise<string> {
  const context = await services.auth.$context;
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_SECONDS * 1000);
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  return token;
}

/** The email of the account a reset link is for, while the link can still be used. */
async function resetTokenAccount(services: AppServices, token: string): Promise<string | undefined> {
  const context = await services.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt <= new Date()) return undefined;
  return (await context.internalAdapter.findUserById(verification.value))?.email;
}

/** Whether a reset link can still be used, so the page can say so before anyone types a password. */
export async function isResetTokenUsable(services: AppServices, token: string | null): Promise<boolean> {
  return token ? (await resetTokenAccount(services, token)) !== undefined : false;
}

/** /reset-password: sets the new password, spends the token and ends every session of the account. */
export async function handleResetPassword(request: Request, services: AppServices, clientIp: string) {
  const { locale, words, schemas } = signInPage(request);
  const m = words.messages;
  const formData = await readForm(request);
  if (!formData) return unreadableForm(m);
  const submission = parseWithZod(formData, { schema: schemas.resetPassword });
  const reply = () => submission.reply({ hideFields: ['password', 'confirmPassword'] });
  if (submission.status !== 'success') return data<AccountActionData>({ result: reply() }, { status: 400 });

  const limit = await services.authLimiters.passwordReset.hit(addressKey(clientIp));
  if (!limit.allowed) return refused('password-reset', limit, reply(), m);
  const { token, password } = submission.value;
  if (!token) return data<AccountActionData>({ result: reply(), formError: m.resetLinkInvalid }, { status: 400 });
  try {
    // Read before the reset spends the link.
    const email = await resetTokenAccount(services, token);
    await services.auth.api.resetPassword({ body: { token, newPassword: password }, headers: authHeaders(request, clientIp) });
    // Whoever followed the emailed link owns the account: guessers elsewhere no longer lock it.
    if (email) await services.authLimiters.loginAccount.reset(accountKey(email));
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return data<AccountActionData>({ result: reply(), formError: m.resetLinkInvalid }, { status: 400 });
    }
    logger.error({ err: error }, 'password reset failed');
    return data<AccountActionData>({ result: reply(), formError: m.resetFailed }, { status: 503 });
  }
  return redirect(`${pathIn(locale, '/login')}?reset=1`);
}
