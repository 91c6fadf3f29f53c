import type { Route } from './+types/order-estimate-pdf';
import { requireUser } from '~/features/accounts/guards.server';
import { signedPdfNotFound, signedPdfResponse } from '~/features/estimates/estimate-handlers.server';
import { getOrderForCustomer } from '~/features/orders/orders.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/** The signed estimate behind one of the customer's own orders; anyone else's is not found. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  const order = await getOrderForCustomer(services.db, user, params.orderId);
  if (!order?.estimateId) signedPdfNotFound();
  return signedPdfResponse(services, order.estimateId, { by: 'customer', email: user.email, ipAddress: context.get(clientIpContext) });
}
