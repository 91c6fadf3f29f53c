import type { RouterContextProvider } from 'react-router';
import { invoicePageHeaders, loadInvoicePage, payInvoice } from '~/features/payments/payment-handlers.server';
import { localeOfPath } from '~/lib/locale';
import { servicesContext } from '~/lib/request-context';

// The loader, action and headers of the customer's invoice page, shared by its English and
// Spanish route modules: the signed token in the URL is the only key.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { token: string };
}

export function invoiceHeaders() {
  return invoicePageHeaders;
}

export function invoiceLoader({ request, context, params }: Args) {
  return loadInvoicePage(context.get(servicesContext), params.token, localeOfPath(new URL(request.url).pathname), request);
}

/** The Pay button: to Stripe's page. */
export function invoiceAction({ request, context, params }: Args) {
  return payInvoice(context.get(servicesContext), params.token, localeOfPath(new URL(request.url).pathname), request);
}
