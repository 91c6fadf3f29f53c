import type { Route } from './+types/twilio-dial';
import { twilioDialWebhook } from '~/features/messaging/webhook-handlers.server';
import { servicesContext } from '~/lib/request-context';

// Twilio's signature is the authorization: checked before anything is read or stored (docs/texting.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  return twilioDialWebhook(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return twilioDialWebhook(context.get(servicesContext), request);
}
