import type { Route } from './+types/job';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiPatchJob } from '~/features/jobs/job-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('PATCH');
}

/** PATCH /api/admin/jobs/:id {stage?, reason?, permit?, product?, measurementNotes?} */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'PATCH') return methodNotAllowed('PATCH');
  return apiPatchJob(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}
