import type { Route } from './+types/leads';
import { requireAdmin } from '~/features/accounts/guards.server';
import { isLeadKind } from '~/features/leads/lead-kinds';
import { apiListLeads, unknownKind } from '~/features/leads/inbox/lead-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/{quote-requests|contact-messages|chatbot-contacts}?status=&search=&page=&sort=&view= */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!isLeadKind(params.kind)) return unknownKind();
  return apiListLeads(context.get(servicesContext), params.kind, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed('GET');
}
