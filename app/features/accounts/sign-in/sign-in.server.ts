import { parseWithZod } from '@conform-to/zod/v4';
import { isAPIError } from 'better-auth/api';
import { data, redirect } from 'react-router';
import { asLocale, pathIn } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { AccountActionData } from '../account-action';
import { forwardCookies, readForm, refused, unreadableForm } from '../account-form.server';
import type { SocialProvider } from '../auth.server';
import { configuredSocialProviders } from '../auth.server';
import { accountKey, addressKey } from './rate-limits.server';
import { afterLogin, DEFAULT_AFTER_LOGIN, safeRedirectPath } from '../redirect-to';
import { toRole } from '../roles/roles';
import { authHeaders } from '../session.server';
import { hasSignedInFrom, rememberSignInAddress } from './sign-in-addresses.server';
import { signInPage } from './sign-in-words.server';

const LOGOUT_FAILED = 'Logout failed. Please try again.';

/**
 * Past the account's limit, only an address the account has signed in from before may still
 * try. Guessers elsewhere get the same refusal whether their password was right or not (it is
 * never checked), and the owner on a new network gets in through the reset email, which clears
 * the count. A database that cannot answer counts as "not known": the refusal stands.
 */
async function mayTryPastAccountLimit(services: AppServices, email: string, clientIp: string): Promise<boolean> {
  try {
    return await hasSignedInFrom(services.db, services.secret, email, clientIp);
  } catch (error) {
    logger.error({ err: error }, 'known sign-in addresses could not be read');
    return false;
  }
}

/**
 * /login: validates, applies the limits per address and per account, then asks better-auth.
 * Success redirects to `redirectTo` (a same-site path only) with the session cookie; with
 * "remember me" it lasts 30 days, otherwise until the browser closes.
 */
export async function handleLogin(request: Request, services: AppServices, clientIp: string) {
  const { locale, words, schemas } = signInPage(request);
  const m = words.messages;
  const formData = await readForm(request);
  if (!formData) return unreadableForm(m);
  const submission = parseWithZod(formData, { schema: schemas.login });
  const reply = () => submission.reply({ hideFields: ['password'] });
  if (submission.status !== 'success') return data<AccountActionData>({ result: reply() }, { status: 400 });

  const { email, password, rememberMe, redirectTo } = submission.value;
  const byAddress = await services.authLimiters.loginIp.hit(addressKey(clientIp));
  if (!byAddress.allowed) return refused('login-address', byAddress, reply(), m);
  const byAccount = await services.authLimiters.loginAccount.hit(accountKey(email));
  if (!byAccount.allowed && !(await mayTryPastAccountLimit(services, email, clientIp))) return refused('login-account', byAccount, reply(), m);

  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email, password, rememberMe: rememberMe === true },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    // The session exists: failing to note the address must not turn the sign-in into an error.
    await rememberSignInAddress(services.db, services.secret, response.user.id, clientIp).catch((error: unknown) =>
      logger.error({ err: error }, 'sign-in address could not be remembered'),
    );
    const landing = afterLogin(toRole((response.user as { role?: unknown }).role), locale);
    return redirect(safeRedirectPath(redirectTo, services.env.PUBLIC_URL, landing), { headers: forwardCookies(headers) });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return data<AccountActionData>({ result: reply(), formError: m.loginFailed }, { status: 401 });
    }
    logger.error({ err: error }, 'sign-in failed');
    return data<AccountActionData>({ result: reply(), formError: m.signInUnavailable }, { status: 503 });
  }
}

/**
 * /logout: ends the session on the server (its token stops working at once), clears the cookies
 * and goes to the home page in the language of the page signed out from (its form's `language`).
 */
export async function handleLogout(request: Request, services: AppServices, clientIp: string) {
  const home = pathIn(asLocale((await readForm(request))?.get('language')), '/');
  try {
    const { headers } = await services.auth.api.signOut({ headers: authHeaders(request, clientIp), returnHeaders: true });
    return redirect(home, { headers: forwardCookies(headers) });
  } catch (error) {
    logger.error({ err: error }, 'sign-out failed');
    return data<AccountActionData>({ formError: LOGOUT_FAILED }, { status: 503 });
  }
}

export function isSocialProvider(value: string | undefined, services: AppServices): value is SocialProvider {
  return configuredSocialProviders(services.env).some((provider) => provider === value);
}

/**
 * /auth/:provider: starts sign-in with Google or Facebook. A link, not a form, because the
 * page's CSP (form-action 'self') would stop a form post from redirecting to the provider.
 */
export async function startSocialSignIn(request: Request, services: AppServices, clientIp: string, provider: SocialProvider) {
  const params = new URL(request.url).searchParams;
  // The login page's language (`language=es` from /es/login): the dashboard and any error page are in it.
  const locale = asLocale(params.get('language'));
  const redirectTo = safeRedirectPath(params.get('redirectTo'), services.env.PUBLIC_URL, pathIn(locale, DEFAULT_AFTER_LOGIN));
  const { headers, response } = await services.auth.api.signInSocial({
    body: { provider, callbackURL: redirectTo, errorCallbackURL: `${pathIn(locale, '/login')}?error=social` },
    headers: authHeaders(request, clientIp),
    returnHeaders: true,
  });
  if (!response.url) throw new Error(`${provider} sign-in returned no address to go to`);
  return redirect(response.url, { headers: forwardCookies(headers) });
}
