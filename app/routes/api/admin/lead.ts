import type { Route } from './+types/lead';
import { requireAdmin } from '~/features/accounts/guards.server';
import { listConversation } from '~/features/assistant/chat-sessions.server';
import { isLeadKind } from '~/features/leads/lead-kinds';
import { apiGetLead, apiPatchLead, unknownKind } from '~/features/leads/inbox/lead-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/<kind>/:id: the lead, its conversation (chatbot contacts) and its timeline. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!isLeadKind(params.kind)) return unknownKind();
  const services = context.get(servicesContext);
  return apiGetLead(services, params.kind, params.id, (sessionId) => listConversation(services.db, sessionId));
}

/** PATCH /api/admin/<kind>/:id with { status, notes }. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (!isLeadKind(params.kind)) return unknownKind();
  if (request.method !== 'PATCH') return methodNotAllowed('GET, PATCH');
  return apiPatchLead(context.get(servicesContext), params.kind, params.id, { userId: user.id, email: user.email }, request);
}
