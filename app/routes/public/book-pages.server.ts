import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { bookPageAction, bookPageLoader, managePageAction, managePageLoader } from '~/features/bookings/booking-pages.server';
import type { Locale } from '~/lib/locale';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// /book and /book/manage/<token>, in each language: the route modules name their language.

export const bookLoader =
  (language: Locale) =>
  ({ request, context }: LoaderFunctionArgs) =>
    bookPageLoader(context.get(servicesContext), request, language);

export const bookAction =
  (language: Locale) =>
  ({ request, context }: ActionFunctionArgs) =>
    bookPageAction(context.get(servicesContext), request, context.get(clientIpContext), language);

export const manageLoader =
  (language: Locale) =>
  ({ request, context, params }: LoaderFunctionArgs) =>
    managePageLoader(context.get(servicesContext), request, params.token ?? '', language);

export const manageAction =
  (language: Locale) =>
  ({ request, context, params }: ActionFunctionArgs) =>
    managePageAction(context.get(servicesContext), request, params.token ?? '', context.get(clientIpContext), language);

/** Never cached: the times change by the minute, and the manage page is the customer's own. */
export function bookPageHeaders() {
  return { 'Cache-Control': 'no-store' };
}
