import type { Route } from './+types/chat-live';
import { handleVisitorLive } from '~/features/assistant/live-chat/live-chat-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export function loader() {
  return methodNotAllowed('POST');
}

/** POST /api/chat/live: the visitor is typing to a person, or ends the chat. */
export function action({ request, context }: Route.ActionArgs) {
  return handleVisitorLive(request, context.get(servicesContext));
}
