import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Anonymous pages that declare themselves public (`Cache-Control: public`) are rendered once
 * and served from memory, before Express and React Router, to anyone without cookies. A cached
 * page cannot carry a per-request nonce, so its CSP allows its inline scripts by their hashes.
 * Anything personal is never public: requests with cookies, query strings, or other methods
 * always go to the application.
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
  baseHeaders: Record<string, string>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`);
  }
  return [...hashes];
}

function cacheablePath(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (req.headers.cookie || req.headers.authorization) return undefined;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.includes('?') || url.startsWith('//')) return undefined;
  if (/^\/(api|assets|admin|dashboard|healthz)(\/|$)/.test(url) || url.endsWith('.data')) return undefined;
  if (url.length > 200) return undefined;
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*') ? url : undefined;
}

export function createPageCache({ render, csp, baseHeaders, ttlMs = 10 * 60_000, maxEntries = 500, now = Date.now }: PageCacheOptions) {
  // Paths that rendered as not public are remembered too (as null), so they are not rendered twice.
  const pages = new Map<string, { page: CachedPage | null; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  function remember(path: string, page: CachedPage | null) {
    pages.delete(path);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(path, { page, expiresAt: now() + ttlMs });
  }

  async function fill(path: string): Promise<CachedPage | null> {
    const startedIn = generation;
    const response = await render(path);
    const cacheControl = response.headers.get('cache-control') ?? '';
    const type = response.headers.get('content-type') ?? '';
    let page: CachedPage | null = null;
    if (response.status === 200 && /\bpublic\b/.test(cacheControl) && type.startsWith('text/html') && !response.headers.has('set-cookie')) {
      const html = await response.text();
      const identity = Buffer.from(html);
      page = {
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        headers: {
          ...baseHeaders,
          'Content-Type': type,
          'Cache-Control': cacheControl,
          'Content-Security-Policy': csp(inlineScriptHashes(html)),
          Vary: 'Accept-Encoding, Cookie',
        },
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        brotli: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      };
    } else {
      await response.body?.cancel();
    }
    if (startedIn === generation) remember(path, page);
    return page;
  }

  function serve(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, { ETag: page.etag, 'Cache-Control': page.headers['Cache-Control']!, Vary: page.headers.Vary! });
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepted)
      ? [page.brotli, 'br']
      : /\bgzip\b/.test(accepted)
        ? [page.gzip, 'gzip']
        : [page.identity, undefined];
    res.writeHead(200, {
      ...page.headers,
      ETag: page.etag,
      'Content-Length': String(body.length),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /** Serves the request from the cache and answers true, or answers false to pass it on. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const path = cacheablePath(req);
      if (!path) return false;
      const entry = pages.get(path);
      let page = entry && entry.expiresAt > now() ? entry.page : undefined;
      if (page === null) return false;
      if (!page) {
        let filling = pending.get(path);
        if (!filling) {
          filling = fill(path).finally(() => pending.delete(path));
          pending.set(path, filling);
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
    },
    size: () => pages.size,
  };
}
