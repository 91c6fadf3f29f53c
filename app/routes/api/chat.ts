import type { Route } from './+types/chat';
import { handleChatApi } from '~/features/assistant/chat-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export function loader() {
  return methodNotAllowed('POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatApi(request, context.get(servicesContext), context.get(clientIpContext));
}
