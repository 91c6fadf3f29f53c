import type { Route } from './+types/bookings';
import { requireAdmin } from '~/features/accounts/guards.server';
import { adminBookingsApi } from '~/features/bookings/booking-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/bookings?from=YYYY-MM-DD&to=YYYY-MM-DD: the booked visits (staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const answer = await adminBookingsApi(context.get(servicesContext), new URL(request.url));
  return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
