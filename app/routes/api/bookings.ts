import type { Route } from './+types/bookings';
import { bookingApi } from '~/features/bookings/booking-api.server';
import { bookingConsentExtras } from '~/features/messaging/consent/consent.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/** POST /api/bookings: books an estimate visit (public; rate-limited per address). */
export function loader() {
  return methodNotAllowed('POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const services = context.get(servicesContext);
  const answer = await bookingApi(services, request, context.get(clientIpContext), undefined, bookingConsentExtras(services));
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, 'Cache-Control': 'no-store' } });
}
