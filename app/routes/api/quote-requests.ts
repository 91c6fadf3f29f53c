import type { Route } from './+types/quote-requests';
import { handleLeadApi } from '~/features/leads/intake/lead-api.server';
import { leadConsentExtras } from '~/features/messaging/consent/consent.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// A fast route: server/lead-api.ts answers it ahead of React Router with the same function.

export function loader() {
  return methodNotAllowed('POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const answer = await handleLeadApi('quote-requests', request, services, context.get(clientIpContext), leadConsentExtras(services));
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, 'Cache-Control': 'no-store' } });
}
