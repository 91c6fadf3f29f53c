import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type NextFunction, type Request, type Response as ExpressResponse } from 'express';
import { createRequestHandler as createFetchRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { socialAvatarOrigins } from '~/features/accounts/auth.server';
import { CHAT_VISITOR_COOKIE } from '~/features/assistant/chat-visitor.server';
import { checkoutOrigins } from '~/features/payments/stripe.server';
import { getEnv } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { clientIpContext, cspNonceContext, servicesContext } from '~/lib/request-context';
import { stylesheetHash } from '~/lib/stylesheet.server';
import { createAvailabilityApi } from './availability-api';
import { createCanonicalPaths } from './canonical-path';
import { httpServerOptions } from './connections';
import { createLeadApi } from './lead-api';
import { createPageCache } from './page-cache';
import { createRequestPolicy, withoutDocumentHeaders } from './request-policy';
import { sendFetchResponse, toFetchRequest } from './router-adapter';
import { getAccountsNotice, getServices, stopServices } from './services';

/**
 * The HTTP application, which Vite builds into build/server/index.js (server/index.js runs it).
 * Every request goes through the request policy first, then to the first of: the lead API's
 * and availability fast paths, a redirect to the page's canonical URL, the page cache, static files, React Router.
 */

export { getEnv, logger };

const env = getEnv();
const development = env.NODE_ENV === 'development';
const mode = development ? 'development' : 'production';
const publicOrigin = new URL(env.PUBLIC_URL).origin;
const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

const policy = createRequestPolicy({
  publicUrl: env.PUBLIC_URL,
  trustedProxies: env.TRUST_PROXY,
  production: env.isProduction,
  development,
  logger,
  styleHashes: [stylesheetHash],
  imageSources: socialAvatarOrigins(env),
  formTargets: checkoutOrigins(env),
});

const leadApi = createLeadApi({ services: getServices, policy, publicOrigin });
const availabilityApi = createAvailabilityApi({ services: getServices, policy, publicOrigin });

/** What every loader and action receives; the page cache renders with the same context. */
async function createLoadContext({ nonce, ip }: { nonce: string; ip: string }): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  context.set(clientIpContext, ip);
  context.set(servicesContext, await getServices());
  return context;
}

type RouterHandler = ReturnType<typeof createFetchRequestHandler>;
/**
 * React Router derives its route tree (flattened, ranked, a static handler) again on every request
 * when given the build as a function, as development needs while the sources change; a production
 * build never changes, so it is given the loaded build and derives once (a third of a webhook's
 * CPU before: docs/performance.md).
 */
let productionHandler: Promise<RouterHandler> | undefined;
const handleRouterRequest: RouterHandler = development
  ? createFetchRequestHandler(loadBuild, mode)
  : async (request, context) => (await (productionHandler ??= loadBuild().then((build) => createFetchRequestHandler(build, mode))))(request, context);

const app = express();
app.disable('x-powered-by');
if (!development) {
  const client = fileURLToPath(new URL('../client', import.meta.url));
  // Not the webhooks' answers: a few bytes each, that only Stripe and Twilio read, where a
  // compressor set up for each (its window allocated, then flushed) cost more than the answer.
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/api/webhooks/') && compression.filter(req, res) }));
  // Scripts go out as compressed at build (vite.config.ts: Brotli, else gzip), never compressed again.
  app.use(
    '/assets',
    expressStaticGzip(path.join(client, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      // Immutable and cached for a year, so no validators; and no document-only headers.
      serveStatic: { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false, acceptRanges: false, setHeaders: withoutDocumentHeaders },
    }),
  );
  // The back office's service worker (docs/decisions/0015) shows notifications with the site's icon.
  app.use('/admin/service-worker.js', (_req: Request, res: ExpressResponse, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'");
    next();
  });
  // redirect: false, or /admin (a folder of public/, for the service worker) would be sent to /admin/.
  app.use(express.static(client, { maxAge: 0, index: false, redirect: false }));
}
app.use((req: Request, res: ExpressResponse, next: NextFunction) => {
  const exchange = policy.exchange(req);
  if (!exchange) throw new Error('a request reached React Router without passing the request policy');
  const request = toFetchRequest(req, res, exchange.origin);
  createLoadContext({ nonce: policy.renderedPage(res), ip: exchange.ip })
    .then((context) => handleRouterRequest(request, context))
    .then((response) => sendFetchResponse(res, response))
    .catch(next);
});
app.use((error: unknown, req: Request, res: ExpressResponse, _next: NextFunction) => policy.fail(req, res, error));

