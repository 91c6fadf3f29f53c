import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A working link (one whose token opens something: a visit's manage page, an estimate, an order,
// a review email's tracked link, an unsubscribe, a password reset, a request's confirmation)
// never rests in the database. The email that carries one is queued with the link sealed: a
// marker holding the URL encrypted (AES-256-GCM) under a key derived from the site's secret
// (SESSION_SECRET), which the database does not hold. The mail job opens the markers as it sends
// the email, in its text, its HTML, its List-Unsubscribe header and its text attachments; a
// queued or sent email, a job's payload and a follow-up's row hold only markers. Tokens made
// elsewhere (better-auth's reset tokens) are sealed the same way, so one rule covers every link.
//
// A marker is `{{sealed-link:<base64url>}}`: letters, digits, `-`, `_`, `{`, `}` and `:`, which
// no HTML, text or iCalendar escaping changes.

/** How every marker starts, for a query that finds what is not sealed yet. */
export const SEALED_PREFIX = '{{sealed-link:';
const MARKER = /\{\{sealed-link:([A-Za-z0-9_-]+)\}\}/g;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'gables-window-care', 'sealed email links', 32));
}

const keys = new Map<string, Buffer>();
function key(secret: string): Buffer {
  let found = keys.get(secret);
  if (!found) {
    found = keyOf(secret);
    keys.set(secret, found);
  }
  return found;
}

/** The marker that stands for `url` in a queued email until the mail job sends it. */
export function sealLink(url: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const sealed = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return `{{sealed-link:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}}}`;
}

export class UnreadableLinkError extends Error {
  constructor() {
    super('A link in this email was sealed with another SESSION_SECRET (or altered), so it cannot be opened; the email was not sent.');
    this.name = 'UnreadableLinkError';
  }
}

function open(sealed: string, secret: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new UnreadableLinkError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableLinkError();
  }
}

/** `text` with every sealed link opened; `escape` is applied to each URL (HTML needs its `&` escaped). */
export function openLinks(text: string, secret: string, escape: (url: string) => string = (url) => url): string {
  return text.replace(MARKER, (_, sealed: string) => escape(open(sealed, secret)));
}

/** Whether `text` holds a sealed link. */
export function hasSealedLinks(text: string): boolean {
  return new RegExp(MARKER.source).test(text);
}

/**
 * An iCalendar file with its sealed links opened: its long lines were folded when it was written
 * (RFC 5545 §3.1: CRLF and a space, at most 75 octets a line), which can split a marker, so it is
 * unfolded, opened, and folded again.
 */
export function openLinksInCalendar(calendar: string, secret: string): string {
  const unfolded = calendar.replace(/\r\n[ \t]/g, '');
  if (!hasSealedLinks(unfolded)) return calendar;
  return openLinks(unfolded, secret)
    .split('\r\n')
    .map((line) => foldLine(line))
    .join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const character of line) {
    if (Buffer.byteLength(current + character) > limit) {
      parts.push(current);
      current = '';
      // A continuation line starts with the space that marks it.
      limit = 74;
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
