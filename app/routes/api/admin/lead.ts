import type { Route } from './+types/lead';
import { requireAdmin } from '~/features/accounts/guards.server';
import { isLeadKind } from '~/features/admin/lead-kinds';
import { apiGetLead, apiPatchLead, unknownKind } from '~/features/admin/lead-routes.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/<kind>/:id: the lead, its conversation (chatbot contacts) and its timeline. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!isLeadKind(params.kind)) return unknownKind();
  return apiGetLead(context.get(servicesContext), params.kind, params.id);
}

/** PATCH /api/admin/<kind>/:id with { status, notes }. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (!isLeadKind(params.kind)) return unknownKind();
  if (request.method !== 'PATCH') return methodNotAllowed('GET, PATCH');
  return apiPatchLead(context.get(servicesContext), params.kind, params.id, { userId: user.id, email: user.email }, request);
}
