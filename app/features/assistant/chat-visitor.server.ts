import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppServices } from '~/lib/request-context';

// Whose conversation is it? A conversation's id is no key: it shows in staff addresses, alerts and
// the log. The visitor's key is a random value in an HttpOnly cookie this server sets with their
// first message; each conversation id the server makes for them carries a MAC of that key (under
// the site's secret), so only the browser holding the cookie can read or write it, and an id
// chosen by the client, or copied from someone else's address, opens nothing. Nothing is stored:
// every process with the same SESSION_SECRET checks it alike.

/** Sent with every request of the site, as the chat page's data requests (/chat.data) need; the page cache ignores it (server/app.ts). */
export const CHAT_VISITOR_COOKIE = 'gwc.chat';
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** Long enough for a contact whose save failed to be sent again on a later visit. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const NONCE_BYTES = 8;

/** The visitor's key, and the cookie to set when it was made for this request. */
export interface ChatVisitor {
  key: string;
  setCookie?: string;
}

function cookieKey(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === CHAT_VISITOR_COOKIE) {
      const value = pair.slice(equals + 1).trim();
      if (KEY.test(value)) return value;
    }
  }
  return undefined;
}

/** The visitor whose cookie this request carries, if any: reading a conversation needs one. */
export function knownChatVisitor(request: Request): ChatVisitor | undefined {
  const key = cookieKey(request);
  return key ? { key } : undefined;
}

/** The visitor of a request that writes: a new one (with its cookie to set) when the request carries none. */
export function chatVisitor(request: Request, { env }: Pick<AppServices, 'env'>): ChatVisitor {
  const known = knownChatVisitor(request);
  if (known) return known;
  const key = randomBytes(32).toString('base64url');
  const secure = env.isSecureOrigin ? '; Secure' : '';
  return { key, setCookie: `${CHAT_VISITOR_COOKIE}=${key}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}` };
}

/** The headers that give a new visitor their cookie (none for a known one). */
export function visitorHeaders(visitor: ChatVisitor | undefined): Record<string, string> {
  return visitor?.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
}

function mac(secret: string, key: string, nonce: Buffer): Buffer {
  return createHmac('sha256', secret).update(`chat-session:${key}:`).update(nonce).digest();
}

/** Bytes as a version 4 UUID: the version and variant bits are set, so the MAC is checked with them set too. */
function asUuid(bytes: Buffer): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sealed(secret: string, key: string, nonce: Buffer): string {
  const bytes = Buffer.alloc(16);
  nonce.copy(bytes);
  // The nonce's version bits are set before the MAC is made, so the id carries the nonce it was made from.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  mac(secret, key, bytes.subarray(0, NONCE_BYTES)).copy(bytes, NONCE_BYTES, 0, 16 - NONCE_BYTES);
  return asUuid(bytes);
}

/** A new conversation of this visitor's: a UUID made of a random nonce and the MAC binding it to their key. */
export function newChatSessionId({ secret }: Pick<AppServices, 'secret'>, visitor: ChatVisitor): string {
  return sealed(secret, visitor.key, randomBytes(NONCE_BYTES));
}

/** `sessionId` when it is one of this visitor's conversations; undefined for anyone else's, a made-up id, or no visitor. */
export function ownChatSession(
  { secret }: Pick<AppServices, 'secret'>,
  visitor: ChatVisitor | undefined,
  sessionId: string | undefined | null,
): string | undefined {
  if (!visitor || !sessionId || !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(sessionId)) return undefined;
  const given = Buffer.from(sessionId.replaceAll('-', ''), 'hex');
  const expected = Buffer.from(sealed(secret, visitor.key, given.subarray(0, NONCE_BYTES)).replaceAll('-', ''), 'hex');
  return timingSafeEqual(given, expected) ? sessionId : undefined;
}