// In development the build changes with the sources, and its routes with it.
const canonicalByBuild = new WeakMap<ServerBuild, (path: string) => string>();
async function canonicalPaths(): Promise<(path: string) => string> {
  const build = await loadBuild();
  let canonical = canonicalByBuild.get(build);
  if (!canonical) {
    canonical = createCanonicalPaths(Object.values(build.routes).flatMap((route) => (route ? [route] : [])));
    canonicalByBuild.set(build, canonical);
  }
  return canonical;
}

let pageCache: ReturnType<typeof createPageCache> | undefined;
onPublicContentChange(() => pageCache?.clear());

/** Pages from memory (server/page-cache.ts); development renders every request afresh. */
async function servedFromCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (!pageCache) return false;
  try {
    return await pageCache.handle(req, res);
  } catch (error) {
    logger.error({ err: error }, 'page cache failed; passing the request on');
    return false;
  }
}

/** The listener of the process's HTTP server: every request, whatever answers it. */
export const handleRequest = policy.listener(async (req, res, exchange) => {
  if (leadApi.handle(req, res, exchange)) return;
  if (availabilityApi.handle(req, res, exchange)) return;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const requested = query < 0 ? url : url.slice(0, query);
    const canonical = (await canonicalPaths())(requested);
    if (canonical !== requested) {
      policy.redirect(res, canonical + (query < 0 ? '' : url.slice(query)));
      return;
    }
    if (await servedFromCache(req, res)) return;
  }
  app(req, res);
});

/** The options of the process's HTTP server: how long idle connections stay open (server/connections.ts). */
export const serverOptions = httpServerOptions({ keepAliveSeconds: env.KEEP_ALIVE_SECONDS });

/** For the server's 'connect' event: CONNECT is refused through the policy. */
export const answerConnect = policy.connect;
/** For the server's 'clientError' event: requests Node could not parse. */
export const answerUnreadable = policy.unreadable;
/** A request the process could not hand to the application (development: the sources failed to load). */
export const answerFailure = policy.fail;

/** Opens the database and applies migrations before the port opens; prepares the page cache. */
export async function start(): Promise<void> {
  await getServices();
  if (development) return;
  pageCache = createPageCache({
    async render(path) {
      const request = new Request(`${publicOrigin}${path}`, { headers: { accept: 'text/html' } });
      return handleRouterRequest(request, await createLoadContext({ nonce: '', ip: 'page-cache' }));
    },
    csp: (scriptHashes) => policy.cachedPageCsp(scriptHashes),
    canonicalPath: await canonicalPaths(),
    // The chat's key shows nothing on a public page: a visitor who chatted still gets the cached pages.
    anonymousCookies: [CHAT_VISITOR_COOKIE],
  });
}

/** Releases what the process holds (outbox worker, database) once the HTTP server has drained. */
export async function shutdown(): Promise<void> {
  await stopServices();
  logger.info('shutdown complete');
}

/** Printed once the server listens: how to sign in as the administrator and as the demo customer. */
export async function announce(): Promise<void> {
  const notice = await getAccountsNotice();
  // For the person at the terminal rather than the log stream: plain lines, not JSON.
  // eslint-disable-next-line no-console
  console.log(`\n${notice}\n`);
}
