import type { Route } from './+types/calendar-feed';
import { staffFeedFor } from '~/features/bookings/staff-calendar.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /calendar/<feed id>.<signature>.ics: a staff member's visits for their calendar app; the signed name is the key, until they replace it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const feed = await staffFeedFor(context.get(servicesContext), params.feed ?? '');
  if (feed === undefined)
    return Response.json(
      { error: 'No calendar feed has this address: it may have been replaced. Staff find their current one on the Calendar page of the back office.' },
      { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
    );
  return new Response(feed, { headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}

export function action() {
  return methodNotAllowed('GET');
}
