import type { Route } from './+types/events';
import { requireAdmin } from '~/features/accounts/guards.server';
import { eventStream } from '~/lib/event-stream.server';
import { servicesContext } from '~/lib/request-context';

/** GET /admin/events: the live back office's Server-Sent Events (leads arriving and changing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return eventStream(request, context.get(servicesContext).live, (event) => event.type.startsWith('lead.'));
}
