import type { Route } from './+types/events';
import { requireAdmin } from '~/features/accounts/guards.server';
import { touchPresence } from '~/features/assistant/staff-presence.server';
import { eventStream } from '~/lib/event-stream.server';
import { servicesContext } from '~/lib/request-context';

/**
 * GET /admin/events: the live back office's Server-Sent Events (leads arriving and changing).
 * Every back-office page keeps one open, so it also tells that its staff member is still around.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  return eventStream(request, services.live, (event) => event.type.startsWith('lead.'), () => touchPresence(services.db, user.id));
}
