import type { RouterContextProvider } from 'react-router';
import { handleRequestConfirmation, requestConfirmationPage } from '~/features/leads/my-requests/request-confirmation-page.server';
import { servicesContext } from '~/lib/request-context';

// The page the link in a lead's confirmation email opens (/requests/confirm, /es/requests/confirm):
// it asks, and its form confirms the request so it shows under that address's My Requests.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function confirmRequestLoader({ request, context }: Args) {
  return requestConfirmationPage(request, context.get(servicesContext));
}

export function confirmRequestAction({ request, context }: Args) {
  return handleRequestConfirmation(request, context.get(servicesContext));
}
