import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { handleLeadApi, type LeadApiRequest } from '~/features/leads/lead-api.server';
import type { LeadKind } from '~/features/leads/receive-lead.server';
import type { AppServices } from '~/lib/request-context';
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from '~/lib/security-headers.server';

/**
 * The lead API answered on plain node:http, ahead of Express and React Router: integrations
 * post leads in bursts, and the per-request work of the general middleware (routing, a CSP
 * nonce, compression, Web Request objects) would cost more than storing the lead. It keeps
 * the same rules: cross-site writes refused, security headers, one log line per request.
 */

const PATHS = new Map<string, LeadKind>([
  ['/api/quote-requests', 'quote-request'],
  ['/api/contact-messages', 'contact-message'],
]);

/** JSON answers load nothing, so their policy forbids everything. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

interface LeadApiOptions {
  services: () => Promise<AppServices>;
  logger: Logger;
  publicOrigin: string;
  securityHeaders: Record<string, string>;
  /** Whether X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: boolean;
}

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

function adapt(req: IncomingMessage, publicOrigin: string): LeadApiRequest {
  return {
    method: req.method ?? 'GET',
    url: `${publicOrigin}${req.url ?? '/'}`,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    body: req.method === 'GET' || req.method === 'HEAD' ? null : req,
  };
}

export function createLeadApi({ services, logger, publicOrigin, securityHeaders, trustProxy }: LeadApiOptions) {
  const baseHeaders = { ...securityHeaders, 'Content-Security-Policy': API_CSP, 'Cache-Control': 'no-store' };

  function send(req: IncomingMessage, res: ServerResponse, started: number, status: number, body: unknown, headers: Record<string, string> = {}) {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...baseHeaders,
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
    });
    res.end(json);
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) {
      logger[level](
        { req: { method: req.method, url: req.url }, res: { statusCode: status }, responseTime: Date.now() - started },
        'request completed',
      );
    }
  }

  async function answer(kind: LeadKind, req: IncomingMessage, res: ServerResponse, started: number) {
    if (isCrossSiteWrite(req.method ?? 'GET', req.headers, publicOrigin)) {
      // Read what was sent, so the client sees the answer rather than a reset connection.
      req.resume();
      send(req, res, started, 403, CROSS_SITE_REFUSAL);
      return;
    }
    const result = await handleLeadApi(kind, adapt(req, publicOrigin), await services(), clientIp(req, trustProxy));
    send(req, res, started, result.init?.status ?? 200, result.data, Object.fromEntries(new Headers(result.init?.headers)));
  }

  return {
    /** Answers a lead API request and returns true; returns false for any other path. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const kind = PATHS.get(query < 0 ? url : url.slice(0, query));
      if (!kind) return false;
      const started = Date.now();
      answer(kind, req, res, started).catch((error: unknown) => {
        logger.error({ err: error, req: { method: req.method, url } }, 'lead API failed');
        if (!res.headersSent) send(req, res, started, 500, { error: 'Something went wrong on our side. Please try again, or call us.' });
        else res.destroy();
      });
      return true;
    },
  };
}
