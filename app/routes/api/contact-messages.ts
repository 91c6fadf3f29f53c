import type { Route } from './+types/contact-messages';
import { handleLeadApi } from '~/features/leads/lead-api.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadApi('contact-message', request, context.get(servicesContext), context.get(clientIpContext));
}
