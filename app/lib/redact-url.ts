/**
 * What the log may say about a URL. Some URLs are keys: a password-reset link's `token`, an
 * OAuth `code`, a chat's `session`, and every route whose path carries a key (TOKEN_ROUTES: the
 * customer's estimate, visit and order links, a review email's link, an unsubscribe link, a follow-up's question link, a staff
 * member's calendar feed). The log shows that they were sent, never what they were.
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

/** A URL for the log: the values of secret query parameters and the key in a token route's path are replaced. */
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
 * The routes whose path carries a key (app/routes.ts), each also under `/es/`: the segment in the
 * place of the `:param` is redacted. A test reads app/routes.ts and fails when a route with a
 * token-like parameter is missing here.
 */
export const TOKEN_ROUTES = [
  'estimates/:token',
  'book/manage/:token',
  'book/confirm/:token',
  'orders/:token',
  'r/:token',
  'unsubscribe/:token',
  'question/:token',
  'calendar/:feed',
  // A live chat's conversation id is the visitor's key to it (the `session` parameter below).
  'admin/chats/:sessionId',
] as const;

const patterns = TOKEN_ROUTES.map((route) => route.split('/'));

/** A key's segment keeps the suffix the router strips from it: `.data` (the hydrated page's request) or a feed's `.ics`. */
const KEPT_SUFFIX = /\.(?:data|ics)$/i;

/**
 * The path with the key of a token route replaced. The path is read as the router will read it
 * once redirected to its one form (`/ESTIMATES/…`, `/%65stimates/…`, `/x/../estimates/…`, a
 * `.data` request), so no spelling of the link reaches the log.
 */
export function redactPath(path: string): string {
  let segments: string[];
  try {
    segments = new URL(`http://site${path}`).pathname.split('/');
  } catch {
    return path.includes('%') || patterns.some(([first]) => path.toLowerCase().includes(first!)) ? REDACTED : path;
  }
  const words = segments.map(segmentName);
  const start = words.findIndex((word) => word !== '');
  if (start < 0) return path;
  const at = words[start] === 'es' ? start + 1 : start;
  for (const pattern of patterns) {
    const matches = pattern.every((part, index) => (part.startsWith(':') ? (segments[at + index] ?? '') !== '' : words[at + index] === part));
    if (!matches) continue;
    return segments
      .map((segment, index) => {
        const part = pattern[index - at];
        if (part === undefined || !part.startsWith(':')) return segment;
        return `${REDACTED}${KEPT_SUFFIX.exec(segment)?.[0] ?? ''}`;
      })
      .join('/');
  }
  return path;
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
