import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import {
  bookPageAction,
  bookPageLoader,
  confirmPageAction,
  confirmPageLoader,
  managePageAction,
  managePageLoader,
} from '~/features/bookings/booking-pages.server';
import { bookingConsentExtras, smsConsentOffer } from '~/features/messaging/consent/consent.server';
import type { Locale } from '~/lib/locale';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// /book and /book/manage/<token>, in each language: the route modules name their language.

// The booking form carries the texting consent box while texting is configured (docs/texting.md).
export const bookLoader =
  (language: Locale) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const services = context.get(servicesContext);
    const page = await bookPageLoader(services, request, language);
    return data({ ...page.data, smsConsent: await smsConsentOffer(services, language) }, page.init ?? undefined);
  };

export const bookAction =
  (language: Locale) =>
  ({ request, context }: ActionFunctionArgs) => {
    const services = context.get(servicesContext);
    return bookPageAction(services, request, context.get(clientIpContext), language, undefined, bookingConsentExtras(services));
  };

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
