import type { IncomingMessage, ServerResponse } from 'node:http';
import { availabilityApi } from '~/features/bookings/booking-api.server';
import type { AppServices } from '~/lib/request-context';
import type { Exchange, RequestPolicy } from './request-policy';

/**
 * GET /api/availability answered ahead of React Router, as the lead API is (decision 0010): the
 * booking page's script and integrations ask it again and again, and Express, compression, a Web
 * Request and the root middleware (a session lookup) cost more than working out the free times.
 * The route module app/routes/api/availability.ts answers the same through the same function for
 * a request that does not match exactly. Why: docs/decisions/0038-booking.md.
 */

export const AVAILABILITY_PATH = '/api/availability';

interface AvailabilityApiOptions {
  services: () => Promise<AppServices>;
  policy: RequestPolicy;
  publicOrigin: string;
}

export function createAvailabilityApi({ services, policy, publicOrigin }: AvailabilityApiOptions) {
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const result = await availabilityApi(await services(), new URL(req.url ?? '/', publicOrigin));
    policy.sendJson(res, result.status, result.body, result.headers);
  }

  return {
    /** Answers a GET or HEAD of exactly /api/availability (any query) and returns true; false for anything else. */
    handle(req: IncomingMessage, res: ServerResponse, _exchange: Exchange): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if ((query < 0 ? url : url.slice(0, query)) !== AVAILABILITY_PATH) return false;
      answer(req, res).catch((error: unknown) => policy.fail(req, res, error));
      return true;
    },
  };
}
