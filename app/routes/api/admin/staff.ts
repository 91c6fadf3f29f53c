import type { Route } from './+types/staff';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiListStaff } from '~/features/jobs/job-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/staff?role=crew */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiListStaff(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
