import type { Route } from './+types/jobs';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiListJobs } from '~/features/jobs/job-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/jobs?stage=&orderId= */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiListJobs(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
