import type { Route } from './+types/lead-export';
import { requireAdmin } from '~/features/accounts/guards.server';
import { leadKindForPath } from '~/features/leads/lead-kinds';
import { exportCsv } from '~/features/leads/inbox/lead-handlers.server';
import { servicesContext } from '~/lib/request-context';

// One module serves the CSV export of the three lead screens; the path names the kind.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return exportCsv(context.get(servicesContext), leadKindForPath(new URL(request.url).pathname), request);
}
