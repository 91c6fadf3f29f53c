import type { Route } from './+types/availability';
import { availabilityApi } from '~/features/bookings/booking-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/availability?zip=33134&from=YYYY-MM-DD&days=14: free starts for an estimate visit (public). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await availabilityApi(context.get(servicesContext), new URL(request.url));
  return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
}

export function action() {
  return methodNotAllowed('GET');
}
