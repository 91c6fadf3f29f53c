export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * A `redirectTo` value is used only when it is a path on this site. Anything that could leave
 * it (`//evil.example`, `https://…`, `/\evil.example`, control characters) gives `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what browsers strip before resolving
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
