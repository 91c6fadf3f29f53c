import { pathIn, type Locale } from '~/lib/locale';
import { isAdminRole, type Role } from './roles/roles';

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** The crew's own page (their visits), in their language. */
export const CREW_HOME = '/crew';

/**
 * Where a sign-in leads when it was not sent from another page: staff to the back office (in
 * English), installers to the crew's page and a customer to the dashboard, in the language of the
 * page they signed in on.
 */
export function afterLogin(role: Role, locale: Locale = 'en'): string {
  if (role === 'crew') return pathIn(locale, CREW_HOME);
  return isAdminRole(role) ? '/admin/dashboard' : pathIn(locale, DEFAULT_AFTER_LOGIN);
}

/** A path, query and fragment of `url`, as a relative reference. */
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * A `redirectTo` value is used only when it is a path on this site (`siteUrl`, the site's
 * PUBLIC_URL), judged after the URL parser has normalised it the way a browser will.
 *
 * The normalised path is checked again as the browser reads the Location header: a relative
 * reference. `/.//evil.example`, `/x/..//evil.example` and `/%2e//evil.example` all normalise to
 * `//evil.example`, which a browser takes for another host. Anything that does not come back
 * as the same path on the same origin, and anything with a backslash or a control character
 * (browsers turn the one into `/` and drop the others), gives `fallback`.
 */
export function safeRedirectPath(value: unknown, siteUrl: string, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what browsers strip before resolving
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const site = new URL(siteUrl);
    const normalised = new URL(value, site);
    if (normalised.origin !== site.origin) return fallback;
    const path = pathOf(normalised);
    const asTheBrowserReadsIt = new URL(path, site);
    return asTheBrowserReadsIt.origin === site.origin && pathOf(asTheBrowserReadsIt) === path ? path : fallback;
  } catch {
    return fallback;
  }
}
