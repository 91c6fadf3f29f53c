import { parseWithZod } from '@conform-to/zod/v4';
import { isAPIError } from 'better-auth/api';
import { data, redirect } from 'react-router';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { type AccountActionData, ENHANCED_FIELD } from '../account-action';
import { readForm, refused, unreadableForm } from '../account-form.server';
import { issueResetToken } from './password-reset.server';
import { addressKey } from './rate-limits.server';
import { authHeaders } from '../session.server';
import { signInPage } from './sign-in-words.server';
import { findUserByEmail } from '../users.server';
import { pathIn, type Locale } from '~/lib/locale';

/** Where a new account goes: /login (in the page's language), with a note that the account was created. */
export function afterRegistration(locale: Locale): string {
  return `${pathIn(locale, '/login')}?registered=1`;
}

/**
 * /register: creates the account (role user) and queues the confirmation email. The page then
 * shows the success message and moves to /login; without JavaScript the action redirects there.
 */
export async function handleRegistration(request: Request, services: AppServices, clientIp: string) {
  const { locale, words, schemas } = signInPage(request);
  const m = words.messages;
  const formData = await readForm(request);
  if (!formData) return unreadableForm(m);
  const submission = parseWithZod(formData, { schema: schemas.registration });
  const reply = (resetForm = false) => submission.reply({ hideFields: ['password', 'confirmPassword'], resetForm });
  if (submission.status !== 'success') return data<AccountActionData>({ result: reply() }, { status: 400 });

  const limit = await services.authLimiters.registration.hit(addressKey(clientIp));
  if (!limit.allowed) return refused('registration', limit, reply(), m);

  const { name, email, password } = submission.value;
  try {
    // better-auth answers a duplicate address with a made-up success when sign-up does not sign
    // in; SPEC wants the visitor told, so the address is checked first.
    if (await findUserByEmail(services.db, email)) {
      return data<AccountActionData>({ result: reply(), formError: m.emailInUse }, { status: 409 });
    }
    // The account keeps the language it was created in: its emails are written in it.
    await services.auth.api.signUpEmail({ body: { name, email, password, language: locale }, headers: authHeaders(request, clientIp) });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const inUse = error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || error.body?.code === 'USER_ALREADY_EXISTS';
      if (!inUse) logger.warn({ code: error.body?.code }, 'registration refused');
      return data<AccountActionData>({ result: reply(), formError: inUse ? m.emailInUse : m.accountNotCreated }, { status: inUse ? 409 : 422 });
    }
    logger.error({ err: error }, 'registration failed');
    return data<AccountActionData>({ result: reply(), formError: m.registrationFailed }, { status: 503 });
  }
  if (formData.get(ENHANCED_FIELD) !== '1') return redirect(afterRegistration(locale));
  return data<AccountActionData>({ result: reply(true), created: true });
}

export type VerifyEmailResult = 'verified' | 'expired' | 'invalid';

export interface VerifyEmailOutcome {
  result: VerifyEmailResult;
  /** Set when the person confirming must choose the account's password next: the token of a reset link for it. */
  resetToken: string | null;
}

/**
 * The address a confirmation link names, read without checking it: only to find the account
 * before better-auth checks the link and confirms it.
 */
function addressInLink(token: string): string | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /verify-email?token=…: the link from the confirmation email. Confirming proves the inbox, not
 * who signed in before it, nor who chose the password: anyone could have registered the address.
 * So the first confirmation ends every session of the account but the confirming browser's own
 * (`sessionToken`, when it is signed in to that account). A browser that is not signed in to it
 * proved the inbox only: the password set at registration stops working, and a reset token lets
 * the person confirming choose one.
 */
export async function verifyEmailToken(services: AppServices, token: string | null, sessionToken: string | null = null): Promise<VerifyEmailOutcome> {
  if (!token) return { result: 'invalid', resetToken: null };
  const address = addressInLink(token);
  const account = address ? await findUserByEmail(services.db, address) : undefined;
  try {
    await services.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error)) return { result: error.body?.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid', resetToken: null };
    throw error;
  }
  if (!account || account.emailVerified) return { result: 'verified', resetToken: null };
  const context = await services.auth.$context;
  const signedInHere = sessionToken !== null && (await sessionTokens(services, account.id)).includes(sessionToken);
  if (signedInHere) {
    await endSessionsBut(services, account.id, sessionToken);
    return { result: 'verified', resetToken: null };
  }
  // The password goes before the sessions, so a sign-in with it in between is ended too.
  const credential = await context.internalAdapter.findCredentialAccount(account.id);
  if (credential) await context.internalAdapter.deleteAccount(credential.id);
  await endSessionsBut(services, account.id, null);
  return { result: 'verified', resetToken: await issueResetToken(services, account.id) };
}

async function sessionTokens(services: AppServices, userId: string): Promise<string[]> {
  const context = await services.auth.$context;
  return (await context.internalAdapter.listSessions(userId)).map((session) => session.token);
}

async function endSessionsBut(services: AppServices, userId: string, keepSessionToken: string | null) {
  const context = await services.auth.$context;
  const others = (await sessionTokens(services, userId)).filter((token) => token !== keepSessionToken);
  if (others.length > 0) await context.internalAdapter.deleteSessions(others);
}
