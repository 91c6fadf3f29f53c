import type { Route } from './+types/chatbot-contacts';
import { handleChatbotContactApi } from '~/features/assistant/chat-api.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatbotContactApi(request, context.get(servicesContext), context.get(clientIpContext));
}
