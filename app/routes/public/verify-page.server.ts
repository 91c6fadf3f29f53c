import type { RouterContextProvider } from 'react-router';
import { handleVerify, verifyPageData } from '~/features/estimates/verify-handlers.server';
import { localeOfPath } from '~/lib/locale';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// The loader and action of /verify and /es/verify: no account, the file checked and dropped.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function verifyPageLoader({ context }: Args) {
  return verifyPageData(context.get(servicesContext));
}

export function verifyPageAction({ request, context }: Args) {
  return handleVerify(context.get(servicesContext), request, context.get(clientIpContext), localeOfPath(new URL(request.url).pathname));
}
