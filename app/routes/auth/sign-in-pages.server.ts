import { redirect, type RouterContextProvider } from 'react-router';
import { configuredSocialProviders } from '~/features/accounts/auth.server';
import { handleForgotPassword, handleResetPassword, isResetTokenUsable } from '~/features/accounts/sign-in/password-reset.server';
import { afterLogin, safeRedirectPath } from '~/features/accounts/redirect-to';
import { afterRegistration, handleRegistration, verifyEmailToken } from '~/features/accounts/sign-in/registration.server';
import { getCurrentSessionToken, getCurrentUser } from '~/features/accounts/session.server';
import { handleLogin } from '~/features/accounts/sign-in/sign-in.server';
import { localeOfPath, pathIn } from '~/lib/locale';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// The loaders and actions of the sign-in pages, shared by their English and Spanish route modules:
// each answers in its page's language (/es/login is Spanish).

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Which note the login page shows, by the page that sent the visitor here. */
function noticeFor(params: URLSearchParams) {
  if (params.get('error')) return { notice: null, problem: 'social' as const };
  if (params.has('registered')) return { notice: 'registered' as const, problem: null };
  if (params.has('reset')) return { notice: 'reset' as const, problem: null };
  return { notice: null, problem: null };
}

export async function loginLoader({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const { env } = context.get(servicesContext);
  // Empty unless another page sent the visitor here: the sign-in then leads where the role belongs.
  const redirectTo = safeRedirectPath(params.get('redirectTo'), env.PUBLIC_URL, '');
  const user = await getCurrentUser(request, context);
  if (user) throw redirect(redirectTo || afterLogin(user.role, localeOfPath(new URL(request.url).pathname)));
  return { redirectTo, ...noticeFor(params), providers: configuredSocialProviders(env) };
}

export function loginAction({ request, context }: Args) {
  return handleLogin(request, context.get(servicesContext), context.get(clientIpContext));
}

export async function registerLoader({ request, context }: Args) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (await getCurrentUser(request, context)) throw redirect(pathIn(locale, '/dashboard'));
  return { loginPath: afterRegistration(locale) };
}

export function registerAction({ request, context }: Args) {
  return handleRegistration(request, context.get(servicesContext), context.get(clientIpContext));
}

export function forgotPasswordAction({ request, context }: Args) {
  return handleForgotPassword(request, context.get(servicesContext), context.get(clientIpContext));
}

export async function resetPasswordLoader({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  // `confirmed`: sent here by the confirmation link, to choose the password (see verifyEmailLoader).
  return { token: token ?? '', usable: await isResetTokenUsable(context.get(servicesContext), token), confirmed: params.has('confirmed') };
}

export function resetPasswordAction({ request, context }: Args) {
  return handleResetPassword(request, context.get(servicesContext), context.get(clientIpContext));
}

// The link in the confirmation email: opening it confirms the address (the token is signed and
// expires) and ends the account's other sessions. Opened from a browser not signed in to the
// account, it leads on to choosing the account's password, in the link's language.
export async function verifyEmailLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const { result, resetToken } = await verifyEmailToken(
    context.get(servicesContext),
    url.searchParams.get('token'),
    await getCurrentSessionToken(request, context),
  );
  if (resetToken) throw redirect(`${pathIn(localeOfPath(url.pathname), '/reset-password')}?token=${encodeURIComponent(resetToken)}&confirmed=1`);
  const signedIn = Boolean(await getCurrentUser(request, context));
  return { result, signedIn };
}
