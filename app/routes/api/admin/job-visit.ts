import type { Route } from './+types/job-visit';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiDeleteVisit, apiPatchVisit } from '~/features/jobs/job-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('PATCH, DELETE');
}

/** PATCH /api/admin/jobs/:id/visits/:visitId {"start"?, "end"?, "crewIds"?}; DELETE cancels the visit. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const actor = { userId: user.id, email: user.email };
  const services = context.get(servicesContext);
  if (request.method === 'PATCH') return apiPatchVisit(services, params.id, params.visitId, actor, request);
  if (request.method === 'DELETE') return apiDeleteVisit(services, params.id, params.visitId, actor);
  return methodNotAllowed('PATCH, DELETE');
}
