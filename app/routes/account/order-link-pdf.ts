import type { Route } from './+types/order-link-pdf';
import { signedPdfNotFound, signedPdfResponse } from '~/features/estimates/estimate-handlers.server';
import { readOrderLink } from '~/features/orders/order-links.server';
import { getOrder } from '~/features/orders/orders.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

/** The signed estimate behind the order an email's signed link opens: the link is the key, no account needed. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const orderId = readOrderLink(params.token, services.secret);
  const order = orderId ? await getOrder(services.db, orderId) : undefined;
  if (!order?.estimateId) signedPdfNotFound();
  return signedPdfResponse(services, order.estimateId, {
    by: 'customer',
    email: order.customerEmail ?? 'the order link',
    ipAddress: context.get(clientIpContext),
  });
}
