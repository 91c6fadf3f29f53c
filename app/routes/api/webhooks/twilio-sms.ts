import type { Route } from './+types/twilio-sms';
import { twilioSmsWebhook } from '~/features/messaging/webhook-handlers.server';
import { servicesContext } from '~/lib/request-context';

// Twilio's signature is the authorization: checked before anything is read or stored (docs/texting.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  return twilioSmsWebhook(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return twilioSmsWebhook(context.get(servicesContext), request);
}
