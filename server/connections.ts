import type { ServerOptions } from 'node:http';

/**
 * How the process's HTTP server (server/index.js) treats its connections. A connection that
 * carried an answer stays open for the next request for `keepAliveSeconds` of quiet, and only
 * then does the server close it. A load balancer or a client that reuses an idle connection the
 * server is closing at that very moment gets a reset instead of an answer, so the server must
 * outlast them: Node's own 5 seconds is shorter than any balancer's idle timeout (60 seconds is
 * common), hence the default of 65 (KEEP_ALIVE_SECONDS).
 */
export function httpServerOptions({ keepAliveSeconds }: { keepAliveSeconds: number }): ServerOptions {
  const keepAliveTimeout = Math.round(keepAliveSeconds * 1000);
  const headersTimeout = Math.max(60_000, keepAliveTimeout + 1000);
  return {
    // A request without Host reaches the application, which answers it with a message and logs it.
    requireHostHeader: false,
    keepAliveTimeout,
    // The headers of a request may take Node's default 60 seconds, and never less than a kept
    // connection may stay quiet.
    headersTimeout,
    // A whole request may take Node's default 5 minutes, and never less than its headers may.
    requestTimeout: Math.max(300_000, headersTimeout),
  };
}
