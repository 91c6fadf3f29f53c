import type { Route } from './+types/conversations';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiListConversations } from '~/features/messaging/api-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/conversations?phone=&unread= */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiListConversations(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
