/**
 * What the log may say about a URL. Some URLs are keys: a password-reset link's `token`, an
 * OAuth `code`, a chat's `session`, and the customer's estimate link, whose path segment after
 * `/estimates/` (or `/es/estimates/`) is the only thing needed to read and approve it. The log
 * shows that they were sent, never what they were.
 */

/** Query parameters whose values are keys. */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'password',
  'secret',
  'key',
  'signature',
  'access_token',
  'id_token',
  'refresh_token',
  // The chat page's and the visitor's stream's conversation (/chat?session=…, /api/chat/events?session=…).
  'session',
]);

const REDACTED = '[redacted]';

/** A URL for the log: the values of secret query parameters and the estimate token in a path are replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = redactPath(query < 0 ? url : url.slice(0, query));
  if (query < 0) return path;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals < 0 ? parameter : parameter.slice(0, equals);
      return SECRET_PARAMETERS.has(decodeName(name)) ? `${name}=${REDACTED}` : parameter;
    });
  return `${path}?${parameters.join('&')}`;
}

/**
 * The path with an estimate's token replaced. The path is read as the router will read it once
 * redirected to its one form (`/ESTIMATES/…`, `/%65stimates/…`, `/x/../estimates/…`, a `.data`
 * request), so no spelling of the link reaches the log.
 */
export function redactPath(path: string): string {
  let segments: string[];
  try {
    segments = new URL(`http://site${path}`).pathname.split('/');
  } catch {
    return path.includes('estimates') || path.includes('%') ? REDACTED : path;
  }
  const words = segments.map(segmentName);
  const start = words.findIndex((word) => word !== '');
  const at = words[start] === 'es' ? start + 1 : start;
  if (start < 0 || words[at] !== 'estimates' || segments[at + 1] === undefined || segments[at + 1] === '') return path;
  // `/estimates/<token>.data` is the same key, asked for by the hydrated page.
  const suffix = /\.data$/i.test(segments[at + 1]!) ? '.data' : '';
  return [...segments.slice(0, at + 1), `${REDACTED}${suffix}`, ...segments.slice(at + 2)].join('/');
}

function segmentName(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A parameter's base name, as a framework reads it: `token[]`, `token[0]` and `Token` are all `token`. */
function decodeName(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // Left as sent: a name that does not decode is compared as it is.
  }
  return decoded.trim().toLowerCase().replace(/\[.*$/, '');
}
