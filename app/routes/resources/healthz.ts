import type { Route } from './+types/healthz';
import { ping } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { servicesContext } from '~/lib/request-context';

/** For load balancers: 503 as soon as this process cannot reach the database. */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    await ping(context.get(servicesContext).db);
    return Response.json({ status: 'ok', database: 'ok' }, { headers });
  } catch (error) {
    logger.error({ err: error }, 'health check failed');
    return Response.json({ status: 'error', database: 'unavailable' }, { status: 503, headers });
  }
}
