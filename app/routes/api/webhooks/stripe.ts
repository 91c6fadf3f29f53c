import type { Route } from './+types/stripe';
import { stripeWebhook } from '~/features/payments/payment-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export function loader() {
  return methodNotAllowed('POST');
}

/** POST /api/webhooks/stripe: Stripe's events, verified by their signature (docs/payments.md). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return stripeWebhook(context.get(servicesContext), request);
}
