// HTTP for `npm run test:fuzz`: a cookie jar per signed-in person, and the test that a refusal
// tells the person what was wrong, in whichever form the route answered (JSON, the
// single-fetch stream a page's scripts read, or the HTML page itself).
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';

/** The cookies of one browser: what the server set, sent back with every request. */
export class Session {
  cookies = new Map();

  constructor(label) {
    this.label = label;
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') || undefined;
  }

  absorb(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const MESSAGE_KEYS = new Set(['error', 'formError', 'message']);

/** Every non-empty string held under a key named error, formError or message, however deep. */
function messagesIn(value, underMessageKey = false, found = []) {
  if (typeof value === 'string') {
    if (underMessageKey && value.trim()) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) messagesIn(item, underMessageKey, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) messagesIn(item, underMessageKey || MESSAGE_KEYS.has(key), found);
  }
  return found;
}

/**
 * The text a person sees in a page's alerts and field errors (or the not-found and error
 * pages' headings); scripts are left out, so data the page carries but does not show counts for nothing.
 */
export function visibleMessages(html) {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const found = [];
  for (const tag of body.matchAll(/<[a-z][a-z0-9]*\b([^>]*)>/gi)) {
    const attributes = tag[1];
    if (!/role="alert"|role="status"|id="[^"]*-error"|id="not-found-title"|id="error-title"/.test(attributes) || / hidden=""/.test(attributes)) continue;
    const after = body.slice(tag.index + tag[0].length, tag.index + tag[0].length + 4000);
    const text = after
      .replace(/^(\s*<[a-z][^>]*>)*/i, '')
      .split('<')[0]
      .trim();
    if (text) found.push(text);
  }
  return found;
}

/** The first object holding a string `redirect` and a number `status`, symbol keys included. */
function singleFetchRedirect(value, seen = new Set()) {
  if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  if (typeof value.redirect === 'string' && typeof value.status === 'number') return value.redirect;
  for (const key of Reflect.ownKeys(value)) {
    const found = singleFetchRedirect(value[key], seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Where an answer sends the browser: its Location header, or for a page's scripts (`.data`)
 * the redirect React Router encodes in a 202 body. Undefined when it sends it nowhere.
 */
export async function redirectTarget(response, text) {
  const location = response.headers.get('location');
  if (location !== null) return location;
  if (response.status !== 202 || !/text\/x-script/.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    const decoded = await decodeTurboStream(new Response(text).body, globalThis);
    await decoded.done;
    return singleFetchRedirect(decoded.value);
  } catch {
    return undefined;
  }
}

/** What a 4xx answer says to the person who sent the request; empty when it says nothing. */
export async function refusalMessages(response, text) {
  const type = response.headers.get('content-type') ?? '';
  if (/json/.test(type)) {
    try {
      return messagesIn(JSON.parse(text));
    } catch {
      return [];
    }
  }
  if (/text\/x-script/.test(type)) {
    try {
      const decoded = await decodeTurboStream(new Response(text).body, globalThis);
      await decoded.done;
      return messagesIn(decoded.value);
    } catch {
      return [];
    }
  }
  if (/html/.test(type)) return visibleMessages(text);
  return [];
}
