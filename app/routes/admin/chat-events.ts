import type { Route } from './+types/chat-events';
import { requireAdmin } from '~/features/accounts/guards.server';
import { chatSessionIdField } from '~/features/assistant/chat-api.server';
import { handleStaffChatEvents } from '~/features/assistant/live-chat/live-chat-handlers.server';
import { servicesContext } from '~/lib/request-context';

/** GET /admin/chats/:sessionId/events: one conversation, live, for staff (snapshot first). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  if (!chatSessionIdField.safeParse(params.sessionId).success) throw new Response('Not Found', { status: 404 });
  return handleStaffChatEvents(request, context.get(servicesContext), params.sessionId, user.id);
}
