import type { Route } from './+types/chatbot-contacts-export';
import { requireAdmin } from '~/features/accounts/guards.server';
import { exportCsv } from '~/features/admin/lead-routes.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return exportCsv(context.get(servicesContext), 'chatbot-contacts', request);
}
