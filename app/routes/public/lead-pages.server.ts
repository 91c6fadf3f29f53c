import type { HeadersFunction, RouterContextProvider } from 'react-router';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { getCurrentUser } from '~/features/accounts/session.server';
import { handleLeadForm, leadFormLoaderData } from '~/features/leads/intake/lead-form.server';
import { quoteFormDefaults } from '~/features/leads/intake/quote-form-defaults';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { packageNamesIn } from '~/features/business/profile';
import { getBusinessProfile, getPriceTable, testimonialsIn } from '~/features/business/profile.server';
import type { OfficeStatus } from '~/components/contact/open-status';
import { leadConsentExtras, smsConsentOffer } from '~/features/messaging/consent/consent.server';
import { getOpenStatus, hoursLines } from '~/lib/business-hours';
import { sharedPageHeaders } from '~/lib/http-cache';
import { localeOfPath } from '~/lib/locale';
import { clientIpContext, servicesContext } from '~/lib/request-context';

// The loaders and actions of the Get a Quote and Contact pages, shared by their English and
// Spanish route modules: the page's language is its path's (/es/get-quote is Spanish).

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The office's open status and hours in the page's language, from the business calendar, computed
 * here so the HTML and the hydrated page agree. These pages are never kept by a cache (below), so
 * the status is as of the request.
 */
async function openStatusFor(request: Request, context: Readonly<RouterContextProvider>): Promise<OfficeStatus> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const calendar = await getBusinessCalendar(context.get(servicesContext).db);
  return { ...getOpenStatus(new Date(), calendar, locale), hours: hoursLines(calendar.weekly, locale) };
}

// The service and package come from the "Get a Quote" link; a signed-in customer's details fill in the rest.
export async function quotePageLoader({ request, context }: Args) {
  const { db } = context.get(servicesContext);
  const prices = await getPriceTable(db);
  const packageNames = packageNamesIn((await getBusinessProfile(db)).priceList, localeOfPath(new URL(request.url).pathname));
  const defaults = quoteFormDefaults(new URL(request.url).searchParams, await getCurrentUser(request, context), prices);
  const testimonials = (await testimonialsIn(db, localeOfPath(new URL(request.url).pathname))).quote;
  return {
    openStatus: await openStatusFor(request, context),
    defaults,
    prices,
    packageNames,
    testimonials,
    smsConsent: await smsConsentOffer(context.get(servicesContext), localeOfPath(new URL(request.url).pathname)),
    ...leadFormLoaderData(context.get(servicesContext), 'quote'),
  };
}

export async function contactPageLoader({ request, context }: Args) {
  return {
    openStatus: await openStatusFor(request, context),
    smsConsent: await smsConsentOffer(context.get(servicesContext), localeOfPath(new URL(request.url).pathname)),
    ...leadFormLoaderData(context.get(servicesContext), 'contact'),
  };
}

/**
 * The pages' headers: what a form post's answer set (Retry-After when limited), and no opener
 * policy. Each render carries its own form token, so the pages are never kept by a cache, but
 * nothing else in them is anyone's own (a signed-in customer's details filled in make the answer
 * private, and the session middleware then restores the policy).
 */
export const leadPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passActionHeaders(args));
  for (const [name, value] of Object.entries(sharedPageHeaders)) headers.set(name, value);
  return headers;
};

// Each form's texting consent box (only while texting is configured) is kept beside the lead by messaging.
export async function quotePageAction({ request, context }: Args) {
  const services = context.get(servicesContext);
  return handleLeadForm('quote-requests', request, services, context.get(clientIpContext), await getCurrentUser(request, context), leadConsentExtras(services));
}

export async function contactPageAction({ request, context }: Args) {
  const services = context.get(servicesContext);
  return handleLeadForm(
    'contact-messages',
    request,
    services,
    context.get(clientIpContext),
    await getCurrentUser(request, context),
    leadConsentExtras(services),
  );
}
