import { randomBytes } from 'node:crypto';
import { type IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { Logger } from 'pino';
import { redactUrl } from '~/lib/redact-url';

/**
 * The request policy: what every answer of this server carries and checks, whichever path
 * produces it (the lead API's fast path, the page cache, static files, React Router, a refusal
 * of a request that could not be read). Nothing else sets security headers, decides on
 * cross-site writes, reads the client's address or writes the request log.
 */

export interface RequestPolicyOptions {
  /** PUBLIC_URL: its origin is the site's own; cross-site writes are judged against it. */
  publicUrl: string;
  /**
   * TRUST_PROXY: how many proxies append to X-Forwarded-For in front of the server; with any,
   * X-Forwarded-Host and -Proto describe the visitor's request too, each read as X-Forwarded-For
   * is (the entry that many from the right).
   */
  trustedProxies: number;
  /** HSTS is sent by a production server, and only on https. */
  production: boolean;
  /** Vite's development server injects inline scripts and styles and talks over a WebSocket. */
  development: boolean;
  logger: Logger;
  /** Hashes ('sha256-…') of the inline <style> every document carries. */
  styleHashes?: readonly string[];
  /** Other origins images may come from (profile photos of the configured sign-in providers). */
  imageSources?: readonly string[];
}

/** What the policy found out about a request it admitted. */
export interface Exchange {
  /** The visitor's address: the socket's, or behind trusted proxies the X-Forwarded-For entry the outermost one added. */
  readonly ip: string;
  /** Whether the visitor reached the site over https. */
  readonly secure: boolean;
  /**
   * The site's origin as this request addressed it, for the URL React Router sees: the request's
   * Origin when that is one of the site's, else behind a trusted proxy the forwarded one, else
   * PUBLIC_URL's. Never an unchecked Host.
   */
  readonly origin: string;
}

interface Pending extends Exchange {
  readonly started: number;
  origin: string;
  error?: unknown;
}

/** JSON answers and refusals load nothing, so their policy forbids everything. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const CROSS_SITE_REFUSAL = 'Cross-site requests are not allowed.';
const INTERNAL_ERROR = 'Something went wrong on our side. Please try again, or call us.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** TRACE echoes the request (cookies included) back; CONNECT asks us to be a proxy. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** The methods some route of ours takes; any other (PROPFIND, LOCK, …) is refused before routing. */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

function createNonce(): string {
  return randomBytes(16).toString('base64');
}

interface CspOptions {
  /** A per-request nonce for the inline scripts React Router renders. */
  nonce?: string;
  /** Hashes ('sha256-…') of inline scripts, for pages served from a cache where no nonce can vary. */
  scriptHashes?: readonly string[];
  development: boolean;
  secureOrigin: boolean;
  styleHashes?: readonly string[];
  imageSources?: readonly string[];
}

function contentSecurityPolicy({ nonce, scriptHashes = [], styleHashes = [], development, secureOrigin, imageSources = [] }: CspOptions): string {
  const scriptSources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': development ? ["'self'", "'unsafe-inline'"] : scriptSources,
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    // blob: for the quote form's previews of the photos a visitor has chosen (never fetched from elsewhere).
    'img-src': ["'self'", 'data:', 'blob:', ...imageSources],
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

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': API_CSP,
};
const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers that govern a document, and mean nothing on a script or a stylesheet. */
const DOCUMENT_HEADERS = ['X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Content-Security-Policy'];

/**
 * For a hashed script or stylesheet being sent: drops the document-only headers every answer
 * starts with (a page loads 20-40 scripts, and these are 0.2 kB on each), keeping nosniff.
 */
export function withoutDocumentHeaders(res: ServerResponse) {
  for (const name of DOCUMENT_HEADERS) res.removeHeader(name);
}

/** Labels of letters, digits, hyphens (not at either end) and underscores, dot-separated; or an IPv6 address in brackets. */
const HOST =
  /^(?:(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** A host[:port] that names a server (at most 253 characters), as React Router and Express will parse it into a URL. */
function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  if (value.replace(/:\d+$/, '').length > 253) return false;
  return URL.canParse(`http://${value}/`);
}

/**
 * The one-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the
 * link in an email's List-Unsubscribe header, from its own site or its servers, without cookies.
 * The signed token in the path is the whole authority (it can only opt its own address out), so
 * this path alone is not held to the same-origin rule.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/(?:es\/)?unsubscribe\/[A-Za-z0-9_.-]+$/;

/** Whether a request is a one-click unsubscribe, the one write taken from any origin. */
export function isOneClickUnsubscribe(method: string | undefined, url: string | undefined): boolean {
  return method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(url ?? '');
}

/**
 * Browsers name the page a request came from: a state change (any method but GET, HEAD and
 * OPTIONS) whose Origin is not the site's own is refused, except a POST of the one-click
 * unsubscribe. Requests without an Origin (integrations, servers) are not browsers' cross-site requests.
 */
function isCrossSiteWrite(
  method: string,
  url: string | undefined,
  headers: { origin?: string; 'sec-fetch-site'?: string },
  siteOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (isOneClickUnsubscribe(method, url)) return false;
  const { origin } = headers;
  if (headers['sec-fetch-site'] === 'cross-site' || origin === 'null') return true;
  if (!origin) return false;
  const parsed = originOf(origin);
  return !parsed || !siteOrigins.includes(parsed);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function createRequestPolicy(options: RequestPolicyOptions) {
  const { trustedProxies, production, development, logger } = options;
  const trustProxy = trustedProxies > 0;
  const publicOrigin = new URL(options.publicUrl).origin;
  const secureOrigin = publicOrigin.startsWith('https:');
  const exchanges = new WeakMap<IncomingMessage, Pending>();

  /**
   * What the trusted proxies say in an X-Forwarded-* header. Each proxy appends its entry, and a
   * client can write any entries before them: the entry `trustedProxies` from the right is the
   * one the outermost proxy added. A shorter list did not come through every proxy, and says
   * nothing (undefined). Without a trusted proxy nothing forwarded is read.
   */
  function forwardedEntry(req: IncomingMessage, header: 'x-forwarded-for' | 'x-forwarded-host' | 'x-forwarded-proto'): string | undefined {
    if (!trustProxy) return undefined;
    const entries = (req.headersDistinct[header] ?? []).flatMap((value) => value.split(',')).map((entry) => entry.trim());
    return entries[entries.length - trustedProxies] || undefined;
  }

  /** The visitor's address: the one the outermost trusted proxy added, else the socket's. */
  function clientIp(req: IncomingMessage): string {
    const added = forwardedEntry(req, 'x-forwarded-for');
    return added && isIP(added) ? added : (req.socket.remoteAddress ?? 'unknown');
  }

  function forwardedProto(req: IncomingMessage): string | undefined {
    return forwardedEntry(req, 'x-forwarded-proto')?.toLowerCase();
  }

  function isSecure(req: IncomingMessage): boolean {
    return (req.socket as Socket & { encrypted?: boolean }).encrypted === true || forwardedProto(req) === 'https';
  }

  /** The site's origins for this request: behind a trusted proxy the forwarded one first, then PUBLIC_URL's. */
  function siteOrigins(req: IncomingMessage): string[] {
    const host = forwardedEntry(req, 'x-forwarded-host') ?? req.headers.host;
    const forwarded = trustProxy && host ? originOf(`${forwardedProto(req) === 'https' ? 'https' : 'http'}://${host}`) : undefined;
    return forwarded ? [forwarded, publicOrigin] : [publicOrigin];
  }

  /** Why a request cannot be answered as it was sent, or undefined when it can. */
  function malformation(req: IncomingMessage): [status: number, message: string, headers?: Record<string, string>] | undefined {
    const method = req.method ?? '';
    if (REFUSED_METHODS.has(method) || !ROUTED_METHODS.has(method)) return [405, `${method} requests are not accepted.`, { Allow: 'GET, HEAD, POST' }];
    if (!req.url?.startsWith('/')) return [400, 'The request line must name a path on this site, such as /about, not a full URL.'];
    // A fragment is the browser's own business; sent to a server it names nothing.
    if (req.url.includes('#')) return [400, 'The request line must not contain a fragment (#).'];
    const hosts = req.headersDistinct.host ?? [];
    if (hosts.length === 0) return [400, 'The request needs a Host header naming this site.'];
    if (hosts.length > 1) return [400, 'The request must have exactly one Host header.'];
    if (!isValidHost(hosts[0]!)) return [400, 'The Host header is not a valid host name.'];
    if (trustProxy) {
      const forwardedHost = forwardedEntry(req, 'x-forwarded-host');
      if (forwardedHost !== undefined && !isValidHost(forwardedHost)) return [400, 'The X-Forwarded-Host header is not a valid host name.'];
      const proto = forwardedProto(req);
      if (proto !== undefined && proto !== 'http' && proto !== 'https') return [400, 'The X-Forwarded-Proto header must be http or https.'];
    }
    return undefined;
  }

  function logLine(req: IncomingMessage, res: ServerResponse, pending: Pending) {
    const finished = res.writableFinished;
    const status = res.statusCode;
    const level = pending.error || status >= 500 ? 'error' : !finished || status >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { method: req.method, url: redactUrl(req.url ?? '') },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - pending.started),
        ...(pending.error ? { err: pending.error } : {}),
      },
      finished ? 'request completed' : 'request aborted',
    );
  }

  /** A JSON answer of the policy's own: refusals, errors, and the lead API's results. */
  function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...headers,
      'Content-Security-Policy': API_CSP,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
    });
    res.end(res.req?.method === 'HEAD' ? undefined : json);
  }

  /** Refuses a request without reading it: what was sent is read and dropped, so the client hears the answer. */
  function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers?: Record<string, string>) {
    req.resume();
    sendJson(res, status, { error: message }, headers);
  }

  /** Logs the error in the request's log line and answers 500 (or cuts a response already under way). */
  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    const pending = exchanges.get(req);
    if (pending) pending.error = error;
    else logger.error({ err: error, req: { method: req.method, url: redactUrl(req.url ?? '') } }, 'request failed');
    if (res.headersSent) res.destroy();
    else refuse(req, res, 500, INTERNAL_ERROR);
  }

  /**
   * Starts the request's log line, sets the headers every answer carries and refuses what must
   * not be answered. Returns what the rest of the pipeline needs, or undefined once refused.
   */
  function admit(req: IncomingMessage, res: ServerResponse): Exchange | undefined {
    const secure = isSecure(req);
    const pending: Pending = { started: performance.now(), ip: clientIp(req), secure, origin: publicOrigin };
    exchanges.set(req, pending);
    res.once('close', () => logLine(req, res, pending));
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    if (production && secure) res.setHeader('Strict-Transport-Security', HSTS);

    const malformed = malformation(req);
    if (malformed) {
      refuse(req, res, ...malformed);
      return undefined;
    }
    const origins = siteOrigins(req);
    if (isCrossSiteWrite(req.method ?? 'GET', req.url, req.headers, origins)) {
      refuse(req, res, 403, CROSS_SITE_REFUSAL);
      return undefined;
    }
    const claimed = originOf(req.headers.origin);
    pending.origin = claimed && origins.includes(claimed) ? claimed : origins[0]!;
    return pending;
  }

  type Handler = (req: IncomingMessage, res: ServerResponse, exchange: Exchange) => void | Promise<void>;

  return {
    /** The one way into the server: admits the request, then hands it to `handler`; a throw becomes a 500. */
    listener(handler: Handler) {
      return (req: IncomingMessage, res: ServerResponse) => {
        const exchange = admit(req, res);
        if (!exchange) return;
        try {
          const answered = handler(req, res, exchange);
          if (answered) answered.catch((error: unknown) => fail(req, res, error));
        } catch (error) {
          fail(req, res, error);
        }
      };
    },

    /** What admission found out about a request (for the router's context). */
    exchange(req: IncomingMessage): Exchange | undefined {
      return exchanges.get(req);
    },

    sendJson,
    fail,

    /** A permanent redirect to another path of this site (`location` is a path, never a URL). */
    redirect(res: ServerResponse, location: string) {
      const body = `Moved to ${location}`;
      res.writeHead(301, {
        Location: location,
        'Cache-Control': 'public, max-age=3600',
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
      });
      res.end(res.req?.method === 'HEAD' ? undefined : body);
    },

    /** Sets the CSP of a page rendered for this request; returns the nonce its inline scripts carry. */
    renderedPage(res: ServerResponse): string {
      const nonce = createNonce();
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({ nonce, styleHashes: options.styleHashes, imageSources: options.imageSources, development, secureOrigin }),
      );
      return nonce;
    },

    /** The CSP of a page kept in memory, whose inline scripts are allowed by their hashes. */
    cachedPageCsp(scriptHashes: readonly string[]): string {
      return contentSecurityPolicy({ scriptHashes, styleHashes: options.styleHashes, development: false, secureOrigin });
    },

    /**
     * Node's answer to a CONNECT request is to drop the connection; this one goes through the
     * policy like any other request and is refused with a message.
     */
    connect(req: IncomingMessage, socket: Socket) {
      const res = new ServerResponse(req);
      res.shouldKeepAlive = false;
      res.assignSocket(socket);
      // Kept attached, so the response hears the socket close and its log line is written.
      res.once('finish', () => socket.end());
      // CONNECT is one of the methods admission refuses.
      admit(req, res);
    },

    /**
     * Node answers a request it cannot parse (headers over 16 KB, a malformed request line) with a
     * bare status line; this one also says what was wrong, in the JSON the API routes use, and logs it.
     */
    unreadable(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      const [status, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'The request took too long to arrive.']
            : [400, 'The request could not be read.'];
      const body = JSON.stringify({ error: message });
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Security-Policy: ${API_CSP}\r\nX-Content-Type-Options: nosniff\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      if (logger.isLevelEnabled('warn')) logger.warn({ res: { statusCode: status }, reason: error.code }, 'request unreadable');
    },
  };
}

export type RequestPolicy = ReturnType<typeof createRequestPolicy>;
