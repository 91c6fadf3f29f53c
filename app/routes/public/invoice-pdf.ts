import type { Route } from './+types/invoice-pdf';
import { invoicePdfResponse } from '~/features/payments/payment-handlers.server';
import { localeOfPath } from '~/lib/locale';
import { servicesContext } from '~/lib/request-context';

/** GET /invoices/:token/invoice.pdf (and under /es): the invoice as a PDF, for the link's holder. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return invoicePdfResponse(context.get(servicesContext), params.token, localeOfPath(new URL(request.url).pathname));
}
