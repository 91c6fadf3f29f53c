import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleLeadApi, type LeadApiRequest } from '~/features/leads/intake/lead-api.server';
import type { FormLeadKind } from '~/features/leads/lead-kinds';
import { leadConsentExtras } from '~/features/messaging/consent/consent.server';
import type { AppServices } from '~/lib/request-context';
import type { Exchange, RequestPolicy } from './request-policy';

/**
 * The lead API's fast path: integrations post leads in bursts, and the per-request work of
 * Express and React Router (routing, Web Request objects, root middleware) would cost more than
 * storing the lead. Both routes are declared in app/routes.ts, whose modules answer the same
 * through the same feature function when a request does not come this way.
 * Why: docs/decisions/0010-lead-fast-path.md.
 */

export const FAST_PATHS: ReadonlyMap<string, FormLeadKind> = new Map([
  ['/api/quote-requests', 'quote-requests'],
  ['/api/contact-messages', 'contact-messages'],
]);

interface LeadApiOptions {
  services: () => Promise<AppServices>;
  policy: RequestPolicy;
  publicOrigin: string;
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

export function createLeadApi({ services, policy, publicOrigin }: LeadApiOptions) {
  async function answer(kind: FormLeadKind, req: IncomingMessage, res: ServerResponse, exchange: Exchange) {
    const ready = await services();
    // Texting consent (smsConsent) is checked and kept beside the lead (docs/texting.md).
    const result = await handleLeadApi(kind, adapt(req, publicOrigin), ready, exchange.ip, leadConsentExtras(ready));
    policy.sendJson(res, result.status, result.body, result.headers);
  }

  return {
    /** Answers a request admitted by the policy and returns true when it is the lead API's; false for any other path. */
    handle(req: IncomingMessage, res: ServerResponse, exchange: Exchange): boolean {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const kind = FAST_PATHS.get(query < 0 ? url : url.slice(0, query));
      if (!kind) return false;
      answer(kind, req, res, exchange).catch((error: unknown) => policy.fail(req, res, error));
      return true;
    },
  };
}
