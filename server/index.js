// The process entry: static files and compression in front of the application in server/app.ts,
// which Vite builds into build/server/index.js (production) or loads on demand (development).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const development = process.env.NODE_ENV === 'development';
const SHUTDOWN_GRACE_MS = 10_000;

async function loadApplication(server) {
  if (!development) {
    const build = await import(path.join(root, 'build/server/index.js'));
    server.use(compression());
    server.use(
      '/assets',
      express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    server.use(express.static(path.join(root, 'build/client'), { maxAge: 0, index: false }));
    server.use(build.app);
    return build;
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ root, server: { middlewareMode: true } });
  server.use(devServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await devServer.ssrLoadModule('./server/app.ts');
      source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
  const source = await devServer.ssrLoadModule('./server/app.ts');
  // Development renders every request afresh: no page cache.
  return { ...source, pageCache: undefined, shutdown: async () => { await source.shutdown(); await devServer.close(); } };
}

/**
 * Node answers a request it cannot parse (headers over 16 KB, a malformed request line) with a
 * bare status line; this one also says what was wrong, in the JSON the API routes use.
 */
function answerUnreadableRequest(error, socket) {
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
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

async function main() {
  const server = express();
  server.disable('x-powered-by');
  let application;
  try {
    application = await loadApplication(server);
  } catch (error) {
    console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error);
    process.exit(1);
  }
  const { getEnv, logger } = application;
  const env = getEnv();
  await application.start();

  // The lead API and cached public pages are answered before Express; everything else goes to
  // the application.
  const cache = application.pageCache;
  const listener = cache
    ? (req, res) => {
        if (application.leadApi.handle(req, res)) return;
        cache.handle(req, res).then(
          (served) => served || server(req, res),
          (error) => {
            logger.error({ err: error }, 'page cache failed; passing the request on');
            if (!res.headersSent) server(req, res);
          },
        );
      }
    : server;
  const httpServer = http.createServer(listener);
  httpServer.on('clientError', answerUnreadableRequest);
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, url: env.PUBLIC_URL }, `Gables Window Care is serving at http://localhost:${port}`);
    application.announce?.();
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    httpServer.close(async () => {
      try {
        await application.shutdown();
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    });
    httpServer.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
