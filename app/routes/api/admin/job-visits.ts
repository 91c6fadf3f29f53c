import type { Route } from './+types/job-visits';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiPostVisit } from '~/features/jobs/job-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/jobs/:id/visits {"start","end","crewIds":[…]} */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiPostVisit(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
