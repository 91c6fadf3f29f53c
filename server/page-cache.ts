import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Anonymous pages that declare themselves public (`Cache-Control: public`) are rendered once
 * and served from memory, before Express and React Router, to anyone without cookies. A cached
 * page cannot carry a per-request nonce, so its CSP allows its inline scripts by their hashes.
 * Anything personal is never public: requests with cookies, an Authorization header, query
 * strings, customers' links, or other methods always go to the application. Why: docs/decisions/0009-page-cache.md.
 */

export interface CachedPage {
  etag: string;
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

interface PageCacheOptions {
  /** Renders a path as an anonymous visitor, without a nonce. */
  render(path: string): Promise<Response>;
  /** The CSP for a page whose inline scripts have these hashes. */
  csp(scriptHashes: string[]): string;
  /** The one form of each path (canonical-path.ts): any other is neither rendered nor kept here. */
  canonicalPath(path: string): string;
  /** Cookies no public page depends on (the chat's visitor key): a request carrying only these is still answered from here. */
  anonymousCookies?: readonly string[];
  ttlMs?: number;
  /** At most this many pages are kept, and as many paths remembered as not public. */
  maxEntries?: number;
  /** The bodies kept (plain, gzip and brotli) take at most this many bytes together. */
  maxBytes?: number;
  now?: () => number;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
/** A path as a browser sends it: no query, nothing a URL parser would rewrite (a `#`, a quote, a space). */
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const NEVER_PAGES = /^\/(api|assets|admin|dashboard|healthz)(\/|$)/;
/**
 * A customer's link (an estimate, an order) is never rendered here: it is private to whoever holds
 * it, and an estimate's render records an opening in its permanent trail, which this render by
 * no one would fake.
 */
const CUSTOMER_LINKS = /^\/(es\/)?(estimates|orders|invoices)\//;
/** A last segment with an extension names a file or a resource (robots.txt), not a page. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/** Whether the request carries a cookie that is not in `anonymous`. */
function personalCookies(header: string | undefined, anonymous: readonly string[]): boolean {
  if (header === undefined) return false;
  return header.split(';').some((pair) => !anonymous.includes(pair.split('=', 1)[0]!.trim()));
}

function cacheablePath(req: IncomingMessage, anonymousCookies: readonly string[]): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (personalCookies(req.headers.cookie, anonymousCookies) || req.headers.authorization !== undefined) return undefined;
  const url = req.url ?? '';
  if (!PATH.test(url) || url.length > 200) return undefined;
  if (NEVER_PAGES.test(url) || CUSTOMER_LINKS.test(url) || FILE_NAME.test(url)) return undefined;
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*') ? url : undefined;
}

function sizeOf(page: CachedPage): number {
  return page.identity.length + page.gzip.length + page.brotli.length;
}

export function createPageCache({
  render,
  csp,
  canonicalPath,
  anonymousCookies = [],
  ttlMs = 10 * 60_000,
  maxEntries = 200,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions) {
  // Both maps are kept in least-recently-used order: the first key is the next to go.
  const pages = new Map<string, { page: CachedPage; expiresAt: number }>();
  // Paths that rendered as not public, so they are not rendered twice (once here, once by the application).
  const notPublic = new Map<string, number>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let generation = 0;

  function forget(path: string) {
    const entry = pages.get(path);
    if (!entry) return;
    pages.delete(path);
    bytes -= sizeOf(entry.page);
  }

  function keep(path: string, page: CachedPage) {
    forget(path);
    const size = sizeOf(page);
    if (size > maxBytes) return;
    for (const oldest of pages.keys()) {
      if (pages.size < maxEntries && bytes + size <= maxBytes) break;
      forget(oldest);
    }
    pages.set(path, { page, expiresAt: now() + ttlMs });
    bytes += size;
  }

  function rememberNotPublic(path: string) {
    notPublic.delete(path);
    if (notPublic.size >= maxEntries) notPublic.delete(notPublic.keys().next().value!);
    notPublic.set(path, now() + ttlMs);
  }

  async function fill(path: string): Promise<CachedPage | null> {
    const startedIn = generation;
    const response = await render(path);
    const cacheControl = response.headers.get('cache-control') ?? '';
    const type = response.headers.get('content-type') ?? '';
    let page: CachedPage | null = null;
    if (response.status === 200 && /\bpublic\b/.test(cacheControl) && type.startsWith('text/html') && !response.headers.has('set-cookie')) {
      const identity = Buffer.from(await response.text());
      // A public page declares its opener policy (app/lib/http-cache.ts).
      const openerPolicy = response.headers.get('Cross-Origin-Opener-Policy');
      page = {
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        headers: {
          'Content-Type': type,
          'Cache-Control': cacheControl,
          'Content-Security-Policy': csp(inlineScriptHashes(identity.toString())),
          ...(openerPolicy ? { 'Cross-Origin-Opener-Policy': openerPolicy } : {}),
          Vary: 'Accept-Encoding, Cookie',
        },
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        brotli: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      };
    } else {
      await response.body?.cancel();
    }
    // A page rendered before clear() may show what was cleared: it answers the requests that
    // were waiting for it, and is not kept.
    if (startedIn === generation) {
      if (page) keep(path, page);
      else rememberNotPublic(path);
    }
    return page;
  }

  function serve(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    if (req.headers['if-none-match'] === page.etag) {
      // A browser applies the headers of a 304 to the page it kept, CSP included: the page's own
      // headers but its type go with it, or the request policy's defaults would apply (its CSP, no
      // scripts at all, would stop the page's scripts on every revisit).
      const { 'Content-Type': _type, ...policies } = page.headers;
      res.writeHead(304, { ETag: page.etag, ...policies });
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepted) ? [page.brotli, 'br'] : /\bgzip\b/.test(accepted) ? [page.gzip, 'gzip'] : [page.identity, undefined];
    res.writeHead(200, {
      ...page.headers,
      ETag: page.etag,
      'Content-Length': String(body.length),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function cached(path: string): CachedPage | null | undefined {
    const entry = pages.get(path);
    if (entry && entry.expiresAt > now()) {
      pages.delete(path);
      pages.set(path, entry);
      return entry.page;
    }
    const until = notPublic.get(path);
    return until !== undefined && until > now() ? null : undefined;
  }

  return {
    /** Serves the request from the cache and answers true, or answers false to pass it on. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const path = cacheablePath(req, anonymousCookies);
      if (!path || canonicalPath(path) !== path) return false;
      let page = cached(path);
      if (page === null) return false;
      if (!page) {
        let filling = pending.get(path);
        if (!filling) {
          const started = fill(path);
          filling = started;
          pending.set(path, started);
          void started.then(
            () => pending.get(path) === started && pending.delete(path),
            () => pending.get(path) === started && pending.delete(path),
          );
        }
        page = await filling;
        if (!page) return false;
      }
      serve(req, res, page);
      return true;
    },
    /** Forgets every page, e.g. after the application name changed. */
    clear() {
      generation++;
      pages.clear();
      notPublic.clear();
      pending.clear();
      bytes = 0;
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}
