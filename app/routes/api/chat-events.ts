import type { Route } from './+types/chat-events';
import { handleVisitorChatEvents } from '~/features/assistant/live-chat/live-chat-handlers.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/** GET /api/chat/events?session=…: the visitor's conversation, live, while they wait for or talk with a person. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleVisitorChatEvents(request, context.get(servicesContext), context.get(clientIpContext));
}
