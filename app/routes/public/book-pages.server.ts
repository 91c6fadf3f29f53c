import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from 'react-router';
import {
  bookPageAction,
  bookPageLoader,
  confirmPageAction,
  confirmPageLoader,
  managePageAction,
  managePageLoader,
} from '~/features/bookings/booking-pages.server';
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
    managePageAction(context.get(servicesContext), request, params.token ?? '', language);

export const confirmLoader =
  (language: Locale) =>
  ({ context, params }: LoaderFunctionArgs) =>
    confirmPageLoader(context.get(servicesContext), params.token ?? '', language);

export const confirmAction =
  (language: Locale) =>
  ({ context, params }: ActionFunctionArgs) =>
    confirmPageAction(context.get(servicesContext), params.token ?? '', language);

/**
 * Never cached: the times change by the minute, and the manage page is the customer's own. The
 * booking cookie /book sets, and a refusal's Retry-After, pass on.
 */
export const bookPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append('Set-Cookie', cookie);
    const retryAfter = source.get('Retry-After');
    if (retryAfter) headers.set('Retry-After', retryAfter);
  }
  headers.set('Cache-Control', 'no-store');
  return headers;
};
