import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

interface CspOptions {
  /** A per-request nonce for the inline scripts React Router renders. */
  nonce?: string;
  /** Hashes ('sha256-…') of inline scripts, for pages served from a cache where no nonce can vary. */
  scriptHashes?: readonly string[];
  development: boolean;
  secureOrigin: boolean;
  /** Hashes ('sha256-…') of inline <style> elements (the site's stylesheet). */
  styleHashes?: readonly string[];
  /** Other origins images may come from (profile photos of the configured social sign-in providers). */
  imageSources?: readonly string[];
}

export function contentSecurityPolicy({ nonce, scriptHashes = [], styleHashes = [], development, secureOrigin, imageSources = [] }: CspOptions): string {
  const scriptSources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': development ? ["'self'", "'unsafe-inline'"] : scriptSources,
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    'img-src': ["'self'", 'data:', ...imageSources],
    'font-src': ["'self'"],
    'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (secureOrigin) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers name the page a request came from: a state change (any method but GET, HEAD and
 * OPTIONS) sent from another site is refused. Requests without an Origin (integrations,
 * servers) are not browsers' cross-site requests.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; host?: string; 'sec-fetch-site'?: string },
  publicOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const { origin } = headers;
  if (headers['sec-fetch-site'] === 'cross-site' || origin === 'null') return true;
  if (!origin || origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/** The response to a refused cross-site write. */
export const CROSS_SITE_REFUSAL = { error: 'Cross-site requests are not allowed.' } as const;
