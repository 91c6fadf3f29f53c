import type { Route } from './+types/chat';
import { handleChatApi } from '~/features/assistant/chat-api.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatApi(request, context.get(servicesContext), context.get(clientIpContext));
}
