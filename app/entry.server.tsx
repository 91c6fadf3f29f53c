import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from 'react-router';
import { createModuleScriptDeferral } from '~/lib/after-paint-scripts.server';
import { logger } from '~/lib/logger.server';
import { redactPath } from '~/lib/redact-url';
import { StylesheetProvider } from '~/lib/inline-stylesheet';
import { NonceProvider } from '~/lib/nonce';
import { stylesheet } from '~/lib/stylesheet.server';
import { cspNonceContext } from '~/lib/request-context';

export const streamTimeout = 5_000;

/**
 * Errors met while answering, into the log (React Router would print them to stderr). Its own
 * refusals, such as a POST to a page that takes none, carry a message for developers that names
 * the route module and would be sent to the visitor inside the page's data; they are logged
 * here, and the visitor's copy keeps only the status text ("Method Not Allowed").
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && 'error' in error && error.error) {
    logger.warn({ status: error.status, method: request.method, path: pathOf(request), reason: String(error.data) }, 'request refused by the router');
    (error as { data: unknown }).data = error.statusText;
    return;
  }
  logger.error({ err: error, method: request.method, path: pathOf(request) }, 'request failed');
};

/** The path without the query, which may carry a reset or verification token, and without an estimate's token; the request's own log line has the rest. */
function pathOf(request: Request): string {
  return redactPath(new URL(request.url).pathname);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Pages are small and mostly static: waiting for everything gives crawlers, caches and
    // status codes a complete document.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <StylesheetProvider css={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        // A part of the page in a Suspense boundary (app/lib/hydration-slice.tsx) is written in its
        // place, never moved out to a hidden element that a script would put back once the document
        // has grown past this size: the page is whole without JavaScript, and painted as sent.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Documents are revalidated unless their route says otherwise.
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
          const deferral = createModuleScriptDeferral();
          deferral.pipe(body);
          pipe(deferral);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'streaming render failed');
        },
      },
    );
  });
}
