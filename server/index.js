// The process entry: owns the port and the graceful shutdown. Every request goes to the
// application in server/app.ts, which Vite builds into build/server/index.js (production) or
// loads on demand (development), and which passes it through the one request policy.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const development = process.env.NODE_ENV === 'development';
const SHUTDOWN_GRACE_MS = 10_000;

async function loadApplication() {
  if (!development) return import(path.join(root, 'build/server/index.js'));
  const vite = await import('vite');
  const devServer = await vite.createServer({ root, server: { middlewareMode: true } });
  const load = () => devServer.ssrLoadModule('./server/app.ts');
  const source = await load();
  return {
    ...source,
    // Vite serves the sources and its client first; the rest is the application as it is now.
    handleRequest(req, res) {
      devServer.middlewares(req, res, (viteError) => {
        if (viteError) {
          source.answerFailure(req, res, viteError);
          return;
        }
        load().then(
          (current) => current.handleRequest(req, res),
          (error) => {
            if (error instanceof Error) devServer.ssrFixStacktrace(error);
            source.answerFailure(req, res, error);
          },
        );
      });
    },
    shutdown: async () => {
      await source.shutdown();
      await devServer.close();
    },
  };
}

async function main() {
  let application;
  try {
    application = await loadApplication();
  } catch (error) {
    console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error);
    process.exit(1);
  }
  const { getEnv, logger } = application;
  const env = getEnv();
  await application.start();

  const httpServer = http.createServer(application.serverOptions, application.handleRequest);
  httpServer.on('connect', application.answerConnect);
  httpServer.on('clientError', application.answerUnreadable);
  // Once the process is stopping, each answer closes its connection: kept open for a next
  // request, a connection would hold the process for KEEP_ALIVE_SECONDS after its last answer.
  let stopping = false;
  const answering = new Set();
  httpServer.on('request', (_req, res) => {
    if (stopping) {
      res.shouldKeepAlive = false;
      return;
    }
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, url: env.PUBLIC_URL }, `Gables Window Care is serving at http://localhost:${port}`);
    application.announce?.();
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const res of answering) res.shouldKeepAlive = false;
    // Answers whose headers are out already (event streams) said keep-alive: a moment after them.
    httpServer.keepAliveTimeout = 1;
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
