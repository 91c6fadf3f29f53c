import type { Route } from './+types/events';
import { requireAdmin } from '~/features/accounts/guards.server';
import { touchPresence } from '~/features/assistant/live-chat/staff-presence.server';
import { eventStream } from '~/lib/event-stream.server';
import type { LiveEvent } from '~/lib/live-events.server';
import { servicesContext } from '~/lib/request-context';

/**
 * GET /admin/events: the live back office's Server-Sent Events (leads arriving and changing, chats waiting for a person).
 * Every back-office page keeps one open, so it also tells that its staff member is still around.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  // Leads, and each change of a chat's hand-off (the waiting inbox and its count); a chat's lines go only to its own page.
  const accept = (event: LiveEvent) => event.type.startsWith('lead.') || event.type === 'chat.state' || event.type === 'texting.changed';
  return eventStream(request, services.live, accept, () => touchPresence(services.db, user.id));
}
