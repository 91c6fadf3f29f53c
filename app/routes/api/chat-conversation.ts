import type { Route } from './+types/chat-conversation';
import { handleVisitorConversation } from '~/features/assistant/live-chat/live-chat-handlers.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/chat/conversation?session=…: the conversation and where its hand-off stands. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleVisitorConversation(request, context.get(servicesContext));
}
