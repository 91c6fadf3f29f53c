import type { Route } from './+types/conversation-messages';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiSendReply } from '~/features/messaging/api-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/conversations/:id/messages {"body"} */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiSendReply(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
