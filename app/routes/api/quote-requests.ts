import type { Route } from './+types/quote-requests';
import { handleLeadApi } from '~/features/leads/lead-api.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadApi('quote-request', request, context.get(servicesContext), context.get(clientIpContext));
}
