import type { RouterContextProvider } from 'react-router';
import { customerPageHeaders, handleCustomerAnswer, loadCustomerEstimate } from '~/features/estimates/estimate-handlers.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// The loader, action and headers of the customer's estimate page, shared by its English and
// Spanish route modules: the token in the URL is the only key, and the action answers in the
// page's language (/es/estimates/:token is Spanish).

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { token: string };
}

export function estimatePageHeaders() {
  return customerPageHeaders;
}

export function estimatePageLoader({ request, context, params }: Args) {
  return loadCustomerEstimate(context.get(servicesContext), params.token, request, context.get(clientIpContext));
}

export function estimatePageAction({ request, context, params }: Args) {
  return handleCustomerAnswer(context.get(servicesContext), params.token, request, context.get(clientIpContext));
}
