import type { Route } from './+types/chat-availability';
import { anyoneAvailable } from '~/features/assistant/live-chat/staff-presence.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/chat/availability: whether a person on the staff is available to chat right now. */
export async function loader({ context }: Route.LoaderArgs) {
  const available = await anyoneAvailable(context.get(servicesContext).db);
  return Response.json({ available }, { headers: { 'Cache-Control': 'no-store' } });
}
